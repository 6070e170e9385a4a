import { upcomingRoute } from '@/components/layout/upcoming-page';

const route = upcomingRoute('success', '/success');
export const generateMetadata = route.generateMetadata;
export default route.Page;
