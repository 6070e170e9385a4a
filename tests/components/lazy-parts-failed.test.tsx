import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AllergenFilter } from '@/components/menu/allergen-filter';
import { ItemDialog } from '@/components/menu/item-dialog';
import { recoverFromChunkError } from '@/lib/pwa/chunk-reload';
import { IntlForTests } from './intl-for-tests';

const fetchChunk = vi.hoisted(() => vi.fn());

// The chunks cannot be fetched (a dropped connection): their imports reject each time.
vi.mock('@/components/menu/allergen-chips', () => fetchChunk());
vi.mock('@/components/menu/item-sheet', () => fetchChunk());
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams('product=7'),
}));
vi.mock('@/lib/pwa/chunk-reload', () => ({ recoverFromChunkError: vi.fn(() => false) }));

beforeEach(() => {
  fetchChunk.mockReset();
  fetchChunk.mockImplementation(() => {
    throw new Error('Loading chunk 7855 failed.');
  });
});

describe('the allergen filter’s panel, when its code cannot be fetched', () => {
  it('offers « Réessayer », which asks for it again', async () => {
    render(
      <IntlForTests>
        <AllergenFilter id="f" dishes={[{ contains: ['gluten'] }]} />
      </IntlForTests>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Allergies ?' }));
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    expect(recoverFromChunkError).toHaveBeenCalled();
    const calls = fetchChunk.mock.calls.length;
    await userEvent.click(retry);
    expect(fetchChunk.mock.calls.length).toBeGreaterThan(calls);
    // The filter's toggle still works; nothing else on the page depends on the panel's code.
    await userEvent.click(screen.getByRole('button', { name: 'Allergies ?' }));
    expect(screen.getByRole('button', { name: 'Allergies ?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('the item sheet, when its code cannot be fetched', () => {
  it('says the product could not be loaded, and « Réessayer » asks for it again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}'))),
    );
    render(
      <IntlForTests>
        <ItemDialog />
      </IntlForTests>,
    );
    expect(screen.getByText('Chargement du produit…')).toBeVisible();
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    expect(screen.getByText(/Ce produit n’a pas pu être chargé\./)).toBeVisible();
    const calls = fetchChunk.mock.calls.length;
    await userEvent.click(retry);
    expect(fetchChunk.mock.calls.length).toBeGreaterThan(calls);
    vi.unstubAllGlobals();
  });
});
