import { getTranslations } from 'next-intl/server';
import { ForgotFlow } from '@/components/auth/forgot-flow';
import { PageFrame } from '@/components/layout/page-frame';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('forgot', '/auth/forgot', { index: false });

/** Forgotten password: the e-mail, then the code and a new password, on this one page. */
export default async function ForgotPage() {
  const t = await getTranslations('meta');
  return (
    <PageFrame title={t('forgot')}>
      <ForgotFlow />
    </PageFrame>
  );
}
