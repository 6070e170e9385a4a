/**
 * The values the legal texts interpolate, built from the restaurant settings at render time:
 * `{name}`, `{address}`, `{phone}`, `{email}`, `{deliveryArea}`, links to the other documents
 * and to the customer area, and the legal identity of the notice (`legal` entry, each LEGAL_*
 * variable over its field: lib/api/legal.ts; else a sentence saying how to get it). Pure, so the
 * component test can check every placeholder of the messages has a value.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { withLegalEnv } from '@/lib/api/legal';
import type { RestaurantSettings } from '@/lib/api/schemas';
import { siteConfig } from '@/lib/config/site';
import { telHref } from '@/lib/format/contact';
import { interpolateText, type RawText } from './interpolate';

/** The `legal.values` messages: link labels and the sentences that stand in for missing data. */
export type LegalValueLabels = {
  contactPage: string;
  privacyPolicy: string;
  cookiePolicy: string;
  terms: string;
  account: string;
  security: string;
  orders: string;
  host: string;
  mediator: string;
  /** A legal field the settings leave empty: "communiqué sur simple demande…". */
  onRequest: string;
  /** "le représentant légal de {name}": the director of publication by default. */
  director: RawText;
  /** "un rayon de {distance} {unit} autour du restaurant" */
  deliveryRadius: RawText;
  /** "les secteurs suivants : {zones}" */
  deliveryZones: RawText;
  deliveryDefault: string;
};

const EXTERNAL = {
  cnil: 'https://www.cnil.fr/fr/adresser-une-plainte',
  stripePrivacy: 'https://stripe.com/privacy',
  stripeCookies: 'https://stripe.com/legal/cookies-policy',
  etalab: 'https://www.etalab.gouv.fr/licence-ouverte-open-licence/',
  ban: 'https://adresse.data.gouv.fr',
  ofl: 'https://openfontlicense.org',
} as const;

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** Where the restaurant delivers, in words: a radius, a list of zones, or a general phrase. */
export function deliveryArea(
  delivery: RestaurantSettings['features']['delivery'],
  labels: Pick<LegalValueLabels, 'deliveryRadius' | 'deliveryZones' | 'deliveryDefault'>,
): string {
  if (delivery.calculation_type === 'zone_based' && delivery.zones.length > 0) {
    const zones = delivery.zones.map((z) => `${z.name} (${z.postal_code})`).join(', ');
    return interpolateText(labels.deliveryZones, { zones });
  }
  if (delivery.calculation_type === 'distance-based' && delivery.max_distance > 0) {
    return interpolateText(labels.deliveryRadius, {
      distance: number.format(delivery.max_distance),
      unit: delivery.unit,
    });
  }
  return labels.deliveryDefault;
}

/** The restaurant's name, or the site title when the settings leave it empty. */
export function restaurantName(contacts: RestaurantSettings['contacts']): string {
  return contacts.name.trim() || siteConfig.title;
}

export function legalValues(
  settings: RestaurantSettings,
  labels: LegalValueLabels,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Record<string, ReactNode> {
  const { contacts } = settings;
  const legal = withLegalEnv(settings.legal, env);
  const name = restaurantName(contacts);
  const contactLink = <Link href="/contact">{labels.contactPage}</Link>;
  const external = (href: string, label: string) => <a href={href}>{label}</a>;
  return {
    name,
    address: contacts.address.trim() || contactLink,
    phone: contacts.phone.trim() ? (
      <a href={telHref(contacts.phone)} className="whitespace-nowrap">
        {contacts.phone}
      </a>
    ) : (
      contactLink
    ),
    email: contacts.email.trim() ? (
      <a href={`mailto:${contacts.email.trim()}`}>{contacts.email.trim()}</a>
    ) : (
      contactLink
    ),
    deliveryArea: deliveryArea(settings.features.delivery, labels),
    company: legal.company || name,
    registeredOffice: legal.address || contacts.address.trim() || contactLink,
    capital: legal.capital || labels.onRequest,
    rcs: legal.rcs || labels.onRequest,
    siret: legal.siret || labels.onRequest,
    vatNumber: legal.vat_number || labels.onRequest,
    director: legal.director || interpolateText(labels.director, { name }),
    host: legal.host || labels.host,
    mediator: legal.mediator || labels.mediator,
    consentKey: <code>cookie-consent</code>,
    localeCookie: <code>i18n_redirected</code>,
    privacyPolicy: <Link href="/privacy-policy">{labels.privacyPolicy}</Link>,
    cookiePolicy: <Link href="/cookie-policy">{labels.cookiePolicy}</Link>,
    terms: <Link href="/terms-of-service">{labels.terms}</Link>,
    account: <Link href="/profile">{labels.account}</Link>,
    security: <Link href="/profile/ViewSecurity">{labels.security}</Link>,
    orders: <Link href="/profile/ViewOrders">{labels.orders}</Link>,
    cnil: external(EXTERNAL.cnil, 'www.cnil.fr'),
    stripePrivacy: external(EXTERNAL.stripePrivacy, 'stripe.com/privacy'),
    stripeCookies: external(EXTERNAL.stripeCookies, 'stripe.com/legal/cookies-policy'),
    etalab: external(EXTERNAL.etalab, 'Licence Ouverte / Etalab 2.0'),
    ban: external(EXTERNAL.ban, 'Base Adresse Nationale'),
    ofl: external(EXTERNAL.ofl, 'SIL Open Font License 1.1'),
  };
}
