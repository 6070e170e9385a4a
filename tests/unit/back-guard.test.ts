import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackGuard, EXIT_WINDOW_MS, GUARD_KEY } from '@/lib/browser/back-guard';

/** A history of entries with a cursor: pushState drops what is ahead, back() fires popstate. */
function fakeHistory(first: object) {
  const entries: unknown[] = [first];
  let index = 0;
  let onPop = () => {};
  return {
    get state() {
      return entries[index];
    },
    get length() {
      return entries.length;
    },
    get index() {
      return index;
    },
    pushState(state: unknown) {
      entries.splice(index + 1, Infinity, state);
      index += 1;
    },
    /** The system's back: leaves the page when there is nothing behind. */
    back() {
      if (index === 0) return 'left';
      index -= 1;
      onPop();
      return 'stayed';
    },
    listen(handler: () => void) {
      onPop = handler;
    },
  };
}

describe('the home page back guard', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setUp = () => {
    const history = fakeHistory({ __NA: true, tree: 'home' });
    const onFirstPress = vi.fn();
    const onWindowEnd = vi.fn();
    const guard = createBackGuard(history, { onFirstPress, onWindowEnd });
    history.listen(guard.onPopState);
    guard.arm();
    return { history, guard, onFirstPress, onWindowEnd };
  };

  it('puts a copy of the page’s entry on top, the router’s keys kept', () => {
    const { history } = setUp();
    expect(history.length).toBe(2);
    expect(history.state).toEqual({ __NA: true, tree: 'home', [GUARD_KEY]: true });
  });

  it('holds a first press, then lets a second within 1 s leave', () => {
    const { history, onFirstPress } = setUp();
    expect(history.back()).toBe('stayed');
    expect(onFirstPress).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(EXIT_WINDOW_MS - 1);
    expect(history.back()).toBe('left');
  });

  it('re-arms after 1 s: a later press is held again', () => {
    const { history, onFirstPress, onWindowEnd } = setUp();
    history.back();
    vi.advanceTimersByTime(EXIT_WINDOW_MS);
    expect(onWindowEnd).toHaveBeenCalledTimes(1);
    expect(history.state).toMatchObject({ [GUARD_KEY]: true });
    expect(history.back()).toBe('stayed');
    expect(onFirstPress).toHaveBeenCalledTimes(2);
  });

  it('does not stack a second guard when the page comes back to it', () => {
    const { history, guard } = setUp();
    guard.arm();
    expect(history.length).toBe(2);
  });

  it('stops re-arming once disposed (the page was left)', () => {
    const { history, guard } = setUp();
    history.back();
    guard.dispose();
    vi.advanceTimersByTime(EXIT_WINDOW_MS * 2);
    expect(history.length).toBe(2);
    expect(history.index).toBe(0);
  });
});
