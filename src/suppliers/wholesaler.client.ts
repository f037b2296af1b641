import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig, WholesalerConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { OutboundHttpError, type OutboundResponse, parseJson, sendOutbound } from '../common/outbound-http.js';
import { parseWholesalerOrder, parseWholesalerProduct, type WholesalerCode, type WholesalerOrder, type WholesalerProduct } from './wholesaler-items.js';
import {
  SupplierProductNotFoundError,
  WholesalerApiError,
  WholesalerAuthError,
  WholesalerNotConfiguredError,
  WholesalerResponseError,
  WholesalerUnreachableError,
} from './wholesaler.errors.js';

/** A token is renewed this long before the wholesaler says it expires. */
const EARLY_REFRESH_MS = 60_000;
/** When the token answer does not say how long it lives. */
const DEFAULT_TOKEN_LIFETIME_S = 300;
/** The product list is read at most this often; the admin's searches filter the copy. */
const PRODUCT_LIST_TTL_MS = 60_000;
const MAX_PRODUCT_PAGES = 50;
const MAX_PRODUCTS = 20_000;

export interface NewWholesalerOrder {
  /** Our purchase's idempotency key, sent as the order id: the wholesaler keeps it as `clientOrderId`. */
  clientOrderId: string;
  productId: string;
  quantity: number;
  /** The price of one key we agreed to; the wholesaler refuses the order when its price is higher. */
  unitPriceCents: number;
}

/**
 * The CodesWholesale-style API (v3): OAuth client credentials at /oauth/token, the token kept until a
 * minute before it expires and replaced once on a 401; products with prices and stock; orders placed
 * with our own order id; codes read from the order or by id. Reads are retried on 5xx; placing an
 * order is sent once, and a caller that got no answer looks the order up by its id before trying again.
 */
@Injectable()
export class WholesalerClient {
  private readonly logger = new Logger(WholesalerClient.name);
  private token?: { value: string; expiresAt: number };
  private renewing?: Promise<string>;
  private productList?: { at: number; items: Promise<WholesalerProduct[]> };

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get configured(): boolean {
    return this.config.wholesaler !== null;
  }

  /** Every product the wholesaler lists (following `continuationToken`), read at most once a minute. */
  products(): Promise<WholesalerProduct[]> {
    if (this.productList && Date.now() - this.productList.at < PRODUCT_LIST_TTL_MS) return this.productList.items;
    const items = this.readAllProducts();
    this.productList = { at: Date.now(), items };
    items.catch(() => (this.productList = undefined));
    return items;
  }

  /** One product now, with its current price and stock (never the cached list: a purchase decides on it). */
  async product(productId: string): Promise<WholesalerProduct> {
    const response = await this.call('GET', `/v3/products/${encodeURIComponent(productId)}`);
    if (response.status === 404) throw new SupplierProductNotFoundError(productId);
    const product = parseWholesalerProduct(this.body(response, 'the product'));
    if (!product) throw new WholesalerResponseError('The wholesaler answered a product without id, name or price');
    return product;
  }

  /** POST /v3/orders, sent once. Pre-orders are not allowed: a restock buys keys to deliver now. */
  async placeOrder(order: NewWholesalerOrder): Promise<WholesalerOrder> {
    const body = {
      allowPreOrder: false,
      orderId: order.clientOrderId,
      products: [{ productId: order.productId, quantity: order.quantity, price: order.unitPriceCents / 100 }],
    };
    const response = await this.call('POST', '/v3/orders', JSON.stringify(body), 1);
    const placed = parseWholesalerOrder(this.body(response, 'the order'));
    if (!placed) throw new WholesalerResponseError('The wholesaler answered an order without an id');
    return placed;
  }

  /** The order we placed under `clientOrderId` since `since`, from the order history; null when there is none. */
  async findOrder(clientOrderId: string, since: Date): Promise<WholesalerOrder | null> {
    const query = new URLSearchParams({ startFrom: new Date(since.getTime() - 60_000).toISOString(), endOn: new Date(Date.now() + 60_000).toISOString() });
    const history = this.body(await this.call('GET', `/v3/orders?${query.toString()}`), 'the order history') as { items?: unknown };
    const items = Array.isArray(history?.items) ? history.items : [];
    for (const item of items.slice(0, 1000)) {
      const order = parseWholesalerOrder(item);
      if (order?.clientOrderId === clientOrderId) return this.order(order.orderId);
    }
    return null;
  }

  /** GET /v3/orders/{orderId}: the order with its codes. */
  async order(orderId: string): Promise<WholesalerOrder> {
    const order = parseWholesalerOrder(this.body(await this.call('GET', `/v3/orders/${encodeURIComponent(orderId)}`), 'the order'));
    if (!order) throw new WholesalerResponseError('The wholesaler answered an order without an id');
    return order;
  }

  /** GET /v3/codes/{codeId}: a code the order detail listed without its value. */
  async code(codeId: string): Promise<WholesalerCode> {
    const raw = this.body(await this.call('GET', `/v3/codes/${encodeURIComponent(codeId)}`), 'the code') as Record<string, unknown>;
    const type = raw?.codeType;
    const codeType = type === 'CODE_TEXT' || type === 'CODE_IMAGE' || type === 'PRE_ORDER' ? type : 'UNKNOWN';
    return { codeId, codeType, code: codeType === 'CODE_TEXT' && typeof raw.code === 'string' && raw.code !== '' ? raw.code : null };
  }

  private async readAllProducts(): Promise<WholesalerProduct[]> {
    const items: WholesalerProduct[] = [];
    let continuation: string | null = null;
    for (let page = 0; page < MAX_PRODUCT_PAGES; page++) {
      const path: string = continuation ? `/v3/products?${new URLSearchParams({ continuationToken: continuation }).toString()}` : '/v3/products';
      const body = this.body(await this.call('GET', path), 'the product list') as { items?: unknown; continuationToken?: unknown };
      for (const raw of Array.isArray(body?.items) ? body.items : []) {
        const product = parseWholesalerProduct(raw);
        if (product) items.push(product);
      }
      continuation = typeof body?.continuationToken === 'string' && body.continuationToken !== '' ? body.continuationToken : null;
      if (!continuation || items.length >= MAX_PRODUCTS) return items.slice(0, MAX_PRODUCTS);
    }
    this.logger.warn(`The wholesaler's product list has more than ${MAX_PRODUCT_PAGES} pages; the rest is not read`);
    return items;
  }

  private body(response: OutboundResponse, what: string): unknown {
    if (!response.ok) {
      const detail = parseJson(response.text) as { message?: unknown; error?: unknown } | undefined;
      const reason = typeof detail?.message === 'string' ? detail.message : typeof detail?.error === 'string' ? detail.error : '';
      throw new WholesalerApiError(response.status, reason.slice(0, 200));
    }
    const body = parseJson(response.text);
    if (body === undefined) throw new WholesalerResponseError(`The wholesaler answered ${what} with something other than JSON`);
    return body;
  }

  /** Sends with the current token; a 401 gets one new token and one more try. */
  private async call(method: 'GET' | 'POST', path: string, body?: string, attempts = 3): Promise<OutboundResponse> {
    const token = await this.accessToken();
    let response = await this.send(method, path, token, body, attempts);
    if (response.status === 401) {
      response = await this.send(method, path, await this.renew(token), body, attempts);
      if (response.status === 401) throw new WholesalerAuthError();
    }
    return response;
  }

  private async send(method: 'GET' | 'POST', path: string, token: string, body: string | undefined, attempts: number): Promise<OutboundResponse> {
    const wholesaler = this.wholesaler;
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      return await sendOutbound({ method, url: `${wholesaler.url}${path}`, headers, body, timeoutMs: wholesaler.timeoutMs, attempts, retryDelayMs: 500 });
    } catch (error) {
      if (error instanceof OutboundHttpError) throw new WholesalerUnreachableError(`Could not reach the wholesaler: ${error.message}`);
      throw error;
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt - Date.now() > EARLY_REFRESH_MS) return this.token.value;
    return this.renew(this.token?.value);
  }

  /** A new token, shared by every caller that asks while it is being fetched; another caller's newer one when it already replaced `stale`. */
  private renew(stale: string | undefined): Promise<string> {
    if (this.token && this.token.value !== stale && this.token.expiresAt - Date.now() > EARLY_REFRESH_MS) return Promise.resolve(this.token.value);
    this.renewing ??= this.requestToken().finally(() => (this.renewing = undefined));
    return this.renewing;
  }

  /** POST /oauth/token with the client credentials as form fields; the standard answer or the `{ value, expiresIn }` wrapper. */
  private async requestToken(): Promise<string> {
    const wholesaler = this.wholesaler;
    let response: OutboundResponse;
    try {
      response = await sendOutbound({
        method: 'POST',
        url: `${wholesaler.url}/oauth/token`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: wholesaler.clientId, client_secret: wholesaler.clientSecret }).toString(),
        timeoutMs: wholesaler.timeoutMs,
        attempts: 3,
        retryDelayMs: 500,
      });
    } catch (error) {
      if (error instanceof OutboundHttpError) throw new WholesalerUnreachableError(`Could not reach the wholesaler: ${error.message}`);
      throw error;
    }
    if ([400, 401, 403].includes(response.status)) throw new WholesalerAuthError();
    if (!response.ok) throw new WholesalerApiError(response.status);
    const fields = (parseJson(response.text) ?? {}) as Record<string, unknown>;
    const value = fields.access_token ?? fields.value;
    if (typeof value !== 'string' || value === '') throw new WholesalerAuthError();
    const lifetime = Number(fields.expires_in ?? fields.expiresIn);
    const seconds = Number.isFinite(lifetime) && lifetime > 0 ? lifetime : DEFAULT_TOKEN_LIFETIME_S;
    this.token = { value, expiresAt: Date.now() + seconds * 1000 };
    return value;
  }

  private get wholesaler(): WholesalerConfig {
    if (!this.config.wholesaler) throw new WholesalerNotConfiguredError();
    return this.config.wholesaler;
  }
}
