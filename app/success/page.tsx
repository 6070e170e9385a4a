import { getTranslations } from 'next-intl/server';
import { SuccessView } from '@/components/checkout/success-view';
import { PageFrame } from '@/components/layout/page-frame';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('success', '/success', { index: false });

/**
 * After an order (docs/product.md#after-success): the order kept on this device, found by
 * ?order={id}.
 */
export default async function SuccessPage({
  searchParams,
}: {
  searchParams: Promise<{ order?: string | string[] }>;
}) {
  const [t, { order }] = await Promise.all([getTranslations('meta'), searchParams]);
  const id = Number(Array.isArray(order) ? order[0] : order);
  return (
    <PageFrame title={t('success')}>
      <SuccessView orderId={Number.isInteger(id) && id > 0 ? id : null} />
    </PageFrame>
  );
}
