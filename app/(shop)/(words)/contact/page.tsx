import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { OpeningHours } from '@/components/menu/opening-hours';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';
import { mapHref, telHref } from '@/lib/format/contact';
import { getMenus, getSettings } from '@/lib/data/restaurant';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 60; // seconds; a literal, as Next requires (REVALIDATE_SECONDS)
export const generateMetadata = () => pageMetadata('contact', '/contact');

export default async function ContactPage() {
  const [t, tMeta, settings, menus] = await Promise.all([
    getTranslations('pages'),
    getTranslations('meta'),
    getSettings(),
    getMenus(),
  ]);
  const { contacts } = settings;
  const row = 'flex gap-3 rounded-2xl bg-cream p-4';
  return (
    <PageFrame title={tMeta('contact')} intro={t('contactIntro')}>
      <div className="grid gap-6 sm:grid-cols-2">
        <ul className="space-y-3">
          <li className={row}>
            <PinIcon className="mt-1 size-5 shrink-0 text-brand" />
            <div>
              <p className="font-bold">{t('address')}</p>
              <p>{contacts.address}</p>
              <p>
                <a
                  className="font-semibold text-brand-dark underline"
                  href={mapHref(contacts)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('map')}
                </a>
              </p>
            </div>
          </li>
          <li className={row}>
            <PhoneIcon className="mt-1 size-5 shrink-0 text-brand" />
            <div>
              <p className="font-bold">{t('phone')}</p>
              <p>
                <a className="underline" href={telHref(contacts.phone)}>
                  {contacts.phone}
                </a>
              </p>
            </div>
          </li>
          <li className={row}>
            <MailIcon className="mt-1 size-5 shrink-0 text-brand" />
            <div>
              <p className="font-bold">{t('email')}</p>
              <p>
                <a className="underline" href={`mailto:${contacts.email}`}>
                  {contacts.email}
                </a>
              </p>
            </div>
          </li>
        </ul>
        <section aria-labelledby="horaires" className="rounded-2xl p-4 ring-1 ring-black/10">
          <h2 id="horaires" className="mb-3 flex items-center gap-2 text-lg font-bold">
            <ClockIcon className="size-5 text-brand" />
            {t('hours')}
          </h2>
          <OpeningHours menus={menus} />
        </section>
      </div>
    </PageFrame>
  );
}
