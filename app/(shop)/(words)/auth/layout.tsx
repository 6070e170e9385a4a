import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/**
 * The sign-in pages' words travel with these pages only, not with every page's HTML (the root
 * layout sends the header's). A nested provider replaces the messages: it carries all the forms
 * read, `auth` and the contact fields' errors (`checkout.errors`).
 */
export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{ auth: messages.auth, checkout: { errors: messages.checkout.errors } }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
