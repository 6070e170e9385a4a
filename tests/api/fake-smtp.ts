/**
 * A real SMTP server (the `smtp-server` package) on a free local port, for the mail sender's
 * tests: it records every message it accepts, decoded (subject and body as the diner reads them),
 * and on demand refuses messages (451), refuses recipients (550), holds messages until released,
 * or stops listening altogether and comes back on the same port.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

interface ReceivedMail {
  from: string;
  to: string[];
  /** The From header, decoded. */
  fromHeader: string;
  subject: string;
  text: string;
}

export interface FakeSmtp {
  url: string;
  received: ReceivedMail[];
  /** Answers 451 (try again later) to every message. */
  refuseAll: boolean;
  /** Recipients answered 550 (no such mailbox). */
  refusedRecipients: Set<string>;
  /** Messages waiting, unanswered, since `hold()`. */
  held: number;
  /** From now on, messages wait unanswered until `release()`. */
  hold(): void;
  release(): void;
  /** Stops listening: connections are refused until `start()`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

async function readAll(stream: SMTPServerDataStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('latin1');
}

/** Bytes of a quoted-printable text (body or Q-encoded header word), read as UTF-8. */
function fromQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), adjacent ones joined. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, word: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : fromQuotedPrintable(word.replace(/_/g, ' ')),
    );
}

function parseMessage(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? fromQuotedPrintable(body)
        : Buffer.from(body, 'latin1').toString('utf8');
  return { headers, text: text.replace(/\r\n/g, '\n').trimEnd() };
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  let server: SMTPServer | undefined;
  let port = 0;
  let holding = false;
  let releaseHeld: (() => void)[] = [];

  async function onData(stream: SMTPServerDataStream, session: SMTPServerSession) {
    const raw = await readAll(stream);
    if (fake.refuseAll) throw smtpError('Boîte momentanément indisponible', 451);
    if (holding) {
      fake.held += 1;
      await new Promise<void>((resolve) => releaseHeld.push(resolve));
      fake.held -= 1;
    }
    const { headers, text } = parseMessage(raw);
    fake.received.push({
      from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
      to: session.envelope.rcptTo.map((r) => r.address),
      fromHeader: decodeHeader(headers.get('from') ?? ''),
      subject: decodeHeader(headers.get('subject') ?? ''),
      text,
    });
  }

  const fake: FakeSmtp = {
    url: '',
    received: [],
    refuseAll: false,
    refusedRecipients: new Set(),
    held: 0,
    hold: () => {
      holding = true;
    },
    release() {
      holding = false;
      for (const resolve of releaseHeld) resolve();
      releaseHeld = [];
    },
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        closeTimeout: 100,
        onRcptTo(address, _session, callback) {
          if (fake.refusedRecipients.has(address.address)) {
            callback(smtpError('Destinataire inconnu', 550));
          } else callback();
        },
        onData(stream, session, callback) {
          onData(stream, session).then(
            () => callback(),
            (error: Error) => callback(error),
          );
        },
      });
      const listening = server;
      await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
      port = (listening.server.address() as AddressInfo).port;
      fake.url = `smtp://127.0.0.1:${port}`;
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(resolve));
    },
    async close() {
      fake.release();
      await fake.stop();
    },
  };
  await fake.start();
  return fake;
}
