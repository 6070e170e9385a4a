import { upcomingRoute } from '@/components/layout/upcoming-page';

const route = upcomingRoute('security', '/profile/ViewSecurity');
export const generateMetadata = route.generateMetadata;
export default route.Page;
