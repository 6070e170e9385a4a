/**
 * A client written by hand over a raw socket, for what fetch and http.request will not do:
 * headers or a body sent a byte at a time, a request target and Host of the test's choosing.
 */
import { once } from 'node:events';
import net from 'node:net';

export interface RawAnswer {
  /** Everything the server sent, as Latin-1. */
  answer: string;
  /** Its first line: `HTTP/1.1 408 Request Timeout`. */
  status: string;
  /** From the connection to its close, whoever closed it. */
  closedAfterMs: number;
  /** How many bytes of `rest` went out before the close. */
  bytesSent: number;
}

/**
 * Sends `head` at once, then `rest` a byte every `everyMs`, and waits for the server to close the
 * connection (send `Connection: close` to have it close after its answer).
 */
export async function rawRequest(
  port: number,
  head: string,
  rest = '',
  everyMs = 50,
): Promise<RawAnswer> {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const started = performance.now();
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.on('error', () => {});
  // Not `once(socket, 'close')`, which rejects on an error: a server that closes while a byte is
  // on its way gets it answered with a reset, read here as ECONNRESET after the answer arrived.
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.write(head);
  let bytesSent = 0;
  const timer = setInterval(() => {
    if (bytesSent < rest.length && socket.writable) socket.write(rest[bytesSent++]);
  }, everyMs);
  await closed;
  clearInterval(timer);
  return {
    answer,
    status: answer.split('\r\n')[0],
    closedAfterMs: performance.now() - started,
    bytesSent,
  };
}
