import { upcomingRoute } from '@/components/layout/upcoming-page';

// The blog feature is disabled in the site configuration: an honest empty page, not indexed
// and left out of the sitemap.
const route = upcomingRoute('blog', '/blog', 'blogEmpty');
export const generateMetadata = route.generateMetadata;
export default route.Page;
