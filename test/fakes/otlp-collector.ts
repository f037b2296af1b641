import { once } from 'node:events';
import { createServer, IncomingMessage, Server } from 'node:http';

/** A span as the collector received it, its attributes flattened to plain values. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  /** Empty for the root span of a trace. */
  parentSpanId: string;
  name: string;
  /** OTLP's numbers: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, unknown>;
  serviceName: string;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}
type OtlpAttributes = { key: string; value: OtlpValue }[] | undefined;
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttributes };
    scopeSpans?: { spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes?: OtlpAttributes }[] }[];
  }[];
}

/** A trace export is a few hundred kilobytes at most; more is a mistake of the exporter under test. */
const MAX_EXPORT_BYTES = 16 * 1024 * 1024;

/**
 * An OpenTelemetry collector as small as can be: a real HTTP server on a free port that takes OTLP/HTTP
 * JSON on /v1/traces, as the store's exporter sends it, and keeps every span.
 */
export class FakeOtlpCollector {
  readonly spans: ReceivedSpan[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeOtlpCollector> {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const collector = new FakeOtlpCollector(server, `http://127.0.0.1:${(server.address() as { port: number }).port}`);
    server.on('request', (req, res) => {
      collector.receive(req).then(
        (status) => res.writeHead(status, { 'content-type': 'application/json' }).end('{}'),
        (error: Error) => res.writeHead(400).end(error.message),
      );
    });
    return collector;
  }

  /** The environment that sends the store's traces here, each batch a tenth of a second after its first span. */
  env(): Record<string, string> {
    return { OTEL_EXPORTER_OTLP_ENDPOINT: this.url, OTEL_BSP_SCHEDULE_DELAY: '100' };
  }

  /** Every span received of one trace. */
  trace(traceId: string): ReceivedSpan[] {
    return this.spans.filter((span) => span.traceId === traceId);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }

  private async receive(req: IncomingMessage): Promise<number> {
    if (req.method !== 'POST' || req.url !== '/v1/traces') return 404;
    if (!String(req.headers['content-type']).startsWith('application/json')) return 415;
    let body = '';
    for await (const chunk of req) {
      body += chunk;
      if (body.length > MAX_EXPORT_BYTES) return 413;
    }
    const exported = JSON.parse(body) as OtlpExport;
    for (const resourceSpans of exported.resourceSpans ?? []) {
      const serviceName = String(plain(resourceSpans.resource?.attributes)['service.name']);
      for (const { spans } of resourceSpans.scopeSpans ?? []) {
        for (const span of spans ?? []) {
          const { traceId, spanId, parentSpanId = '', name, kind } = span;
          this.spans.push({ traceId, spanId, parentSpanId, name, kind, attributes: plain(span.attributes), serviceName });
        }
      }
    }
    return 200;
  }
}

function plain(attributes: OtlpAttributes): Record<string, unknown> {
  return Object.fromEntries(
    (attributes ?? []).map(({ key, value }) => [key, value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : undefined) ?? value.doubleValue ?? value.boolValue]),
  );
}
