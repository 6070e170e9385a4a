import { describe, expect, it } from 'vitest';
import { productionProblem } from '@/server/env';

const SECRET = 'x'.repeat(32);

describe('productionProblem: what the API may not start without in production', () => {
  it('refuses production without PROXY_SECRET', () => {
    expect(productionProblem({ NODE_ENV: 'production', PROXY_SECRET: undefined })).toBe(
      'PROXY_SECRET est obligatoire en production : sans lui, tous les clients compteraient comme une seule adresse pour les limites anti-abus.',
    );
  });

  it.each([
    ['production with the secret', 'production', SECRET],
    ['development without it', 'development', undefined],
    ['no NODE_ENV at all', undefined, undefined],
  ])('lets %s start', (_label, NODE_ENV, PROXY_SECRET) => {
    expect(productionProblem({ NODE_ENV, PROXY_SECRET })).toBeNull();
  });
});
