/**
 * The board's SSE reading (lib/kitchen/sse.ts, stream.ts; docs/adr/0045): text cut anywhere still
 * makes the same events, and a dropped stream is asked again from the last id it delivered,
 * after the server's `retry:` or the growing wait, never after a 404.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSseParser, type SseEvent } from '@/lib/kitchen/sse';
import { BACKOFF_MS, followStream } from '@/lib/kitchen/stream';

const WIRE =
  'retry: 2000\n\n: ping\n\nid: 6\nevent: order\ndata: {"id":1}\n\n' +
  'id: 7\r\nevent: order\r\ndata: line one\r\ndata: line two\r\n\r\n' +
  'data: no id of its own\n\n';

function parseInPieces(pieces: string[]) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const parser = createSseParser(
    (event) => events.push(event),
    (ms) => retries.push(ms),
  );
  for (const piece of pieces) parser.feed(piece);
  return { events, retries };
}

const EXPECTED: SseEvent[] = [
  { id: '6', event: 'order', data: '{"id":1}' },
  { id: '7', event: 'order', data: 'line one\nline two' },
  // The last id stays until another is given; the type is the default one.
  { id: '7', event: 'message', data: 'no id of its own' },
];

describe('the SSE parser', () => {
  it('reads events, skips comments and takes retry', () => {
    expect(parseInPieces([WIRE])).toEqual({ events: EXPECTED, retries: [2000] });
  });

  it.each([1, 2, 3, 7, 13])('reads the same cut every %i characters', (size) => {
    const pieces = Array.from({ length: Math.ceil(WIRE.length / size) }, (_, i) =>
      WIRE.slice(i * size, (i + 1) * size),
    );
    expect(parseInPieces(pieces).events).toEqual(EXPECTED);
  });

  it('keeps an event without its blank line for later', () => {
    expect(parseInPieces(['id: 9\nevent: order\ndata: x\n']).events).toEqual([]);
  });
});

/** A stream answer that sends `text` then ends (the connection dropped). */
const streamOf = (text: string) =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );

describe('following the staff stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resumes from the last id it delivered, after the wait', async () => {
    const urls: string[] = [];
    const headers: string[] = [];
    const answers = [
      streamOf('retry: 2000\n\nid: 6\nevent: order\ndata: a\n\nid: 7\nevent: order\ndata: b\n\n'),
      streamOf('id: 8\nevent: order\ndata: c\n\n'),
    ];
    const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      urls.push(String(url));
      headers.push(new Headers(init?.headers).get('authorization') ?? '');
      return answers.shift() ?? new Promise<Response>(() => {});
    });
    const events: [string, number][] = [];
    const states: string[] = [];
    const stop = followStream({
      token: 'T'.repeat(43),
      fromId: 5,
      onEvent: (data, id) => {
        events.push([data, id]);
      },
      onState: (state) => states.push(state),
      onRefused: () => states.push('refused'),
      fetchImpl: fetchImpl as typeof fetch,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([
      ['a', 6],
      ['b', 7],
    ]);
    expect(states).toEqual(['open', 'lost']);
    // The first wait is 1 s, but the server asked for 2 s.
    await vi.advanceTimersByTimeAsync(1_999);
    expect(urls).toEqual(['/v2/staff/stream?last_event_id=5']);
    await vi.advanceTimersByTimeAsync(1);
    expect(urls).toEqual(['/v2/staff/stream?last_event_id=5', '/v2/staff/stream?last_event_id=7']);
    expect(headers).toEqual([`Bearer ${'T'.repeat(43)}`, `Bearer ${'T'.repeat(43)}`]);
    expect(events.at(-1)).toEqual(['c', 8]);
    // Dropped again: from 8; the third attempt never answers and stays open.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(urls.at(-1)).toBe('/v2/staff/stream?last_event_id=8');
    expect(states).toEqual(['open', 'lost', 'open', 'lost']);
    stop();
  });

  it('waits longer after each failed attempt, up to the last step', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const stop = followStream({
      token: 'T'.repeat(43),
      fromId: 0,
      onEvent: () => {},
      onState: () => {},
      onRefused: () => {},
      fetchImpl: fetchImpl as unknown as typeof fetch,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    // 1 + 2 + 4 + 8 + 15 + 15 s: six more attempts.
    const waits = [...BACKOFF_MS, 15_000];
    for (const [i, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(fetchImpl).toHaveBeenCalledTimes(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchImpl).toHaveBeenCalledTimes(i + 2);
    }
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchImpl).toHaveBeenCalledTimes(waits.length + 1);
  });

  it('stops at a 404: the session (or the stream) is not there', async () => {
    const fetchImpl = vi.fn(async () => Response.json({}, { status: 404 }));
    const states: string[] = [];
    followStream({
      token: 'T'.repeat(43),
      fromId: 3,
      onEvent: () => {},
      onState: (state) => states.push(state),
      onRefused: () => states.push('refused'),
      fetchImpl: fetchImpl as unknown as typeof fetch,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(states).toEqual(['refused']);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
