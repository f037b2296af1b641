/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { hydrated, open } from './shop.js';

test.describe('home page', () => {
  test('shows the hero without any JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Your Ultimate Gaming Destination');
    await expect(page.getByRole('link', { name: 'Browse Games' })).toHaveAttribute('href', '/products');
    await expect(page.getByRole('link', { name: 'Sign up: keys and orders in one place' })).toHaveAttribute('href', '/auth');
    await context.close();
  });

  test('has the footer links of every information page', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const href of ['/about', '/contact', '/faq', '/support', '/category/pc-games', '/category/steam-keys', '/category/playstation', '/category/xbox', '/privacy-policy', '/terms-of-service', '/refund-policy']) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });
});

test.describe('links clicked early', () => {
  test('a link clicked while the first page is still loading its code is followed, and the next page works', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The home page's own code is held back: the router has started, the first render waits for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entries\/pages_index\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(() => Boolean((history.state as { vike?: unknown } | null)?.vike));

    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    release();
    await expect(page).toHaveURL(/\/auth$/);
    await hydrated(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Keyshop home' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeEditable();
    expect(errors).toEqual([]);
  });
});

test.describe('theme', () => {
  test('is dark by default and keeps the chosen theme across a reload without a flash', async ({ page }) => {
    // Nothing is painted before <body> exists: record the root element's class at that moment.
    await page.addInitScript(() => {
      const w = window as unknown as { themeAtFirstBody?: string };
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        w.themeAtFirstBody ??= document.documentElement.className;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const themeAtFirstBody = () => page.evaluate(() => (window as unknown as { themeAtFirstBody?: string }).themeAtFirstBody);

    await open(page, '/');
    expect(await themeAtFirstBody()).toMatch(/\bdark\b/);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await page.getByRole('button', { name: /switch to light/i }).click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    await page.reload();
    expect(await themeAtFirstBody()).toMatch(/\blight\b/);
    expect(await themeAtFirstBody()).not.toMatch(/\bdark\b/);
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
  });
});

test.describe('unknown pages', () => {
  test('show the 404 page with status 404 and log the path', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect.poll(() => errors.find((text) => text.includes('/no-such-page'))).toBeTruthy();
  });
});
