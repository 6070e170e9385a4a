/**
 * A stand-in for next/navigation in component tests: `vi.mock('next/navigation', () =>
 * import('./navigation-mock'))`, then drive `nav` (the router's calls, the URL's parameters).
 */
import { vi } from 'vitest';

export const nav = {
  router: { push: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn(), refresh: vi.fn() },
  params: new URLSearchParams(),
};

export const useRouter = () => nav.router;
export const useSearchParams = () => nav.params;

/** Forgets the router's calls and sets the URL's parameters. */
export function resetNavigation(params: Record<string, string> = {}) {
  Object.values(nav.router).forEach((fn) => fn.mockClear());
  nav.params = new URLSearchParams(params);
}
