import type { Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-node';

/**
 * Cuts the query string off every URL a span records, before any exporter sees it: RAWG's API key
 * travels in one, and so do the tokens of some links a shopper follows.
 */
export class QueryStringsDropped implements SpanProcessor {
  onStart(span: Span, _parentContext: Context): void {
    const url = span.attributes['url.full'];
    if (typeof url === 'string' && url.includes('?')) span.setAttribute('url.full', url.slice(0, url.indexOf('?')));
    // An attribute cannot be removed once set: it is emptied.
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
