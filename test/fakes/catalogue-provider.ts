import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';

/** A product as the provider lists it (spec section 3); tests may also put malformed items in the list. */
export interface FakeProviderProduct {
  id: string | number;
  name: string;
  slug?: string;
  price: number;
  image?: string;
  images?: string[];
  description?: string;
  category?: string;
  category_id?: string | number;
  platform: string;
  region?: string;
  stock?: number;
  discount?: number;
}

export interface FakeProviderCategory {
  id: string | number;
  name: string;
  slug?: string;
  image?: string | null;
  parent_id?: string | number | null;
}

export interface FakeProviderRequest {
  method: string;
  path: string;
  status: number;
}

/**
 * The external catalogue provider, played by a real HTTP server on a free port: OAuth client
 * credentials at /oauth/token, and /v1/categories, /v1/products (paged) and /v1/products/{id} behind
 * a Bearer token. Tests change its catalogue and its behaviour through the public fields.
 */
export class FakeCatalogueProvider {
  readonly clientId = 'keyshop-test-client';
  readonly clientSecret = `fake-secret-${randomBytes(8).toString('hex')}`;

  categories: (FakeProviderCategory | Record<string, unknown>)[] = [];
  products: (FakeProviderProduct | Record<string, unknown>)[] = [];
  /** Seconds each new token lives. */
  tokenLifetimeSeconds = 3600;
  /** 'oauth': `{ access_token, expires_in }`; 'wrapper': `{ value, expiresIn }`. */
  tokenShape: 'oauth' | 'wrapper' = 'oauth';
  /** Answers 401 to every token request, as if the credentials were revoked. */
  rejectCredentials = false;
  /** Answers this status to every request for this page of /v1/products. */
  failProductsPage: { page: number; status: number } | null = null;
  /** Waits this long before answering each catalogue request. */
  delayMs = 0;

  tokenRequests = 0;
  readonly requests: FakeProviderRequest[] = [];
  private readonly tokens = new Map<string, number>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeCatalogueProvider> {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    const fake = new FakeCatalogueProvider(server, `http://127.0.0.1:${port}`);
    server.on('request', (req, res) => {
      fake.handle(req, res).catch((error: Error) => fake.send(req, res, 500, { error: error.message }));
    });
    return fake;
  }

  /** Every token issued so far now answers 401, as when tokens expire early or are revoked. */
  expireAllTokens(): void {
    for (const token of this.tokens.keys()) this.tokens.set(token, 0);
  }

  /** Catalogue requests (not token requests) made so far, in order. */
  catalogueRequests(): FakeProviderRequest[] {
    return this.requests.filter((request) => request.path.startsWith('/v1/'));
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    if (url.pathname === '/oauth/token') return this.token(req, res);

    if (!url.pathname.startsWith('/v1/')) return this.send(req, res, 404, { error: 'not_found' });
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expiresAt = bearer ? this.tokens.get(bearer) : undefined;
    if (expiresAt === undefined || expiresAt <= Date.now()) return this.send(req, res, 401, { error: 'invalid_token' });
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));

    if (req.method === 'GET' && url.pathname === '/v1/categories') return this.send(req, res, 200, { items: this.categories });
    if (req.method === 'GET' && url.pathname === '/v1/products') {
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit') ?? 20) || 20));
      if (this.failProductsPage?.page === page) return this.send(req, res, this.failProductsPage.status, { error: 'server_error' });
      const total = this.products.length;
      return this.send(req, res, 200, {
        items: this.products.slice((page - 1) * limit, page * limit),
        total,
        pages: Math.ceil(total / limit),
      });
    }
    const one = /^\/v1\/products\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && one) {
      const product = this.products.find((p) => String(p.id) === decodeURIComponent(one[1]));
      return product ? this.send(req, res, 200, product) : this.send(req, res, 404, { error: 'not_found' });
    }
    return this.send(req, res, 404, { error: 'not_found' });
  }

  private async token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.tokenRequests++;
    if (req.method !== 'POST') return this.send(req, res, 405, { error: 'method_not_allowed' });
    if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return this.send(req, res, 400, { error: 'invalid_request' });
    }
    let body = '';
    for await (const chunk of req) body += chunk;
    const form = new URLSearchParams(body);
    if (form.get('grant_type') !== 'client_credentials') return this.send(req, res, 400, { error: 'unsupported_grant_type' });
    if (this.rejectCredentials || form.get('client_id') !== this.clientId || form.get('client_secret') !== this.clientSecret) {
      return this.send(req, res, 401, { error: 'invalid_client' });
    }
    const token = randomBytes(16).toString('hex');
    this.tokens.set(token, Date.now() + this.tokenLifetimeSeconds * 1000);
    const answer =
      this.tokenShape === 'oauth'
        ? { access_token: token, token_type: 'bearer', expires_in: this.tokenLifetimeSeconds, scope: 'catalogue' }
        : { value: token, tokenType: 'bearer', expiresIn: this.tokenLifetimeSeconds, expired: false, scope: 'catalogue' };
    return this.send(req, res, 200, answer);
  }

  private send(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
    this.requests.push({ method: req.method ?? '', path: req.url ?? '', status });
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
}
