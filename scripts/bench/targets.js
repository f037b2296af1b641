/**
 * What `npm run bench` measures, one line each. The bare server answers the same method and path
 * with the bytes the store returned for it once, so each line also says how far the store is from
 * Node's own ceiling on this machine. To measure another endpoint, add a line.
 */
export const targets = [
  { name: 'GET /health/live', method: 'GET', path: '/health/live' },
  { name: 'GET / (SSR page)', method: 'GET', path: '/' },
];
