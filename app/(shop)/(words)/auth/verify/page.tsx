import { getTranslations } from 'next-intl/server';
import { queryValue, type AuthSearchParams } from '@/components/auth/query';
import { VerifyForm } from '@/components/auth/verify-form';
import { PageFrame } from '@/components/layout/page-frame';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('verify', '/auth/verify', { index: false });

/** The code mailed at sign-up; `?email=` is the address it went to. */
export default async function VerifyPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const [t, params] = await Promise.all([getTranslations('meta'), searchParams]);
  return (
    <PageFrame title={t('verify')}>
      <VerifyForm email={queryValue(params.email)} />
    </PageFrame>
  );
}
