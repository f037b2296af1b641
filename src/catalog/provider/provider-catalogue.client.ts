import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig, CatalogProviderConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { type OutboundResponse, parseJson } from '../../common/outbound-http.js';
import { sendToProvider } from './provider-http.js';
import { parseProviderCategory, parseProviderProduct, type ParsedItem, type ProviderCategory, type ProviderProduct } from './provider-items.js';
import { ProviderTokenService } from './provider-token.service.js';
import { CatalogProviderNotConfiguredError, ProviderApiError, ProviderAuthError, ProviderResponseError,  } from './provider.errors.js';

/** Everything one listing endpoint holds, read to its last page. */
export interface ProviderListing<T> {
  items: T[];
  /** Every id the provider listed, the skipped items' included: what exists upstream. */
  ids: string[];
  skipped: { id: string | null; reason: string }[];
}

const PAGE_SIZE = 100;
const MAX_PAGES = 5_000;

/** Reads the provider's catalogue with the shared token; a 401 gets a new token and one retry. */
@Injectable()
export class ProviderCatalogueClient {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: ProviderTokenService,
  ) {}

  /** GET /v1/categories, every page. */
  categories(): Promise<ProviderListing<ProviderCategory>> {
    return this.list('/v1/categories', parseProviderCategory);
  }

  /** GET /v1/products, every page of 100. */
  products(): Promise<ProviderListing<ProviderProduct>> {
    return this.list('/v1/products', parseProviderProduct);
  }

  private async list<T>(path: string, parse: (raw: unknown) => ParsedItem<T>): Promise<ProviderListing<T>> {
    const listing: ProviderListing<T> = { items: [], ids: [], skipped: [] };
    let read = 0;
    for (let page = 1; page <= MAX_PAGES; page++) {
      const { items, pages, total } = readPage(await this.get(`${path}?page=${page}&limit=${PAGE_SIZE}`), path);
      read += items.length;
      for (const raw of items) {
        const parsed = parse(raw);
        if (parsed.id !== null) listing.ids.push(parsed.id);
        if (parsed.ok) listing.items.push(parsed.value);
        else listing.skipped.push({ id: parsed.id, reason: parsed.reason });
      }
      const more = pages !== undefined ? page < pages : total !== undefined && read < total;
      if (items.length === 0 || !more) return listing;
    }
    throw new ProviderResponseError(`${path} has more than ${MAX_PAGES} pages`);
  }

  private async get(path: string): Promise<unknown> {
    const token = await this.tokens.accessToken();
    let response = await this.send(path, token);
    if (response.status === 401) {
      response = await this.send(path, await this.tokens.replace(token));
      if (response.status === 401) throw new ProviderAuthError();
    }
    if (!response.ok) throw new ProviderApiError(response.status);
    const body = parseJson(response.text);
    if (body === undefined) throw new ProviderResponseError(`${path} answered with something other than JSON`);
    return body;
  }

  private send(path: string, token: string): Promise<OutboundResponse> {
    const provider = this.provider;
    return sendToProvider(
      { method: 'GET', url: `${provider.url}${path}`, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
      provider.timeoutMs,
    );
  }

  private get provider(): CatalogProviderConfig {
    if (!this.config.catalogProvider) throw new CatalogProviderNotConfiguredError();
    return this.config.catalogProvider;
  }
}

/** `{ items, total, pages }`; without `pages` the total tells when to stop, and with neither there is one page. */
function readPage(body: unknown, path: string): { items: unknown[]; pages?: number; total?: number } {
  const envelope = body as { items?: unknown; pages?: unknown; total?: unknown } | null;
  if (!envelope || typeof envelope !== 'object' || !Array.isArray(envelope.items)) {
    throw new ProviderResponseError(`${path} answered without an items list`);
  }
  const count = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined);
  return { items: envelope.items, pages: count(envelope.pages), total: count(envelope.total) };
}
