import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/components/auth/login-form';
import { queryValue, type AuthSearchParams } from '@/components/auth/query';
import { PageFrame } from '@/components/layout/page-frame';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('login', '/auth/login', { index: false });

/**
 * Log in; `?redirect=/path` is where to return, `?reset=1&email=` follows a new password.
 */
export default async function LoginPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const [t, tAuth, params] = await Promise.all([
    getTranslations('meta'),
    getTranslations('auth.login'),
    searchParams,
  ]);
  return (
    <PageFrame title={t('login')} intro={tAuth('intro')}>
      <LoginForm
        redirect={queryValue(params.redirect)}
        reset={queryValue(params.reset) === '1'}
        email={queryValue(params.email)}
      />
    </PageFrame>
  );
}
