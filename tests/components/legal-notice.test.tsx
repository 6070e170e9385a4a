/**
 * The terms' legal notice and consumer clauses (docs/product.md#legal-pages): the LCEN fields from
 * the settings' `legal` entry, each LEGAL_* variable over its field, « sur simple demande » where
 * neither gives one; no right of withdrawal for perishable food; the consumer mediator named.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalDocument, type LegalDocumentContent } from '@/components/content/legal-document';
import { legalValues, type LegalValueLabels } from '@/components/content/legal-values';
import { DEFAULT_SETTINGS } from '@/lib/api/settings';
import type { RestaurantSettings } from '@/lib/api/schemas';
import messages from '@/messages/fr.json';
import { LEGAL_PAGE_SETTINGS } from './legal-fixtures';

const labels = messages.legal.values as LegalValueLabels;
const terms = messages.legal.terms as LegalDocumentContent;

const LEGAL: RestaurantSettings['legal'] = {
  company: 'Poulet Grenette SAS (société fictive de démonstration)',
  capital: '1 000 € (fictif)',
  address: '3 Rue du Siège, 38000 Grenoble',
  siret: '000 000 000 00000 (fictif)',
  rcs: 'RCS Grenoble 000 000 000 (fictif)',
  vat_number: 'FR00 000000000 (fictif)',
  director: 'Camille Martin, présidente (personne fictive)',
  host: 'Hébergeur Exemple SAS (fictif), 1 rue de l’Exemple, 38000 Grenoble, 04 65 71 00 00',
  mediator: 'Médiation Conso Alpes (médiateur fictif de démonstration)',
};

const settings = (legal: RestaurantSettings['legal']): RestaurantSettings => ({
  ...LEGAL_PAGE_SETTINGS,
  legal,
});

function renderTerms(legal: RestaurantSettings['legal'], env: Record<string, string> = {}) {
  const values = legalValues(settings(legal), labels, env);
  return render(
    <LegalDocument id="terms" content={terms} values={values} tocLabel={messages.legal.toc} />,
  );
}

/** The text of the legal notice's entry whose term is `term`. */
const entry = (term: string) => screen.getByText(term, { selector: 'strong' }).closest('li');

describe('the legal notice in the terms', () => {
  it('carries the LCEN fields from the settings', () => {
    renderTerms(LEGAL);
    expect(entry('Éditeur du site')).toHaveTextContent(
      'Poulet Grenette SAS (société fictive de démonstration), siège social : 3 Rue du Siège, 38000 Grenoble. Téléphone : 04 65 71 12 34. E-mail : bonjour@poulet-grenette.fr.',
    );
    expect(entry('Capital social')).toHaveTextContent('1 000 € (fictif).');
    expect(entry('Immatriculation')).toHaveTextContent('RCS Grenoble 000 000 000 (fictif).');
    expect(entry('SIRET')).toHaveTextContent('000 000 000 00000 (fictif).');
    expect(entry('Numéro de TVA intracommunautaire')).toHaveTextContent('FR00 000000000 (fictif).');
    expect(entry('Directeur de la publication')).toHaveTextContent(
      'Camille Martin, présidente (personne fictive).',
    );
    expect(entry('Hébergement')).toHaveTextContent(
      'Hébergeur Exemple SAS (fictif), 1 rue de l’Exemple, 38000 Grenoble, 04 65 71 00 00.',
    );
  });

  it('takes each LEGAL_* variable over its field', () => {
    renderTerms(LEGAL, { LEGAL_SIRET: '999 888 777 00011', LEGAL_DIRECTOR: 'Lou Durand' });
    expect(entry('SIRET')).toHaveTextContent('999 888 777 00011.');
    expect(entry('Directeur de la publication')).toHaveTextContent('Lou Durand.');
    expect(entry('Immatriculation')).toHaveTextContent('RCS Grenoble 000 000 000 (fictif).');
  });

  it('names the contacts and says « sur simple demande » where nothing is set', () => {
    renderTerms(DEFAULT_SETTINGS.legal);
    expect(entry('Éditeur du site')).toHaveTextContent(
      'Poulet Grenette, siège social : 12 Place Grenette, 38000 Grenoble.',
    );
    for (const term of ['Capital social', 'Immatriculation', 'SIRET'])
      expect(entry(term)).toHaveTextContent(`${term} : ${labels.onRequest}.`);
    expect(entry('Numéro de TVA intracommunautaire')).toHaveTextContent(`${labels.onRequest}.`);
    expect(entry('Directeur de la publication')).toHaveTextContent(
      'le représentant légal de Poulet Grenette.',
    );
    expect(entry('Hébergement')).toHaveTextContent(labels.host);
  });
});

describe('the consumer clauses of the terms', () => {
  it('excludes the right of withdrawal for perishable food (L221-28 4°)', () => {
    renderTerms(LEGAL);
    const clause = screen.getByText(/droit de rétractation ne s’applique pas/);
    expect(clause).toHaveTextContent(/L221-28 du Code de la consommation \(4°/);
    expect(clause).toHaveTextContent(/biens susceptibles de se détériorer ou de se périmer/);
  });

  it('names the consumer mediator from the settings, else says how to get it', () => {
    const { unmount } = renderTerms(LEGAL);
    expect(screen.getByText(/Médiateur compétent/)).toHaveTextContent(
      'Médiateur compétent : Médiation Conso Alpes (médiateur fictif de démonstration).',
    );
    unmount();
    renderTerms(DEFAULT_SETTINGS.legal);
    expect(screen.getByText(/Médiateur compétent/)).toHaveTextContent(
      `Médiateur compétent : ${labels.mediator}.`,
    );
  });
});
