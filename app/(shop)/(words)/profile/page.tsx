import { ProfileOverview } from '@/components/profile/profile-overview';
import { profileRoute } from '@/components/profile/profile-route';

const route = profileRoute('overview', <ProfileOverview />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
