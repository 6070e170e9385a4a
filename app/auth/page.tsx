import { upcomingRoute } from '@/components/layout/upcoming-page';

const route = upcomingRoute('auth', '/auth');
export const generateMetadata = route.generateMetadata;
export default route.Page;
