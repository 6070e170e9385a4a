/**
 * A server-sent events parser for a stream read with `fetch` (the board must send its token in a
 * header, which `EventSource` cannot): the WHATWG event-stream format, fed text as it arrives
 * (docs/adr/0045). Comments (`: ping`) are skipped; `id` persists from one event to the next.
 */
export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface SseParser {
  feed(chunk: string): void;
}

export function createSseParser(
  onEvent: (event: SseEvent) => void,
  onRetry: (ms: number) => void = () => {},
): SseParser {
  let buffer = '';
  let data: string[] = [];
  let type = '';
  let id: string | null = null;

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ id, event: type || 'message', data: data.join('\n') });
      data = [];
      type = '';
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const raw = colon < 0 ? '' : text.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (field === 'data') data.push(value);
    else if (field === 'event') type = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
  };

  return {
    feed(chunk) {
      buffer += chunk;
      // A CR at the end may be the first half of a CRLF still on its way.
      const held = buffer.endsWith('\r') ? '\r' : '';
      const lines = (held ? buffer.slice(0, -1) : buffer).split(/\r\n|\r|\n/);
      buffer = (lines.pop() ?? '') + held;
      for (const text of lines) line(text);
    },
  };
}
