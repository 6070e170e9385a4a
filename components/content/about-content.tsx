/**
 * The "À propos" page: the restaurant's story in a few short sections, its commitments, where
 * to find it and a call to see the menu. Texts come from the `about` messages; `{name}` and
 * `{address}` are filled from the settings.
 */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { PhoneIcon, PinIcon } from '@/components/ui/icons';
import { mapHref, telHref } from '@/lib/format/contact';
import { getSettings } from '@/lib/data/restaurant';
import { interpolateText, listOf, type RawList, type RawText } from './interpolate';
import { restaurantName } from './legal-values';

/** The `about` messages as `t.raw` reads them (texts and lists in either shape, see interpolate.tsx). */
type AboutMessages = {
  intro: RawText;
  sections: RawList<{ heading: RawText; paragraphs: RawList<RawText> }>;
  commitments: { heading: string; items: RawList<RawText> };
  visit: { heading: string; text: RawText; map: string; call: RawText };
  cta: { heading: string; text: RawText; link: string };
};

const CheckIcon = () => (
  <svg
    aria-hidden
    focusable={false}
    viewBox="0 0 24 24"
    className="mt-0.5 size-5 shrink-0 text-brand"
    fill="none"
    stroke="currentColor"
    strokeWidth={2.5}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);

export async function AboutContent() {
  const [t, settings] = await Promise.all([getTranslations(), getSettings()]);
  const about = t.raw('about') as AboutMessages;
  const { contacts } = settings;
  const fill = (template: RawText) =>
    interpolateText(template, {
      name: restaurantName(contacts),
      address: contacts.address,
      phone: contacts.phone,
    });

  return (
    <PageFrame title={t('meta.about')} intro={fill(about.intro)}>
      <div className="space-y-10">
        {listOf(about.sections).map((section, i) => (
          <section key={i} aria-labelledby={`about-${i + 1}`}>
            <h2 id={`about-${i + 1}`} className="mb-3 text-2xl font-extrabold text-ink">
              {fill(section.heading)}
            </h2>
            {listOf(section.paragraphs).map((p, j) => (
              <p key={j} className="mb-3 leading-relaxed text-neutral-700">
                {fill(p)}
              </p>
            ))}
          </section>
        ))}

        <section aria-labelledby="about-commitments" className="rounded-2xl bg-cream p-6">
          <h2 id="about-commitments" className="mb-4 text-xl font-extrabold text-ink">
            {about.commitments.heading}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {listOf(about.commitments.items).map((item, i) => (
              <li key={i} className="flex gap-2 text-neutral-800">
                <CheckIcon />
                <span>{fill(item)}</span>
              </li>
            ))}
          </ul>
        </section>

        {contacts.address && (
          <section aria-labelledby="about-visit">
            <h2 id="about-visit" className="mb-3 text-xl font-extrabold text-ink">
              {about.visit.heading}
            </h2>
            <p className="mb-4 leading-relaxed text-neutral-700">{fill(about.visit.text)}</p>
            <ul className="flex flex-wrap gap-x-6 gap-y-3">
              <li className="flex items-center gap-2">
                <PinIcon className="size-5 shrink-0 text-brand" />
                <a className="font-semibold text-brand-dark underline" href={mapHref(contacts)}>
                  {about.visit.map}
                </a>
              </li>
              {contacts.phone && (
                <li className="flex items-center gap-2">
                  <PhoneIcon className="size-5 shrink-0 text-brand" />
                  <a
                    className="font-semibold text-brand-dark underline"
                    href={telHref(contacts.phone)}
                  >
                    {fill(about.visit.call)}
                  </a>
                </li>
              )}
            </ul>
          </section>
        )}

        <section aria-labelledby="about-cta" className="rounded-2xl bg-ink p-6 text-white sm:p-8">
          <h2 id="about-cta" className="text-2xl font-extrabold">
            {about.cta.heading}
          </h2>
          <p className="mt-2 text-neutral-300">{fill(about.cta.text)}</p>
          <Link
            href="/menu"
            className="mt-5 inline-block rounded-full bg-brand px-7 py-3 font-bold text-white hover:bg-brand-dark"
          >
            {about.cta.link}
          </Link>
        </section>
      </div>
    </PageFrame>
  );
}
