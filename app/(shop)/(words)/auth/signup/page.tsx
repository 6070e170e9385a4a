import { getTranslations } from 'next-intl/server';
import { queryValue, type AuthSearchParams } from '@/components/auth/query';
import { SignupForm } from '@/components/auth/signup-form';
import { PageFrame } from '@/components/layout/page-frame';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('signup', '/auth/signup', { index: false });

/**
 * Create an account; `?email=`, `?first_name=`, `?last_name=` and `?phone=` prefill the form (the
 * page after a guest order sends them, so nothing is typed twice). Each is cut to its field's
 * length; the form checks them like typed text.
 */
export default async function SignupPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const [t, tAuth, params] = await Promise.all([
    getTranslations('meta'),
    getTranslations('auth.signup'),
    searchParams,
  ]);
  return (
    <PageFrame title={t('signup')} intro={tAuth('intro')}>
      <SignupForm
        email={queryValue(params.email)?.slice(0, 254) ?? null}
        details={{
          first_name: queryValue(params.first_name)?.slice(0, 100),
          last_name: queryValue(params.last_name)?.slice(0, 100),
          phone: queryValue(params.phone)?.slice(0, 30),
        }}
      />
    </PageFrame>
  );
}
