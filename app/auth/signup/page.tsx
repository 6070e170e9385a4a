import { upcomingRoute } from '@/components/layout/upcoming-page';

const route = upcomingRoute('signup', '/auth/signup');
export const generateMetadata = route.generateMetadata;
export default route.Page;
