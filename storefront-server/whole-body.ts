/**
 * Holds an answer until Next has written all of it, for a layer that must read the whole body
 * before it sends the headers (csp-hashes.ts). Whether to hold is decided when Next starts its
 * answer, its status and headers set by then; an answer not held streams through untouched.
 */
import type http from 'node:http';

type Done = (() => void) | undefined;

export function holdWholeBody(
  res: http.ServerResponse,
  shouldHold: () => boolean,
  finish: (body: Buffer, done: Done) => http.ServerResponse,
): void {
  const original = { write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  const chunks: Buffer[] = [];
  let holding: boolean | undefined;
  const restore = () => Object.assign(res, original);
  const hold = () => {
    if (holding !== undefined) return holding;
    holding = shouldHold();
    if (!holding) restore();
    return holding;
  };
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array),
    );
  };
  res.flushHeaders = function flushHeaders() {
    if (!hold()) res.flushHeaders();
  };
  res.write = function write(chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (!hold()) return (res.write as (...args: unknown[]) => boolean)(chunk, encoding, callback);
    collect(chunk, encoding);
    const done = [encoding, callback].find((arg) => typeof arg === 'function');
    if (done) process.nextTick(done as () => void);
    return true;
  } as typeof res.write;
  res.end = function end(chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (!hold()) return (res.end as (...args: unknown[]) => typeof res)(chunk, encoding, callback);
    collect(chunk, encoding);
    restore();
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    return finish(Buffer.concat(chunks), done as Done);
  } as typeof res.end;
}
