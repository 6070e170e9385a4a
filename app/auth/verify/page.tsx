import { upcomingRoute } from '@/components/layout/upcoming-page';

const route = upcomingRoute('verify', '/auth/verify');
export const generateMetadata = route.generateMetadata;
export default route.Page;
