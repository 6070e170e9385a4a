import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import compile from 'icu-minify/compile';
import { describe, expect, it } from 'vitest';
import {
  interpolate,
  interpolateText,
  listOf,
  placeholders,
  type RawText,
} from '@/components/content/interpolate';
import {
  documentTemplates,
  LEGAL_DOCUMENTS,
  LegalDocument,
  type LegalDocumentContent,
} from '@/components/content/legal-document';
import {
  deliveryArea,
  legalValues,
  type LegalValueLabels,
} from '@/components/content/legal-values';
import { LEGAL_PAGE_SETTINGS } from './legal-fixtures';

/** The catalog as written: imported, it arrives compiled in this project (vitest.config.ts). */
const messages = JSON.parse(
  readFileSync(path.resolve('messages/fr.json'), 'utf8'),
) as typeof import('@/messages/fr.json');

const labels = messages.legal.values as LegalValueLabels;
const doc = (id: (typeof LEGAL_DOCUMENTS)[number]) => messages.legal[id] as LegalDocumentContent;
const sectionsOf = (id: (typeof LEGAL_DOCUMENTS)[number]) => listOf(doc(id).sections);

/**
 * Messages as the build hands them to `t.raw` (next-intl's catalog loader with `precompile`):
 * every text compiled by icu-minify, every list an object keyed by position.
 */
function precompiled(value: unknown): unknown {
  if (typeof value === 'string') return compile(value);
  const entries = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : Object.entries(value as object);
  return Object.fromEntries(entries.map(([key, v]) => [key, precompiled(v)]));
}

const settings = LEGAL_PAGE_SETTINGS;

function renderDocument(
  id: (typeof LEGAL_DOCUMENTS)[number],
  values = legalValues(settings, labels, {}),
) {
  return render(
    <LegalDocument id={id} content={doc(id)} values={values} tocLabel={messages.legal.toc} />,
  );
}

describe('interpolate', () => {
  it('replaces placeholders with text or nodes and leaves unknown ones visible', () => {
    expect(interpolateText('Bonjour {name} !', { name: 'Léa' })).toBe('Bonjour Léa !');
    expect(interpolateText('{missing}', {})).toBe('{missing}');
    expect(placeholders('{a} et {b}')).toEqual(['a', 'b']);
    expect(placeholders(compile('{a} et {b}') as RawText)).toEqual(['a', 'b']);
    expect(interpolateText(compile('Bonjour {name} !') as RawText, { name: 'Léa' })).toBe(
      'Bonjour Léa !',
    );
    render(
      <p>{interpolate('Écrivez à {email}.', { email: <a href="mailto:x@y.fr">x@y.fr</a> })}</p>,
    );
    expect(screen.getByRole('link', { name: 'x@y.fr' })).toHaveAttribute('href', 'mailto:x@y.fr');
  });
});

describe('LegalDocument', () => {
  it('renders one h2 per section, a table of contents and the update date', () => {
    renderDocument('privacy');
    const sections = sectionsOf('privacy');
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(sections.length);
    expect(headings[0]).toHaveTextContent(sections[0].heading as string);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull(); // the h1 belongs to PageFrame

    const toc = screen.getByRole('navigation', { name: messages.legal.toc });
    const entries = within(toc).getAllByRole('link');
    expect(entries).toHaveLength(sections.length);
    expect(entries[2]).toHaveAttribute('href', '#privacy-3');
    expect(document.getElementById('privacy-3')).toBe(headings[2]);
    expect(screen.getByText(/Dernière mise à jour/)).toBeInTheDocument();
  });

  it("interpolates the restaurant's name, address, email and phone from the settings", () => {
    const { container } = renderDocument('privacy');
    const text = container.textContent ?? '';
    expect(text).toContain('Poulet Grenette');
    expect(text).toContain('12 Place Grenette, 38000 Grenoble');
    expect(text).not.toMatch(/\{\w+\}/);

    const mail = screen.getAllByRole('link', { name: 'bonjour@poulet-grenette.fr' });
    expect(mail[0]).toHaveAttribute('href', 'mailto:bonjour@poulet-grenette.fr');
    expect(screen.getAllByRole('link', { name: '04 65 71 12 34' })[0]).toHaveAttribute(
      'href',
      'tel:+33465711234',
    );
    expect(screen.getByRole('link', { name: 'www.cnil.fr' })).toHaveAttribute(
      'href',
      expect.stringContaining('cnil.fr'),
    );
    expect(screen.getAllByRole('link', { name: labels.cookiePolicy })[0]).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
  });

  it.each(LEGAL_DOCUMENTS)('reads "%s" the same once the build has compiled it', (id) => {
    const values = legalValues(settings, labels, {});
    const raw = renderDocument(id, values).container.innerHTML;
    const compiled = precompiled(doc(id)) as LegalDocumentContent;
    const { container } = render(
      <LegalDocument id={id} content={compiled} values={values} tocLabel={messages.legal.toc} />,
    );
    expect(container.innerHTML).toBe(raw);
    expect(container.textContent).not.toMatch(/\{\w+\}/);
  });

  it('renders term/text list entries with the term in bold', () => {
    renderDocument('terms');
    const publisher = screen.getByText('Éditeur du site');
    expect(publisher.tagName).toBe('STRONG');
    expect(publisher.closest('li')).toHaveTextContent(
      /Poulet Grenette, siège social\s:\s12 Place Grenette/,
    );
    expect(screen.getByText(/L221-28/)).toBeInTheDocument();
    expect(screen.getByText(/un rayon de 5 km autour du restaurant/)).toBeInTheDocument();
  });

  it('names the consent key in the cookie policy', () => {
    renderDocument('cookies');
    expect(screen.getByText('cookie-consent').tagName).toBe('CODE');
  });

  it('lists the locale cookie, its value and its year', () => {
    renderDocument('cookies');
    const cookie = screen.getByText('i18n_redirected');
    expect(cookie.tagName).toBe('CODE');
    expect(cookie.closest('li')).toHaveTextContent('qui vaut « fr » et est conservé un an');
  });

  it('points to the contact page when a contact detail is missing', () => {
    const empty = { ...settings, contacts: { ...settings.contacts, email: '', phone: '' } };
    renderDocument('cookies', legalValues(empty, labels, {}));
    expect(screen.getAllByRole('link', { name: labels.contactPage })[0]).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

describe('legal messages', () => {
  it.each(LEGAL_DOCUMENTS)('every placeholder of "%s" has a value', (id) => {
    const known = new Set(Object.keys(legalValues(settings, labels, {})));
    const used = documentTemplates(doc(id)).flatMap(placeholders);
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((key) => !known.has(key))).toEqual([]);
  });

  it('are real texts, not placeholders', () => {
    for (const id of LEGAL_DOCUMENTS) {
      const all = documentTemplates(doc(id)).join(' ');
      expect(all).not.toMatch(/lorem|ipsum|à compléter|TODO/i);
      expect(sectionsOf(id).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('uses the operator details from the environment when given', () => {
    const values = legalValues(settings, labels, {
      LEGAL_HOST: 'Hébergeur SAS, Paris',
      LEGAL_MEDIATOR: 'CM2C',
    });
    expect(values.host).toBe('Hébergeur SAS, Paris');
    expect(values.mediator).toBe('CM2C');
    expect(legalValues(settings, labels, {}).host).toBe(labels.host);
  });

  it('describes the delivery area from the settings', () => {
    const delivery = settings.features.delivery;
    expect(deliveryArea(delivery, labels)).toBe('un rayon de 5 km autour du restaurant');
    const zones = {
      ...delivery,
      calculation_type: 'zone_based' as const,
      zones: [
        {
          name: 'Grenoble centre',
          city: 'Grenoble',
          postal_code: '38000',
          delivery_fee: 2,
          flat_charge: 2.5,
          minimum_order: 15,
        },
      ],
    };
    expect(deliveryArea(zones, labels)).toMatch(/Grenoble centre \(38000\)/);
    expect(deliveryArea({ ...delivery, max_distance: 0 }, labels)).toBe(labels.deliveryDefault);
  });
});
