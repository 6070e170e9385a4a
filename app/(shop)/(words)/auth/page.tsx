import { getTranslations } from 'next-intl/server';
import { AccountEntry } from '@/components/auth/account-entry';
import { PageFrame } from '@/components/layout/page-frame';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('auth', '/auth', { index: false });

/** Account entry: log in or create an account (docs/product.md#accounts). */
export default async function AuthPage() {
  const t = await getTranslations('meta');
  return (
    <PageFrame title={t('auth')}>
      <AccountEntry />
    </PageFrame>
  );
}
