/**
 * Which words reach the browser, and by which road (lib/intl/client-words.ts, ADR 58): the
 * first load's few in the page, every client word in next-intl's island's chunk.
 */
import { describe, expect, it } from 'vitest';
import { clientWords, firstLoadWords } from '@/lib/intl/client-words';
import messages from '@/messages/fr.json';

describe('the words sent to the browser', () => {
  it('gives the first load the messages its components read, in their nesting, and no more', () => {
    const words = firstLoadWords(messages) as typeof messages;
    expect(words.nav).toEqual(messages.nav);
    expect(words.auth).toEqual({ session: messages.auth.session });
    expect(words.cart).toEqual({
      button: messages.cart.button,
      buttonPending: messages.cart.buttonPending,
    });
    expect(words.location).toEqual({ button: messages.location.button });
    expect(words.item).toEqual({ added: 'Ajouté au panier', updated: messages.item.updated });
    expect(Object.keys(words)).not.toContain('checkout');
    expect(JSON.stringify(words).length).toBeLessThan(
      JSON.stringify(clientWords(messages)).length / 5,
    );
  });

  it('gives the island every namespace a client component reads, and nothing of the law or the kitchen', () => {
    const words = clientWords(messages);
    expect(Object.keys(words)).toEqual(
      expect.arrayContaining([
        'nav',
        'cart',
        'checkout',
        'item',
        'location',
        'allergens',
        'status',
      ]),
    );
    expect(words).toMatchObject({
      checkout: messages.checkout,
      auth: { session: messages.auth.session },
    });
    for (const kept of ['legal', 'kitchen', 'pages', 'meta', 'allergensPage', 'profile'])
      expect(Object.keys(words)).not.toContain(kept);
  });

  it('stops on a message the catalogue lacks, instead of a page showing its path', () => {
    const { cart, ...withoutCart } = messages;
    expect(cart).toBeDefined();
    expect(() => firstLoadWords(withoutCart)).toThrow('pas de message cart.button');
  });
});
