import { upcomingRoute } from '@/components/layout/upcoming-page';

const route = upcomingRoute('forgot', '/auth/forgot');
export const generateMetadata = route.generateMetadata;
export default route.Page;
