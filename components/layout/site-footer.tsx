import { getTranslations } from 'next-intl/server';
import { MailIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';
import { siteConfig } from '@/lib/config/site';
import { getSettings } from '@/lib/data/restaurant';
import { IntentLink } from '@/components/ui/intent-link';
import { socialLinks, telHref } from '@/lib/format/contact';

/** Dark four-column footer: brand, pages, contact, legal and social links, credits. */
export async function SiteFooter() {
  const [t, tMeta, tAllergens, settings] = await Promise.all([
    getTranslations('footer'),
    getTranslations('meta'),
    getTranslations('allergensPage'),
    getSettings(),
  ]);
  const { contacts } = settings;
  const socials = siteConfig.footer.showSocialLinks ? socialLinks(contacts) : [];
  const heading = 'mb-3 text-sm font-bold tracking-wide text-gold uppercase';
  const link = 'hover:text-white hover:underline';

  return (
    <footer className="bg-ink text-neutral-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="mb-3 text-lg font-bold text-white">
            {contacts.name || siteConfig.title}
          </h2>
          <p className="text-sm leading-relaxed">{t('tagline')}</p>
        </section>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={heading}>
            {t('explore')}
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <IntentLink className={link} href="/menu">
                {tMeta('menu')}
              </IntentLink>
            </li>
            <li>
              <IntentLink className={link} href="/about">
                {tMeta('about')}
              </IntentLink>
            </li>
            <li>
              <IntentLink className={link} href="/contact">
                {tMeta('contact')}
              </IntentLink>
            </li>
            <li>
              <IntentLink className={link} href="/auth">
                {tMeta('auth')}
              </IntentLink>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={heading}>
            {t('contact')}
          </h2>
          <ul className="space-y-2 text-sm">
            {contacts.address && (
              <li className="flex gap-2">
                <PinIcon className="mt-0.5 size-4 shrink-0" />
                {contacts.address}
              </li>
            )}
            {contacts.phone && (
              <li className="flex gap-2">
                <PhoneIcon className="mt-0.5 size-4 shrink-0" />
                <a className={link} href={telHref(contacts.phone)}>
                  {contacts.phone}
                </a>
              </li>
            )}
            {contacts.email && (
              <li className="flex gap-2">
                <MailIcon className="mt-0.5 size-4 shrink-0" />
                <a className={link} href={`mailto:${contacts.email}`}>
                  {contacts.email}
                </a>
              </li>
            )}
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={heading}>
            {t('legal')}
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <IntentLink className={link} href="/privacy-policy">
                {tMeta('privacyPolicy')}
              </IntentLink>
            </li>
            <li>
              <IntentLink className={link} href="/cookie-policy">
                {tMeta('cookiePolicy')}
              </IntentLink>
            </li>
            <li>
              <IntentLink className={link} href="/terms-of-service">
                {tMeta('terms')}
              </IntentLink>
            </li>
            <li>
              <IntentLink className={link} href="/allergens">
                {tAllergens('title')}
              </IntentLink>
            </li>
          </ul>
          {socials.length > 0 && (
            <>
              <h2 className={`${heading} mt-6`}>{t('follow')}</h2>
              <ul className="flex flex-wrap gap-2 text-sm">
                {socials.map((s) => (
                  <li key={s.network}>
                    <a
                      href={s.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('social', { network: s.label })}
                      className="inline-block rounded-full border border-white/20 px-3 py-1 hover:border-gold hover:text-white"
                    >
                      {s.label}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
      {siteConfig.footer.showCredits && (
        <div className="border-t border-white/10">
          <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-5 text-xs text-neutral-400 sm:flex-row sm:justify-between">
            <p>
              {t('rights', {
                year: new Date().getFullYear(),
                name: contacts.name || siteConfig.title,
              })}
            </p>
            <p>
              {t('credits')} {t('dataCredits')}
            </p>
          </div>
        </div>
      )}
    </footer>
  );
}
