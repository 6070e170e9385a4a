import { upcomingRoute } from '@/components/layout/upcoming-page';

const route = upcomingRoute('profile', '/profile');
export const generateMetadata = route.generateMetadata;
export default route.Page;
