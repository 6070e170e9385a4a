import { upcomingRoute } from '@/components/layout/upcoming-page';

const route = upcomingRoute('login', '/auth/login');
export const generateMetadata = route.generateMetadata;
export default route.Page;
