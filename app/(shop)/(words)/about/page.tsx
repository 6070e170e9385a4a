import { AboutContent } from '@/components/content/about-content';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 60; // seconds; a literal, as Next requires (REVALIDATE_SECONDS)
export const generateMetadata = () => pageMetadata('about', '/about');

export default function AboutPage() {
  return <AboutContent />;
}
