import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useWords } from '@/components/intl/words';
import { IntlForTests } from './intl-for-tests';

function Say({ namespace, word, count }: { namespace: string; word: string; count?: number }) {
  const t = useWords(namespace);
  return <p>{t(word, count === undefined ? undefined : { count })}</p>;
}

const say = (namespace: string, word: string, count?: number) => {
  const { unmount } = render(
    <IntlForTests>
      <Say namespace={namespace} word={word} count={count} />
    </IntlForTests>,
  );
  const text = screen.getByRole('paragraph').textContent;
  unmount();
  return text;
};

describe('useWords, the first load’s words', () => {
  it('reads a plain message, in a nested namespace too', () => {
    expect(say('search', 'open')).toBe('Rechercher un produit');
    expect(say('auth.session', 'login')).toBe('Se reconnecter');
  });

  it('formats a plural with its count, as next-intl would', () => {
    expect(say('cart', 'button', 0)).toBe('Panier, vide');
    expect(say('cart', 'button', 1)).toBe('Panier, 1 article');
    expect(say('cart', 'button', 3)).toBe('Panier, 3 articles');
    expect(say('allergens', 'filterOpenCount', 2)).toBe('2 allergènes masqués');
  });

  it('shows the path of a word it does not have, or of a namespace, and says so', () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(say('cart', 'nope')).toBe('cart.nope');
    expect(say('auth', 'session')).toBe('auth.session');
    expect(said.mock.calls.map(([text]) => text)).toEqual([
      'useWords: pas de message cart.nope',
      'useWords: pas de message auth.session',
    ]);
    said.mockRestore();
  });

  it('says which provider is missing instead of rendering nothing', () => {
    expect(() => render(<Say namespace="cart" word="button" />)).toThrow(/<Words>/);
  });
});
