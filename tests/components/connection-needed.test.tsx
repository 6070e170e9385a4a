/**
 * The "connexion nécessaire" page comes back by itself (components/pwa/connection-needed.tsx):
 * once the server answers its address again, never on the browser's word alone.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_MS, watchForConnection } from '@/components/pwa/connection-needed';

const online = () => window.dispatchEvent(new Event('online'));
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('watchForConnection', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let onLine: boolean;

  beforeEach(() => {
    vi.useFakeTimers();
    onLine = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reloads on the `online` event once the server answers the page’s address', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    const reload = vi.fn();
    const stop = watchForConnection(reload);
    online();
    await settle();
    expect(fetchMock).toHaveBeenCalledWith(window.location.href, {
      method: 'HEAD',
      cache: 'no-store',
    });
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not reload on an `online` event the server does not confirm', async () => {
    const reload = vi.fn();
    const stop = watchForConnection(reload);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    online();
    await settle();
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 502 }));
    online();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
    stop();
  });

  it('asks again every 15 s while the browser says it is online, and not while offline', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const reload = vi.fn();
    const stop = watchForConnection(reload);
    await vi.advanceTimersByTimeAsync(RETRY_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
    onLine = true;
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops: no event, no timer and no late answer reloads after', async () => {
    let answer: (res: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const reload = vi.fn();
    const stop = watchForConnection(reload);
    online();
    stop();
    answer(new Response(null, { status: 200 }));
    onLine = true;
    online();
    await vi.advanceTimersByTimeAsync(RETRY_MS * 2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });
});
