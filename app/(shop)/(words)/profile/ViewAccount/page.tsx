import { ProfileAccount } from '@/components/profile/profile-account';
import { profileRoute } from '@/components/profile/profile-route';

const route = profileRoute('account', <ProfileAccount />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
