import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/fr.json';
import ErrorPage from '@/app/(shop)/error';
import { recoverFromChunkError } from '@/lib/pwa/chunk-reload';

vi.mock('next/navigation', () => import('./navigation-mock'));
vi.mock('@/lib/pwa/chunk-reload', () => ({ recoverFromChunkError: vi.fn(() => false) }));

beforeAll(() => {
  // What next.config.ts copies in at build time (`env`).
  process.env.GLOBAL_ERROR_MESSAGES = JSON.stringify(messages.errors);
});

afterEach(() => vi.restoreAllMocks());

describe('the shop’s error page', () => {
  it('fetches its body, says the error in French, and « Réessayer » resets', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reset = vi.fn();
    render(<ErrorPage error={new Error('La carte ne répond pas.')} reset={reset} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mince' })).toBeVisible();
    expect(screen.getByText('La carte ne répond pas.')).toBeVisible();
    expect(screen.getByText('On dirait que quelque chose s’est cassé.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'La carte ne répond pas.' }),
    );
    expect(recoverFromChunkError).toHaveBeenCalled();
  });

  it('hides the server’s own message, which carries a digest', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = Object.assign(new Error('An error occurred in the Server Components render.'), {
      digest: '2918',
    });
    render(<ErrorPage error={error} reset={() => {}} />);
    await screen.findByRole('heading', { name: 'Mince' });
    expect(screen.queryByText(/Server Components/)).toBeNull();
    expect(screen.getByText('Désolé pour ce contretemps.')).toBeVisible();
  });

  it('shows a crawler nothing to index', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (compatible; Googlebot/2.1)',
    );
    const { container } = render(<ErrorPage error={new Error('x')} reset={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
