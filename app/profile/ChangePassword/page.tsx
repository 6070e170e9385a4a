import { upcomingRoute } from '@/components/layout/upcoming-page';

const route = upcomingRoute('changePassword', '/profile/ChangePassword');
export const generateMetadata = route.generateMetadata;
export default route.Page;
