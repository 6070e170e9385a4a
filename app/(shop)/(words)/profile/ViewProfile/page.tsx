import { ProfileDetails } from '@/components/profile/profile-details';
import { profileRoute } from '@/components/profile/profile-route';

const route = profileRoute('details', <ProfileDetails />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
