import { DeleteAccount } from '@/components/profile/delete-account';
import { profileRoute } from '@/components/profile/profile-route';

const route = profileRoute('security', <DeleteAccount />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
