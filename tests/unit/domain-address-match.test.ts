import { describe, expect, it } from 'vitest';
import { placeMismatch } from '@/lib/domain/address-match';

const found = (postal_code: string, city: string) => ({ postal_code, city });

describe('placeMismatch', () => {
  it.each([
    ['38000', 'Grenoble', '38000', 'Grenoble'],
    ['38000', 'GRENOBLE', '38000', 'Grenoble'],
    ['38 000', ' grenoble ', '38000', 'Grenoble'],
    ['38400', 'St Martin d’Hères', '38400', "Saint-Martin-d'Hères"],
    ['38400', 'saint martin d heres', '38400', "Saint-Martin-d'Hères"],
    ['38400', 'ST-MARTIN-D’HERES', '38400', "Saint-Martin-d'Hères"],
    ['69110', 'Ste Foy lès Lyon', '69110', 'Sainte-Foy-lès-Lyon'],
    ['38800', 'Pont-de-Claix', '38800', 'Le Pont-de-Claix'],
    ['38080', 'Isle d’Abeau', '38080', "L'Isle-d'Abeau"],
    ['75001', 'Paris 1er', '75001', 'Paris'],
    ['69003', 'Lyon 3ème arrondissement', '69003', 'Lyon'],
    ['13008', 'Marseille', '13008', 'Marseille 8e Arrondissement'],
    ['38000', 'Grenoble Cedex 9', '38000', 'Grenoble'],
    ['38120', 'Saint-Égrève', '38120', 'Saint-Egreve'],
    ['38000', 'Grenoble', '', ''],
  ])('takes %s %s for %s %s', (postal, city, foundPostal, foundCity) => {
    expect(placeMismatch({ postal_code: postal, city }, found(foundPostal, foundCity))).toBeNull();
  });

  it.each([
    ['75001', 'Paris', '38000', 'Grenoble', 'postal_code'],
    ['38100', 'Grenoble', '38000', 'Grenoble', 'postal_code'],
    ['3800', 'Grenoble', '38000', 'Grenoble', 'postal_code'],
    ['38000', 'Échirolles', '38000', 'Grenoble', 'city'],
    ['38410', 'Saint-Martin-d’Hères', '38410', "Saint-Martin-d'Uriage", 'city'],
    ['38000', 'Grenoble ATTENTION', '38000', 'Grenoble', 'city'],
    ['38000', '', '38000', 'Grenoble', 'city'],
  ])('refuses %s %s for %s %s (%s)', (postal, city, foundPostal, foundCity, field) => {
    expect(placeMismatch({ postal_code: postal, city }, found(foundPostal, foundCity))).toBe(field);
  });

  it('takes any code of a commune the geocoder cannot tell apart, and no other', () => {
    const grenoble = found('38000', 'Grenoble');
    const codes = ['38000', '38100'];
    expect(placeMismatch({ postal_code: '38100', city: 'Grenoble' }, grenoble, codes)).toBeNull();
    expect(placeMismatch({ postal_code: '38 100', city: 'Grenoble' }, grenoble, codes)).toBeNull();
    expect(placeMismatch({ postal_code: '38400', city: 'Grenoble' }, grenoble, codes)).toBe(
      'postal_code',
    );
  });
});
