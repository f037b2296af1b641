/// <reference lib="dom" />
import { expect, test, type APIResponse, type Page } from '@playwright/test';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's header (the IHDR chunk follows the 8-byte signature). */
function pngSize(body: Buffer): string {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

async function expectPng(response: APIResponse, size: string) {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body())).toBe(size);
}

/** Every URL held in any of the page's caches. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

test.describe('web app manifest', () => {
  test('is linked from every page, with the fields and icons an installable app needs', async ({ page, request }) => {
    await page.goto('/products');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#090a10');

    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Keyshop',
      short_name: 'Keyshop',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#090a10',
      theme_color: '#090a10',
    });
    expect(manifest.description).toEqual(expect.any(String));

    const icons: ManifestIcon[] = manifest.icons;
    const png = icons.filter((icon) => icon.type === 'image/png');
    expect(png.filter((icon) => icon.purpose !== 'maskable').map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(png.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toContain('512x512');
    for (const icon of png) await expectPng(await request.get(icon.src), icon.sizes);

    const appleTouchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    await expectPng(await request.get(appleTouchIcon!), '180x180');
  });

  test('the service worker script is always revalidated', async ({ request }) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/javascript/);
    expect(response.headers()['cache-control']).toBe('no-cache');
  });
});

test.describe('service worker', () => {
  test('controls the store after a reload and shows the offline page when the network is down', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    // The app shell is ready before the network goes.
    await expect.poll(() => cachedUrls(page)).toContainEqual(expect.stringMatching(/\/offline\.html$/));

    await context.setOffline(true);
    await page.goto('/products');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page).toHaveURL(/\/products$/);

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Game Store' })).toBeVisible();
  });

  test('a link followed while offline leads to the offline page', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await context.setOffline(true);
    await page.getByRole('banner').getByRole('link', { name: 'Games' }).click();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('keeps no API answer and no page in any cache', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.goto('/products');
    expect(await page.evaluate(() => fetch('/api/products').then((response) => response.status))).toBe(200);
    expect(await page.evaluate(() => fetch('/api/categories').then((response) => response.status))).toBe(200);

    // Built assets are kept on first use.
    await expect.poll(() => cachedUrls(page)).toContainEqual(expect.stringMatching(/\/assets\/.+\.js$/));
    const urls = await cachedUrls(page);
    expect(urls).toContainEqual(expect.stringMatching(/\/offline\.html$/));
    expect(urls.filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);
    for (const path of ['/', '/products']) expect(urls.map((url) => new URL(url).pathname)).not.toContain(path);
  });
});

test.describe('install banner', () => {
  type Choice = 'accepted' | 'dismissed' | 'fails';

  /**
   * Plays the browser reporting the app installable: a `beforeinstallprompt` whose prompt records
   * that it was opened. Repeats until the store has taken the event (it calls preventDefault), since
   * the page's scripts may still be loading.
   */
  async function reportInstallable(page: Page, choice: Choice = 'accepted') {
    await expect
      .poll(() =>
        page.evaluate((choice) => {
          const event = new Event('beforeinstallprompt', { cancelable: true });
          const w = window as unknown as { promptOpened?: number };
          Object.assign(event, {
            prompt: async () => {
              w.promptOpened = (w.promptOpened ?? 0) + 1;
              if (choice === 'fails') throw new Error('The prompt is unavailable');
            },
            userChoice: choice === 'fails' ? new Promise(() => {}) : Promise.resolve({ outcome: choice, platform: 'web' }),
          });
          window.dispatchEvent(event);
          return event.defaultPrevented;
        }, choice),
        { intervals: [50] },
      )
      .toBe(true);
  }

  /** Opens a page on the fake clock, stopped: the banner's delay passes only when the test says so. */
  async function openStore(page: Page, path = '/') {
    await page.clock.install();
    await page.goto(path);
    await stopClock(page);
  }

  async function stopClock(page: Page) {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  }

  const bannerOf = (page: Page) => page.getByRole('region', { name: 'Install Keyshop' });

  test('appears 5 seconds after the browser reports the app installable, without taking focus', async ({ page }) => {
    await openStore(page);
    await reportInstallable(page);

    await page.clock.runFor(4900);
    await expect(bannerOf(page)).toBeHidden();
    await page.clock.runFor(100);
    const banner = bannerOf(page);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Install', exact: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Later' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Dismiss install banner' })).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.closest('section') === null)).toBe(true);

    // Reachable from the keyboard: after the rest of the page, and operable.
    await banner.getByRole('button', { name: 'Later' }).focus();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Install', exact: true })).toBeFocused();
  });

  for (const control of ['Dismiss install banner', 'Later']) {
    test(`dismissed with '${control}', it stays away for the session and comes back in a new one`, async ({ page, browser }) => {
      await openStore(page);
      await reportInstallable(page);
      await page.clock.runFor(5000);
      await bannerOf(page).getByRole('button', { name: control }).click();
      await expect(bannerOf(page)).toBeHidden();

      await page.reload();
      await stopClock(page);
      await reportInstallable(page);
      await page.clock.runFor(10_000);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(bannerOf(page)).toBeHidden();

      const context = await browser.newContext();
      const next = await context.newPage();
      await openStore(next);
      await reportInstallable(next);
      await next.clock.runFor(5000);
      await expect(bannerOf(next)).toBeVisible();
      await context.close();
    });
  }

  test('Install opens the browser prompt; an accepted install hides the banner for good', async ({ page }) => {
    await openStore(page);
    await reportInstallable(page, 'accepted');
    await page.clock.runFor(5000);
    await bannerOf(page).getByRole('button', { name: 'Install', exact: true }).click();
    await expect(bannerOf(page)).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { promptOpened?: number }).promptOpened)).toBe(1);

    await reportInstallable(page);
    await page.clock.runFor(10_000);
    await expect(bannerOf(page)).toBeHidden();
  });

  test('a dismissed browser prompt is logged and the banner goes', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await openStore(page);
    await reportInstallable(page, 'dismissed');
    await page.clock.runFor(5000);
    await bannerOf(page).getByRole('button', { name: 'Install', exact: true }).click();
    await expect(bannerOf(page)).toBeHidden();
    await expect.poll(() => messages).toContain('PWA install prompt dismissed');
  });

  test('a failed installation is logged', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await openStore(page);
    await reportInstallable(page, 'fails');
    await page.clock.runFor(5000);
    await bannerOf(page).getByRole('button', { name: 'Install', exact: true }).click();
    await expect(bannerOf(page)).toBeHidden();
    await expect.poll(() => errors.find((text) => text.startsWith('PWA installation failed:'))).toContain('The prompt is unavailable');
  });

  test('goes when the app is installed from the browser menu', async ({ page }) => {
    await openStore(page);
    await reportInstallable(page);
    await page.clock.runFor(5000);
    await expect(bannerOf(page)).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(bannerOf(page)).toBeHidden();
  });

  test('is never shown in the installed app', async ({ page }) => {
    await page.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone') ? ({ ...matchMedia(query), matches: true, media: query } as MediaQueryList) : matchMedia(query);
    });
    await openStore(page);
    await reportInstallable(page);
    await page.clock.runFor(10_000);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bannerOf(page)).toBeHidden();
  });

  test('slides in, unless the visitor prefers reduced motion', async ({ page }) => {
    await openStore(page);
    await reportInstallable(page);
    await page.clock.runFor(5000);
    await expect(bannerOf(page)).toBeVisible();
    const slideSeconds = () => bannerOf(page).evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
    expect(await slideSeconds()).toBeGreaterThanOrEqual(0.2);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await slideSeconds()).toBeLessThan(0.01);
  });
});
