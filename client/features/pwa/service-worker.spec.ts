import { describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import vm from 'node:vm';

/**
 * The service worker (client/public/sw.js) is a plain script with no build step: it runs here in a
 * sandbox with small in-memory stand-ins for the Cache API and the network.
 */
const ORIGIN = 'https://keyshop.test';
const source = readFileSync(resolve('client/public/sw.js'), 'utf8');

const absolute = (input: string | URL | Request) => (input instanceof Request ? input.url : new URL(String(input), ORIGIN).href);

class MemoryCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly network: (request: Request) => Promise<Response>) {}
  async match(request: string | Request) {
    return this.entries.get(absolute(request))?.clone();
  }
  async put(request: string | Request, response: Response) {
    this.entries.set(absolute(request), response);
  }
  async addAll(requests: Request[]) {
    for (const request of requests) {
      const response = await this.network(request);
      if (!response.ok) throw new TypeError(`${request.url}: ${response.status}`);
      await this.put(request, response);
    }
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: string | Request) {
    return this.entries.delete(absolute(request));
  }
}

class MemoryCacheStorage {
  readonly stores = new Map<string, MemoryCache>();
  constructor(private readonly network: (request: Request) => Promise<Response>) {}
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new MemoryCache(this.network));
    return this.stores.get(name)!;
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  /** Every URL held in any cache. */
  urls() {
    return [...this.stores.values()].flatMap((cache) => [...cache.entries.keys()]);
  }
}

/** A same-origin answer, as the browser's fetch gives it to a service worker. */
function served(body: string, init: ResponseInit = {}) {
  const response = new Response(body, { status: 200, ...init });
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
}

/** Resolves page-relative URLs against the worker's origin, as a worker's Request does. */
class WorkerRequest extends Request {
  constructor(input: string | Request, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, ORIGIN) : input, init);
  }
}

type Handler = (event: Record<string, unknown>) => void;

function startWorker(network: (request: Request) => Promise<Response> = async (request) => served(`body of ${request.url}`)) {
  const fetchMock = jest.fn(network);
  const caches = new MemoryCacheStorage(fetchMock);
  const handlers = new Map<string, Handler>();
  const self = {
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    skipWaiting: jest.fn(async () => {}),
    clients: { claim: jest.fn(async () => {}) },
    registration: { navigationPreload: { enable: jest.fn(async () => {}) } },
    location: new URL('/sw.js', ORIGIN),
  };
  const context = vm.createContext({ self, caches, fetch: fetchMock, Request: WorkerRequest, Response, URL, console });
  vm.runInContext(source, context);

  const lifecycle = async (type: 'install' | 'activate') => {
    let done: Promise<unknown> = Promise.resolve();
    handlers.get(type)!({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  };
  /** Dispatches a fetch event; undefined when the worker leaves the request to the browser. */
  const request = async (path: string, init: { mode?: RequestMode; method?: string; preloadResponse?: Promise<Response | undefined> } = {}) => {
    const req = new Request(new URL(path, ORIGIN), { method: init.method ?? 'GET' });
    Object.defineProperty(req, 'mode', { value: init.mode ?? 'cors' });
    let answer: Promise<Response> | undefined;
    handlers.get('fetch')!({ request: req, preloadResponse: init.preloadResponse ?? Promise.resolve(undefined), respondWith: (promise: Promise<Response>) => (answer = promise) });
    return answer && (await answer);
  };
  const requestStrategy = vm.runInContext('requestStrategy', context) as (method: string, url: string, mode: string, origin: string) => string;
  return { self, caches, fetchMock, lifecycle, request, requestStrategy };
}

const offline = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};

describe('service worker', () => {
  describe('request strategy', () => {
    const { requestStrategy } = startWorker();
    const strategy = (path: string, mode = 'cors', method = 'GET', origin = ORIGIN) => requestStrategy(method, new URL(path, origin).href, mode, ORIGIN);

    it('serves every page from the network, with the offline page as fallback', () => {
      expect(strategy('/', 'navigate')).toBe('page');
      expect(strategy('/products?page=2', 'navigate')).toBe('page');
      expect(strategy('/dashboard', 'navigate')).toBe('page');
    });

    it('keeps content-hashed assets cache-first', () => {
      expect(strategy('/assets/entries/pages_index.BQ3x1.js')).toBe('asset');
      expect(strategy('/assets/static/tailwind.C1d2.css', 'no-cors')).toBe('asset');
    });

    it('answers the precached shell files', () => {
      expect(strategy('/manifest.webmanifest')).toBe('shell');
      expect(strategy('/icons/icon-192.png', 'no-cors')).toBe('shell');
    });

    it('leaves the API, private pages, their page data and anything else to the browser', () => {
      for (const path of [
        '/api/products',
        '/api/me/orders',
        '/dev/mailbox',
        '/sandbox-gateway/pay',
        '/admin',
        '/dashboard/index.pageContext.json',
        '/checkout/index.pageContext.json',
        '/cart/index.pageContext.json',
        '/auth/index.pageContext.json',
        '/payment/pending/index.pageContext.json',
        '/redeem-key/index.pageContext.json',
        '/index.pageContext.json',
        '/media/covers/x.webp',
        '/sw.js',
      ]) {
        expect([path, strategy(path)]).toEqual([path, 'network']);
      }
    });

    it('leaves other methods and other origins to the browser', () => {
      expect(strategy('/sandbox-gateway/pay', 'navigate', 'POST')).toBe('network');
      expect(strategy('/assets/x.js', 'cors', 'GET', 'https://cdn.example')).toBe('network');
    });
  });

  it('precaches the app shell when installed and takes over at once', async () => {
    const { caches, self, lifecycle } = startWorker();
    await lifecycle('install');
    expect(caches.urls()).toEqual(
      expect.arrayContaining(['/offline.html', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png'].map((path) => ORIGIN + path)),
    );
    expect(self.skipWaiting).toHaveBeenCalled();
  });

  it('deletes the caches of earlier versions, and only its own, when activated', async () => {
    const { caches, self, lifecycle } = startWorker();
    await lifecycle('install');
    await caches.open('keyshop-shell-v0');
    await caches.open('keyshop-assets-v0');
    await caches.open('another-app');
    await lifecycle('activate');
    expect(await caches.keys()).toEqual(expect.arrayContaining(['another-app']));
    expect((await caches.keys()).filter((name) => name.endsWith('-v0'))).toEqual([]);
    expect((await caches.keys()).some((name) => name.startsWith('keyshop-shell-'))).toBe(true);
    expect(self.registration.navigationPreload.enable).toHaveBeenCalled();
    expect(self.clients.claim).toHaveBeenCalled();
  });

  it('serves pages from the network without keeping them', async () => {
    const { caches, lifecycle, request } = startWorker();
    await lifecycle('install');
    const response = await request('/dashboard', { mode: 'navigate' });
    expect(await response?.text()).toBe(`body of ${ORIGIN}/dashboard`);
    expect(caches.urls()).not.toContain(`${ORIGIN}/dashboard`);
  });

  it('uses the preloaded page when the browser has one', async () => {
    const { fetchMock, lifecycle, request } = startWorker();
    await lifecycle('install');
    fetchMock.mockClear();
    const response = await request('/products', { mode: 'navigate', preloadResponse: Promise.resolve(served('preloaded')) });
    expect(await response?.text()).toBe('preloaded');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the offline page when a page cannot be fetched', async () => {
    const worker = startWorker(async (request) => served(request.url.endsWith('/offline.html') ? 'You are offline' : 'shell file'));
    await worker.lifecycle('install');
    worker.fetchMock.mockImplementation(offline);
    const response = await worker.request('/products', { mode: 'navigate' });
    expect(await response?.text()).toBe('You are offline');
    const preloadFailed = await worker.request('/cart', { mode: 'navigate', preloadResponse: offline() });
    expect(await preloadFailed?.text()).toBe('You are offline');
  });

  it('keeps an asset on first use and serves it from the cache afterwards', async () => {
    const { caches, fetchMock, request } = startWorker();
    const first = await request('/assets/chunk.A1.js');
    expect(await first?.text()).toBe(`body of ${ORIGIN}/assets/chunk.A1.js`);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockImplementation(offline);
    const second = await request('/assets/chunk.A1.js');
    expect(await second?.text()).toBe(`body of ${ORIGIN}/assets/chunk.A1.js`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(caches.urls()).toEqual([`${ORIGIN}/assets/chunk.A1.js`]);
  });

  it('does not keep failed or uncacheable assets', async () => {
    const { caches, request } = startWorker(async (req) =>
      req.url.includes('missing') ? served('not found', { status: 404 }) : served('secret', { headers: { 'cache-control': 'private, no-store' } }),
    );
    expect((await request('/assets/missing.js'))?.status).toBe(404);
    expect((await request('/assets/private.js'))?.status).toBe(200);
    expect(caches.urls()).toEqual([]);
  });

  it('falls back to the precached manifest and icons offline', async () => {
    const { fetchMock, lifecycle, request } = startWorker(async () => served('manifest'));
    await lifecycle('install');
    fetchMock.mockImplementation(offline);
    expect(await (await request('/manifest.webmanifest'))?.text()).toBe('manifest');
  });

  it('never answers API requests, so none is ever cached', async () => {
    const { caches, lifecycle, request } = startWorker();
    await lifecycle('install');
    expect(await request('/api/products')).toBeUndefined();
    expect(await request('/api/auth/login', { method: 'POST' })).toBeUndefined();
    expect(caches.urls().filter((url) => url.includes('/api/'))).toEqual([]);
  });
});
