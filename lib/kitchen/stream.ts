/**
 * The staff stream read with `fetch` (docs/live-contract: `GET /v2/staff/stream`, the token in
 * `Authorization`), resumed from the last event id after a drop, with a growing wait between
 * attempts (the server's `retry:` at least). A 404 is a session gone: the caller decides.
 * The board polls meanwhile (components/kitchen/use-board.ts, docs/adr/0045).
 */
import { createSseParser } from './sse';

type StreamState = 'open' | 'lost';

/** The waits before each new attempt after a drop; the last repeats. */
export const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 15_000] as const;

interface StreamOptions {
  token: string;
  /** The newest history id already known (the day's `last_event_id`). */
  fromId: number;
  /** Each event's data, in order, with its id. */
  onEvent: (data: string, id: number) => void | Promise<void>;
  onState: (state: StreamState) => void;
  /** The API answered 404: no live session, or no stream at all. */
  onRefused: () => void;
  fetchImpl?: typeof fetch;
}

/** Starts reading; returns the stop. */
export function followStream(options: StreamOptions): () => void {
  const { token, onEvent, onState, onRefused, fetchImpl = fetch } = options;
  let lastId = options.fromId;
  let failures = 0;
  let retryMs = 0;
  let stopped = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<void> = Promise.resolve();

  const parser = () =>
    createSseParser(
      (event) => {
        const id = Number(event.id);
        if (event.event !== 'order' || !Number.isInteger(id)) return;
        lastId = Math.max(lastId, id);
        queue = queue.then(() => onEvent(event.data, id)).catch(() => {});
      },
      (ms) => {
        retryMs = ms;
      },
    );

  async function read(): Promise<'refused' | 'ended'> {
    controller = new AbortController();
    const res = await fetchImpl(`/v2/staff/stream?last_event_id=${lastId}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      cache: 'no-store',
      signal: controller.signal,
    });
    if (res.status === 404) return 'refused';
    if (!res.ok || !res.body) return 'ended';
    failures = 0;
    onState('open');
    const events = parser();
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'ended';
      events.feed(decoder.decode(value, { stream: true }));
    }
  }

  async function connect() {
    if (stopped) return;
    const outcome = await read().catch(() => 'ended' as const);
    if (stopped) return;
    if (outcome === 'refused') return onRefused();
    failures += 1;
    onState('lost');
    const wait = BACKOFF_MS[Math.min(failures, BACKOFF_MS.length) - 1];
    timer = setTimeout(() => void connect(), Math.max(wait, retryMs));
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}
