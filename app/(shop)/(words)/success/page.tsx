import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { SuccessView } from '@/components/checkout/success-view';
import { PageFrame } from '@/components/layout/page-frame';
import { orderKeySchema } from '@/lib/api/order-status';
import { getSettings } from '@/lib/data/restaurant';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('success', '/success', { index: false });

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The order's own page (docs/product.md#the-diners-order-page): ?order={id}, with the key of the
 * confirmation mail's link when it came from there; where the order stands updates by itself.
 */
export default async function SuccessPage({
  searchParams,
}: {
  searchParams: Promise<{ order?: string | string[]; key?: string | string[] }>;
}) {
  const [t, params, settings, messages] = await Promise.all([
    getTranslations('meta'),
    searchParams,
    getSettings(),
    getMessages(),
  ]);
  const id = Number(first(params.order));
  const key = first(params.key);
  return (
    <PageFrame title={t('success')}>
      {/* The order page's words travel with it only; the provider replaces the root's. */}
      <NextIntlClientProvider
        messages={{ success: messages.success, cart: messages.cart, orderLive: messages.orderLive }}
      >
        <SuccessView
          orderId={Number.isInteger(id) && id > 0 ? id : null}
          linkKey={orderKeySchema.safeParse(key).success ? key! : null}
          phone={settings.contacts.phone}
          timeZone={settings.timezone}
        />
      </NextIntlClientProvider>
    </PageFrame>
  );
}
