/**
 * `whenIdle` and `useIdle`: work that waits for the browser's first idle moment after the load
 * (the open status, the cart's count), so its cost stays out of the hydration's task.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdle } from '@/lib/hooks/use-idle';
import { whenIdle } from '@/lib/browser/idle';

function Probe() {
  return <p>{useIdle() ? 'idle' : 'busy'}</p>;
}

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks requestIdleCallback, with the timeout, where the browser has it', () => {
    const request = vi.fn<(task: () => void, options?: { timeout: number }) => number>(() => 7);
    const cancelRequest = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancelRequest);
    const task = vi.fn();
    const cancel = whenIdle(task, 2000);
    expect(request).toHaveBeenCalledWith(task, { timeout: 2000 });
    expect(task).not.toHaveBeenCalled();
    cancel();
    expect(cancelRequest).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer elsewhere, which cancel stops', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task, 2000, 100);
    vi.advanceTimersByTime(99);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    whenIdle(cancelled, 2000, 100)();
    vi.advanceTimersByTime(200);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('useIdle', () => {
  it('is false on the first render and true once the browser was idle', async () => {
    vi.useFakeTimers();
    render(<Probe />);
    expect(screen.getByText('busy')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('idle')).toBeInTheDocument();
    vi.useRealTimers();
  });
});
