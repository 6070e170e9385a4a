/**
 * Reads a server-sent events answer frame by frame (docs/contract.md#streams): each block up to
 * a blank line, its fields parsed; a comment (`: ping`) is a frame of its own.
 */
export interface Frame {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

const NOTHING = Symbol('nothing');

export function sseReader(body: ReadableStream<Uint8Array> | null) {
  if (!body) throw new Error('réponse sans corps');
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let reading: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;

  const parse = (block: string): Frame => {
    const frame: Frame = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) frame.comment = line.slice(1).trim();
      const at = line.indexOf(': ');
      const [name, value] = at < 0 ? [line, ''] : [line.slice(0, at), line.slice(at + 2)];
      if (name === 'data')
        frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
      else if (name === 'id' || name === 'event' || name === 'retry') frame[name] = value;
    }
    return frame;
  };

  /** The next frame, or NOTHING when none is complete within `ms`. */
  async function within(ms: number): Promise<Frame | typeof NOTHING> {
    const deadline = Date.now() + ms;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return parse(block);
      }
      const left = deadline - Date.now();
      if (left <= 0) return NOTHING;
      reading ??= reader.read();
      const timer = new Promise<typeof NOTHING>((resolve) =>
        setTimeout(() => resolve(NOTHING), left),
      );
      const read = await Promise.race([reading, timer]);
      if (read === NOTHING) return NOTHING;
      reading = null;
      if (read.done) throw new Error('flux terminé');
      buffer += decoder.decode(read.value, { stream: true });
    }
  }

  return {
    /** The next frame; fails past `ms`. */
    async next(ms = 5_000): Promise<Frame> {
      const frame = await within(ms);
      if (frame === NOTHING) throw new Error(`aucun événement en ${ms} ms`);
      return frame;
    },
    /** True when no frame comes within `ms`. */
    async quietFor(ms: number): Promise<boolean> {
      return (await within(ms)) === NOTHING;
    },
    /** Whether the server ended the stream within `ms`. */
    async ended(ms = 5_000): Promise<boolean> {
      try {
        while ((await within(ms)) !== NOTHING);
        return false;
      } catch {
        return true;
      }
    },
    cancel: () => reader.cancel(),
  };
}
