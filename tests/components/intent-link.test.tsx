import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IntentLink } from '@/components/ui/intent-link';
import { nav, resetNavigation } from './navigation-mock';

vi.mock('next/navigation', () => import('./navigation-mock'));

describe('IntentLink', () => {
  beforeEach(() => resetNavigation());

  it('is a plain link that prefetches nothing while it is only on screen', () => {
    render(<IntentLink href="/about">À propos</IntentLink>);
    expect(screen.getByRole('link', { name: 'À propos' })).toHaveAttribute('href', '/about');
    expect(nav.router.prefetch).not.toHaveBeenCalled();
  });

  it('prefetches its page when a pointer comes over it, a finger touches it or it gets focus', async () => {
    const onFocus = vi.fn();
    render(
      <IntentLink href="/contact" onFocus={onFocus}>
        Contact
      </IntentLink>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    fireEvent.pointerEnter(link);
    expect(nav.router.prefetch).toHaveBeenLastCalledWith('/contact');
    fireEvent.touchStart(link);
    expect(nav.router.prefetch).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    expect(link).toHaveFocus();
    expect(nav.router.prefetch).toHaveBeenCalledTimes(3);
    // The page's own handler still runs.
    expect(onFocus).toHaveBeenCalledOnce();
  });
});
