// Usage: APP_URL=http://127.0.0.1:3900 BARE_PORT=3901 node scripts/bench/bare-server.js
// A bare node:http server: fetches each target once from the store, then answers that method and
// path with the same status, content type and bytes, doing no other work. It is the baseline that
// `npm run bench` compares the store with.
import { createServer } from 'node:http';
import { loadTargets } from './targets.js';

const appUrl = process.env.APP_URL ?? 'http://127.0.0.1:3900';
const port = Number(process.env.BARE_PORT ?? 3901);
const host = process.env.BARE_HOST ?? '127.0.0.1';

const responses = new Map();
for (const target of await loadTargets()) {
  const response = await fetch(new URL(target.path, appUrl), { method: target.method, headers: target.headers, body: target.body });
  const body = Buffer.from(await response.arrayBuffer());
  const headers = { 'content-length': String(body.length) };
  const contentType = response.headers.get('content-type');
  if (contentType) headers['content-type'] = contentType;
  responses.set(`${target.method} ${target.path}`, { status: response.status, headers, body });
}

const notFound = Buffer.from('not found\n');
const server = createServer((request, response) => {
  if (request.url === '/__bare/ready') {
    response.writeHead(200, { 'content-type': 'text/plain', 'content-length': '3' });
    response.end('ok\n');
    return;
  }
  const found = responses.get(`${request.method} ${request.url}`);
  if (!found) {
    response.writeHead(404, { 'content-type': 'text/plain', 'content-length': String(notFound.length) });
    response.end(notFound);
    return;
  }
  // Drain any request body before answering, as a real handler would.
  request.resume();
  response.writeHead(found.status, found.headers);
  response.end(found.body);
});

server.listen(port, host, () => {
  for (const [key, { status, headers, body }] of responses) {
    console.log(`bare server: ${key} -> ${status} ${headers['content-type'] ?? '-'} ${body.length} bytes`);
  }
  console.log(`bare server listening on http://${host}:${port}`);
});

for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
