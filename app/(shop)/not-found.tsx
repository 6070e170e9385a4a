import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorContent } from '@/components/layout/error-content';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta');
  return { title: t('notFound'), robots: { index: false } };
}

export default async function NotFound() {
  const t = await getTranslations('errors');
  return (
    <ErrorContent title={t('notFoundTitle')} lines={[t('notFoundText')]} homeLabel={t('home')} />
  );
}
