import type { Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-node';

/** The attributes in which the HTTP instrumentations record a URL or a query string. */
const URL_ATTRIBUTES = ['http.url', 'http.target', 'url.full'] as const;

/**
 * Cuts the query string off every URL a span records, before any exporter sees it: RAWG's API key
 * travels in one, and so do the tokens of some links a shopper follows.
 */
export class QueryStringsDropped implements SpanProcessor {
  onStart(span: Span, _parentContext: Context): void {
    for (const name of URL_ATTRIBUTES) {
      const value = span.attributes[name];
      if (typeof value === 'string' && value.includes('?')) span.setAttribute(name, value.slice(0, value.indexOf('?')));
    }
    if (span.attributes['url.query']) span.setAttribute('url.query', '');
  }

  onEnd(_span: ReadableSpan): void {}

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
