import { ChangePassword } from '@/components/profile/change-password';
import { profileRoute } from '@/components/profile/profile-route';

const route = profileRoute('password', <ChangePassword />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
