import { LegalPage } from '@/components/content/legal-page';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 60; // seconds; a literal, as Next requires (REVALIDATE_SECONDS)
export const generateMetadata = () => pageMetadata('privacyPolicy', '/privacy-policy');

export default function PrivacyPolicyPage() {
  return <LegalPage document="privacy" />;
}
