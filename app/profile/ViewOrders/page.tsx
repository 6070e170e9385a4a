import { upcomingRoute } from '@/components/layout/upcoming-page';

const route = upcomingRoute('orders', '/profile/ViewOrders');
export const generateMetadata = route.generateMetadata;
export default route.Page;
