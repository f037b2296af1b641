import { once } from 'node:events';
import { SMTPServer } from 'smtp-server';
import { waitFor } from '../harness/processes.js';
import { freePort } from '../harness/ports.js';

/** A message as the fake SMTP server received it, its MIME parts decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  raw: string;
}

/**
 * How the server behaves: accept mail, refuse every connection (down), answer 451 (a temporary
 * failure), or take a message's data and never answer it (hold: the sender waits mid-send).
 */
export type SmtpMode = 'up' | 'down' | 'tempfail' | 'hold';

/**
 * A real SMTP server on a free loopback port that keeps what it receives, and plays an outage: stopped
 * (connections refused) or answering 4xx. No TLS and no authentication, like a development catcher.
 */
export class FakeSmtp {
  /** Messages accepted with a 250 answer: delivered, as far as the sender can know. */
  readonly messages: ReceivedMail[] = [];
  /** Messages whose data arrived in hold mode and were never answered, so never accepted. */
  readonly held: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  private mode: SmtpMode = 'up';

  private constructor(readonly port: number) {}

  static async start(): Promise<FakeSmtp> {
    const smtp = new FakeSmtp(await freePort());
    await smtp.listen();
    return smtp;
  }

  /** What the app is given as SMTP_URL. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  env(): Record<string, string> {
    return { SMTP_URL: this.url };
  }

  /** Switches behaviour; `down` closes the listening socket, `up` opens it again on the same port. */
  async setMode(mode: SmtpMode): Promise<void> {
    if (mode === 'down' && this.server) await this.stop();
    if (mode !== 'down' && !this.server) await this.listen();
    this.mode = mode;
  }

  /** Mail to one address, in the order received. */
  to(address: string): ReceivedMail[] {
    return this.messages.filter((mail) => mail.to.includes(address.toLowerCase()));
  }

  /** Waits until `count` messages matching `match` have arrived, and answers them. */
  async waitFor(what: string, match: (mail: ReceivedMail) => boolean, count = 1, timeoutMs = 20_000): Promise<ReceivedMail[]> {
    return waitFor(what, async () => {
      const found = this.messages.filter(match);
      return found.length >= count ? found : undefined;
    }, timeoutMs);
  }

  async close(): Promise<void> {
    await this.stop();
  }

  private async listen(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onMailFrom: (_address, _session, callback) => {
        if (this.mode === 'tempfail') return callback(Object.assign(new Error('Service temporarily unavailable'), { responseCode: 451 }));
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          const mail = { ...parseMessage(raw), from, to, raw };
          if (this.mode === 'hold') {
            this.held.push(mail);
            return;
          }
          this.messages.push(mail);
          callback();
        });
      },
    });
    // A sender killed mid-exchange resets its connection; a real server logs that and carries on.
    server.on('error', () => undefined);
    server.listen(this.port, '127.0.0.1');
    await once(server.server, 'listening');
    this.server = server;
  }

  private async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Splits headers from body, unfolding header lines; names lower-cased. */
function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined, charset = 'utf-8'): string {
  const bytes =
    encoding?.toLowerCase() === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding?.toLowerCase() === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'utf8');
  return new TextDecoder(charset).decode(bytes);
}

function decodeQuotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, charset: string, kind: string, text: string) =>
      new TextDecoder(charset).decode(kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : decodeQuotedPrintable(text.replace(/_/g, ' '))),
    );
}

function parameter(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header ?? '');
  return match?.[1];
}

/** The subject and the text and HTML parts of a (possibly multipart) message. */
function parseMessage(raw: string): Omit<ReceivedMail, 'from' | 'to' | 'raw'> {
  const { headers, body } = splitHeaders(raw);
  const found = { html: '', text: '' };
  const walk = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = parameter(type, 'boundary');
    if (/^multipart\//i.test(type) && boundary) {
      for (const part of partBody.split(`--${boundary}`).slice(1)) {
        if (part.startsWith('--')) break;
        const inner = splitHeaders(part.replace(/^\r?\n/, ''));
        walk(inner.headers, inner.body);
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders['content-transfer-encoding'], parameter(type, 'charset') ?? 'utf-8');
    if (/^text\/html/i.test(type)) found.html ||= decoded;
    else if (/^text\/plain/i.test(type)) found.text ||= decoded;
  };
  walk(headers, body);
  return { subject: decodeWords(headers.subject ?? ''), headers, ...found };
}
