import { getTranslations } from 'next-intl/server';
import { queryValue, type AuthSearchParams } from '@/components/auth/query';
import { SignupForm } from '@/components/auth/signup-form';
import { PageFrame } from '@/components/layout/page-frame';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = () => pageMetadata('signup', '/auth/signup', { index: false });

/** Create an account; `?email=` prefills the address (e.g. after a guest order). */
export default async function SignupPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const [t, tAuth, params] = await Promise.all([
    getTranslations('meta'),
    getTranslations('auth.signup'),
    searchParams,
  ]);
  return (
    <PageFrame title={t('signup')} intro={tAuth('intro')}>
      <SignupForm email={queryValue(params.email)} />
    </PageFrame>
  );
}
