import { describe, expect, it } from 'vitest';
import { productionProblem } from '@/server/env';

const SECRET = 'x'.repeat(32);
const SITE = 'https://poulet-grenette.fr';

describe('productionProblem: what the API may not start without in production', () => {
  it('refuses production without PROXY_SECRET', () => {
    expect(
      productionProblem({ NODE_ENV: 'production', PROXY_SECRET: undefined, SITE_URL: SITE }),
    ).toBe(
      'PROXY_SECRET est obligatoire en production : sans lui, tous les clients compteraient comme une seule adresse pour les limites anti-abus.',
    );
  });

  it('refuses production without SITE_URL, which the mails’ links are rooted on', () => {
    expect(productionProblem({ NODE_ENV: 'production', PROXY_SECRET: SECRET })).toBe(
      'SITE_URL est obligatoire en production : les liens des mails (suivi de commande) pointeraient sinon vers une adresse de développement.',
    );
  });

  it.each([
    ['production with both', 'production', SECRET, SITE],
    ['development without them', 'development', undefined, undefined],
    ['no NODE_ENV at all', undefined, undefined, undefined],
  ])('lets %s start', (_label, NODE_ENV, PROXY_SECRET, SITE_URL) => {
    expect(productionProblem({ NODE_ENV, PROXY_SECRET, SITE_URL })).toBeNull();
  });
});
