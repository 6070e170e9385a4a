import { upcomingRoute } from '@/components/layout/upcoming-page';

const route = upcomingRoute('checkout', '/checkout');
export const generateMetadata = route.generateMetadata;
export default route.Page;
