import { staticCacheControl } from './static-cache-control.js';

describe('staticCacheControl', () => {
  it('keeps content-hashed assets for a year', () => {
    expect(staticCacheControl('assets/entries/entry-client-routing.D5GaJRMF.js')).toBe('public, max-age=31536000, immutable');
  });

  it('has the service worker, the manifest and the offline page revalidated on every use', () => {
    expect(staticCacheControl('sw.js')).toBe('no-cache');
    expect(staticCacheControl('manifest.webmanifest')).toBe('no-cache');
    expect(staticCacheControl('offline.html')).toBe('no-cache');
  });

  it('leaves other files to the static server', () => {
    expect(staticCacheControl('favicon.svg')).toBeUndefined();
    expect(staticCacheControl('icons/icon-192.png')).toBeUndefined();
    expect(staticCacheControl('icons/sw.js')).toBeUndefined();
  });
});
