import { waitFor } from './processes.js';

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** A server-sent event stream read with fetch: the events received so far, a wait for one, and a way to hang up. */
export interface EventStreamClient {
  status: number;
  events: StreamEvent[];
  waitForEvent(what: string, match: (event: StreamEvent) => boolean): Promise<StreamEvent>;
  close(): void;
}

/** Opens `url` as a browser's EventSource would, with the given headers (cookies, a Bearer token). */
export async function openEventStream(url: string, headers: Record<string, string>): Promise<EventStreamClient> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const events: StreamEvent[] = [];
  if (response.ok && response.body) void readEvents(response.body, events).catch(() => undefined);
  return {
    status: response.status,
    events,
    waitForEvent: (what, match) => waitFor(what, async () => events.find(match)),
    close: () => abort.abort(),
  };
}

async function readEvents(body: ReadableStream<Uint8Array>, events: StreamEvent[]): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) });
    }
  }
}
