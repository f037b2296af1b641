/**
 * What `npm run bench` measures, one line each. The bare server answers the same method and path
 * with the bytes the store returned for it once, so each line also says how far the store is from
 * Node's own ceiling on this machine. To measure another endpoint, add a line.
 */
// `cache: 'off'` measures the store started with CATALOG_CACHE=false (every request reads Postgres).
export const targets = [
  { name: 'GET /health/live', method: 'GET', path: '/health/live' },
  { name: 'GET /api/products filtered p3 (cached)', method: 'GET', path: '/api/products?platform=Steam&sort=price_asc&page=3&limit=12' },
  { name: 'GET /api/products filtered p3 (no cache)', method: 'GET', path: '/api/products?platform=Steam&sort=price_asc&page=3&limit=12', cache: 'off' },
  { name: 'GET / (SSR page)', method: 'GET', path: '/' },
  { name: 'GET /products filtered p3 (SSR)', method: 'GET', path: '/products?platform=Steam&page=3' },
  { name: 'GET /product/{slug} (SSR)', method: 'GET', path: '/product/elden-ring' },
];
