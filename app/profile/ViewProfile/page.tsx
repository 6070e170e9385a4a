import { upcomingRoute } from '@/components/layout/upcoming-page';

const route = upcomingRoute('profileDetails', '/profile/ViewProfile');
export const generateMetadata = route.generateMetadata;
export default route.Page;
