import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageFrame } from '@/components/layout/page-frame';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ProfileShell } from './profile-shell';
import { PROFILE_VIEWS, type ProfileView } from './views';

/**
 * The two exports of a profile route (never indexed): the page frame, then, in the browser, the
 * signed-in diner's shell around the view. The `profile` messages travel with these pages only,
 * not with every page's HTML (the root layout sends the namespaces the whole site uses); `cart`
 * words the order lines the profile shares with the checkout, `orderLive` the orders' states.
 */
export function profileRoute(view: ProfileView, content: ReactNode) {
  const { path, titleKey } = PROFILE_VIEWS[view];
  return {
    generateMetadata: () => pageMetadata(titleKey, path, { index: false }),
    Page: async () => {
      const [tMeta, messages] = await Promise.all([getTranslations('meta'), getMessages()]);
      return (
        <PageFrame title={tMeta(titleKey)}>
          <NextIntlClientProvider
            messages={{
              profile: messages.profile,
              cart: messages.cart,
              orderLive: messages.orderLive,
            }}
          >
            <ProfileShell view={view}>{content}</ProfileShell>
          </NextIntlClientProvider>
        </PageFrame>
      );
    },
  };
}
