import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';

/** A product as the wholesaler keeps it: its price of one key in euros, and the codes it can sell. */
export interface FakeWholesalerProduct {
  productId: string;
  name: string;
  platform: string;
  price: number;
  /** Codes on sale; each order takes from the front. Their count is the stock the API shows. */
  codes: string[];
  /** Sells image codes (base64 PNG) instead of text ones. */
  imageCodes?: boolean;
}

interface FakeOrder {
  orderId: string;
  clientOrderId: string;
  productId: string;
  name: string;
  unitPrice: number;
  createdOn: string;
  codes: { codeId: string; code: string; codeType: 'CODE_TEXT' | 'CODE_IMAGE' }[];
}

export interface FakeWholesalerRequest {
  method: string;
  path: string;
  status: number;
}

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/**
 * A CodesWholesale-style wholesaler (API v3), played by a real HTTP server: OAuth client credentials at
 * /oauth/token (form fields or query parameters), and behind a Bearer token `GET /v3/products`
 * (paged by `continuationToken`), `GET /v3/products/{id}`, `POST /v3/orders` (keyed by our `orderId`,
 * kept as `clientOrderId`: the same id twice answers the first order), `GET /v3/orders?startFrom&endOn`,
 * `GET /v3/orders/{id}` and `GET /v3/codes/{id}`. Tests change its stock and prices and its behaviour
 * through the public fields.
 */
export class FakeWholesaler {

  products: FakeWholesalerProduct[] = [];
  readonly orders: FakeOrder[] = [];
  /** Products listed per page of /v3/products. */
  pageSize = 100;
  tokenLifetimeSeconds = 3600;
  /** Waits this long before answering each API request. */
  delayMs = 0;
  /** The next order is accepted (codes taken, order kept) and then answered with 500, as when the answer is lost. */
  failAfterAcceptingOnce = false;
  /** The next API request of any kind answers 503 without doing anything. */
  failNextRequest = false;
  /** Order details list codes without their value, to be read from /v3/codes/{id}. */
  codesByIdOnly = false;

  tokenRequests = 0;
  readonly requests: FakeWholesalerRequest[] = [];
  private readonly tokens = new Map<string, number>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
    readonly clientId: string,
    readonly clientSecret: string,
  ) {}

  /** Listens on `port`, or on a free one when it is 0; the browser tests' app knows its fixed credentials. */
  static async start(port = 0, credentials = { clientId: 'keyshop-wholesale-client', clientSecret: `wholesale-secret-${randomBytes(8).toString('hex')}` }): Promise<FakeWholesaler> {
    const server = createServer();
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    const fake = new FakeWholesaler(server, `http://127.0.0.1:${(server.address() as { port: number }).port}`, credentials.clientId, credentials.clientSecret);
    server.on('request', (req, res) => {
      fake.handle(req, res).catch((error: Error) => fake.send(req, res, 500, { message: error.message }));
    });
    return fake;
  }

  /** A product with `stock` fresh text codes. */
  addProduct(fields: { name: string; price: number; stock: number; platform?: string; imageCodes?: boolean }): FakeWholesalerProduct {
    const product: FakeWholesalerProduct = {
      productId: randomUUID(),
      name: fields.name,
      platform: fields.platform ?? 'Steam',
      price: fields.price,
      codes: Array.from({ length: fields.stock }, () => `CW${randomBytes(5).toString('hex').toUpperCase()}-${randomBytes(4).toString('hex').toUpperCase()}`),
      imageCodes: fields.imageCodes,
    };
    this.products.push(product);
    return product;
  }

  /** Every token issued so far now answers 401, as when a token is revoked before its time. */
  expireAllTokens(): void {
    for (const token of this.tokens.keys()) this.tokens.set(token, 0);
  }

  /** Orders requests (POST /v3/orders) received so far, accepted or not. */
  orderPosts(): FakeWholesalerRequest[] {
    return this.requests.filter((request) => request.method === 'POST' && request.path === '/v3/orders');
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    if (url.pathname === '/oauth/token') return this.token(req, res, url);
    if (!url.pathname.startsWith('/v3/')) return this.send(req, res, 404, { message: 'Not found' });
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expiresAt = bearer ? this.tokens.get(bearer) : undefined;
    if (expiresAt === undefined || expiresAt <= Date.now()) return this.send(req, res, 401, { message: 'Invalid or expired token' });
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.failNextRequest) {
      this.failNextRequest = false;
      return this.send(req, res, 503, { message: 'Service temporarily unavailable' });
    }

    if (req.method === 'GET' && url.pathname === '/v3/products') {
      const start = Number(url.searchParams.get('continuationToken') ?? 0) || 0;
      const page = this.products.slice(start, start + this.pageSize);
      const next = start + this.pageSize < this.products.length ? String(start + this.pageSize) : undefined;
      return this.send(req, res, 200, { items: page.map((product) => this.productView(product)), ...(next ? { continuationToken: next } : {}) });
    }
    const product = /^\/v3\/products\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && product) {
      const found = this.products.find((p) => p.productId === decodeURIComponent(product[1]));
      return found ? this.send(req, res, 200, this.productView(found)) : this.send(req, res, 404, { message: 'Product not found' });
    }
    if (req.method === 'POST' && url.pathname === '/v3/orders') return this.placeOrder(req, res);
    if (req.method === 'GET' && url.pathname === '/v3/orders') {
      const from = Date.parse(url.searchParams.get('startFrom') ?? '');
      const to = Date.parse(url.searchParams.get('endOn') ?? '');
      if (Number.isNaN(from) || Number.isNaN(to)) return this.send(req, res, 400, { message: 'startFrom and endOn are required' });
      const items = this.orders.filter((order) => Date.parse(order.createdOn) >= from && Date.parse(order.createdOn) <= to);
      return this.send(req, res, 200, { items: items.map((order) => this.orderView(order, false)) });
    }
    const order = /^\/v3\/orders\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && order) {
      const found = this.orders.find((o) => o.orderId === decodeURIComponent(order[1]));
      return found ? this.send(req, res, 200, this.orderView(found, true)) : this.send(req, res, 404, { message: 'Order not found' });
    }
    const code = /^\/v3\/codes\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && code) {
      const found = this.orders.flatMap((o) => o.codes).find((c) => c.codeId === decodeURIComponent(code[1]));
      return found ? this.send(req, res, 200, { codeId: found.codeId, codeType: found.codeType, code: found.code }) : this.send(req, res, 404, { message: 'Code not found' });
    }
    return this.send(req, res, 404, { message: 'Not found' });
  }

  private async placeOrder(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw) as { orderId?: string; allowPreOrder?: boolean; products?: { productId: string; quantity: number; price: number }[] };
    const line = body.products?.[0];
    if (!body.orderId || !line || body.products?.length !== 1) return this.send(req, res, 400, { message: 'orderId and one product line are required' });
    const placed = this.orders.find((order) => order.clientOrderId === body.orderId);
    if (placed) return this.send(req, res, 200, this.orderView(placed, true));
    const product = this.products.find((p) => p.productId === line.productId);
    if (!product) return this.send(req, res, 404, { message: 'Product not found' });
    if (!Number.isInteger(line.quantity) || line.quantity < 1) return this.send(req, res, 400, { message: 'quantity must be a positive whole number' });
    if (product.codes.length < line.quantity) return this.send(req, res, 409, { message: `Only ${product.codes.length} codes in stock` });
    if (product.price > line.price) return this.send(req, res, 409, { message: `The price is now ${product.price}` });
    const order: FakeOrder = {
      orderId: randomUUID(),
      clientOrderId: body.orderId,
      productId: product.productId,
      name: product.name,
      unitPrice: product.price,
      createdOn: new Date().toISOString(),
      codes: product.codes.splice(0, line.quantity).map((code) => ({
        codeId: randomUUID(),
        code: product.imageCodes ? PNG : code,
        codeType: product.imageCodes ? ('CODE_IMAGE' as const) : ('CODE_TEXT' as const),
      })),
    };
    this.orders.push(order);
    if (this.failAfterAcceptingOnce) {
      this.failAfterAcceptingOnce = false;
      return this.send(req, res, 500, { message: 'Internal error' });
    }
    return this.send(req, res, 200, this.orderView(order, true));
  }

  private productView(product: FakeWholesalerProduct) {
    return {
      productId: product.productId,
      identifier: product.name.toLowerCase().replace(/\W+/g, '-'),
      name: product.name,
      platform: product.platform,
      regions: ['WORLDWIDE'],
      languages: ['en'],
      releaseDate: '2020-01-01',
      quantity: product.codes.length,
      prices: [
        { value: product.price, from: 1, to: 9 },
        { value: Math.round(product.price * 95) / 100, from: 10 },
      ],
      images: [],
    };
  }

  private orderView(order: FakeOrder, withCodes: boolean) {
    const total = Math.round(order.unitPrice * order.codes.length * 100) / 100;
    return {
      orderId: order.orderId,
      clientOrderId: order.clientOrderId,
      identifier: `CW-${order.orderId.slice(0, 8)}`,
      status: 'Completed',
      totalPrice: total,
      createdOn: order.createdOn,
      products: [
        {
          productId: order.productId,
          name: order.name,
          unitPrice: order.unitPrice,
          codes: withCodes
            ? order.codes.map((code) => ({
                codeId: code.codeId,
                codeType: code.codeType,
                filename: code.codeType === 'CODE_IMAGE' ? `${code.codeId}.png` : null,
                ...(this.codesByIdOnly ? {} : { code: code.code }),
                links: [{ rel: 'self', href: `${this.url}/v3/codes/${code.codeId}` }],
              }))
            : [],
        },
      ],
    };
  }

  private async token(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    this.tokenRequests++;
    if (req.method !== 'POST') return this.send(req, res, 405, { error: 'method_not_allowed' });
    let body = '';
    for await (const chunk of req) body += chunk;
    const form = new URLSearchParams(body);
    const field = (name: string) => form.get(name) ?? url.searchParams.get(name);
    if (field('grant_type') !== 'client_credentials') return this.send(req, res, 400, { error: 'unsupported_grant_type' });
    if (field('client_id') !== this.clientId || field('client_secret') !== this.clientSecret) return this.send(req, res, 401, { error: 'invalid_client' });
    const token = randomBytes(16).toString('hex');
    this.tokens.set(token, Date.now() + this.tokenLifetimeSeconds * 1000);
    return this.send(req, res, 200, { access_token: token, token_type: 'bearer', expires_in: this.tokenLifetimeSeconds, scope: 'all' });
  }

  private send(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
    this.requests.push({ method: req.method ?? '', path: new URL(req.url ?? '/', this.url).pathname, status });
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
}
