import { upcomingRoute } from '@/components/layout/upcoming-page';

const route = upcomingRoute('account', '/profile/ViewAccount');
export const generateMetadata = route.generateMetadata;
export default route.Page;
