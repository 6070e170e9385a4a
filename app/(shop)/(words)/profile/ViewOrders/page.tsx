import { ProfileOrders } from '@/components/profile/profile-orders';
import { profileRoute } from '@/components/profile/profile-route';

const route = profileRoute('orders', <ProfileOrders />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
