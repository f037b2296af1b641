import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { open } from './shop.js';

/** The demo catalogue's game, typed with a letter missing as shoppers do. */
const MISSPELT = 'witchr';
const GAME = 'The Witcher 3: Wild Hunt';
const GAME_PATH = '/product/the-witcher-3-wild-hunt';
const DESKTOP = { width: 1366, height: 850 };
const PHONE = { width: 390, height: 844 };

// Catalogue reads are limited per client address: each test comes from an address of its own.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.21.${randomInt(256)}.${randomInt(1, 255)}` });
});

const headerSearch = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search games' });

test.describe('header search', () => {
  test('finds a misspelt game and reaches it by keyboard alone', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/');
    const box = headerSearch(page);
    await box.focus();
    await page.keyboard.type(MISSPELT);

    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id')) as string);
    const first = list.getByRole('option').first();
    await expect(first).toContainText(GAME);
    await expect(first).toContainText('€');
    await expect(first.locator('img')).toHaveAttribute('src', /\/media\/covers\//);

    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) as string);
    await page.keyboard.press('End');
    await expect(list.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(GAME_PATH);
    await expect(page.getByRole('heading', { level: 1, name: GAME })).toBeVisible();
  });

  test('Escape closes the suggestions, and Enter with none chosen shows the store results', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/about');
    const box = headerSearch(page);
    await box.focus();
    await page.keyboard.type(MISSPELT);
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/products?q=${MISSPELT}`);
    await expect(page.getByRole('main').getByRole('heading', { name: GAME })).toBeVisible();
  });

  test('opens from its button on a phone and reaches the game the same way', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/');
    await page.getByRole('button', { name: 'Search games' }).click();
    await expect(headerSearch(page)).toBeFocused();
    await page.keyboard.type(MISSPELT);
    const first = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first();
    await expect(first).toContainText(GAME);
    await expect(first).toBeInViewport();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(GAME_PATH);
  });
});

test.describe('home page', () => {
  for (const [name, viewport] of [
    ['a desktop', DESKTOP],
    ['a phone', PHONE],
  ] as const) {
    test(`shows a game on the first screen of ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await open(page, '/');
      const card = page.getByRole('main').getByRole('article').first();
      await expect(card).toBeVisible();
      const box = await card.boundingBox();
      expect(box?.y ?? Infinity).toBeLessThan(viewport.height);
      // The covers of the first screen are not left to load lazily.
      await expect(card.locator('img')).toHaveAttribute('loading', 'eager');
    });
  }

  test('has rows of deals and new releases, and names every platform the store sells', async ({ page, request }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Deals' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'New Releases' })).toBeVisible();
    const facets = (await (await request.get('/api/products/facets')).json()) as { platforms: { value: string }[] };
    const platforms = page.getByRole('navigation', { name: 'Platforms' });
    const footer = page.getByRole('contentinfo');
    expect(facets.platforms.map((facet) => facet.value)).toContain('Nintendo');
    for (const { value } of facets.platforms) {
      await expect(platforms.getByRole('link', { name: `Keys for ${value}` })).toHaveAttribute('href', `/products?platform=${value}`);
      await expect(footer.getByRole('link', { name: value, exact: true }).first()).toBeVisible();
    }
  });
});

test('the deals page lists discounted games, the largest discount first, under a filter', async ({ page }) => {
  await open(page, '/deals?platform=Steam');
  await expect(page.getByRole('heading', { level: 1, name: 'Game Deals' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  const discounts: number[] = [];
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    await expect(card).toContainText('Steam');
    const off = (await card.getByText(/^\d+% off$/).textContent()) ?? '';
    discounts.push(Number(off.replace('% off', '')));
  }
  expect(discounts.every((percent) => percent > 0)).toBe(true);
  expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
  await expect(page.getByRole('checkbox', { name: /^Steam \(/ })).toBeChecked();
});

test('recently viewed games follow the shopper to the next product and the home page', async ({ page }) => {
  await open(page, '/product/hades');
  await open(page, '/product/celeste');
  const row = page.getByRole('region', { name: 'Recently viewed' });
  await expect(row.getByRole('heading', { name: 'Hades' })).toBeVisible();
  await expect(row.getByRole('heading', { name: 'Celeste' })).toHaveCount(0);

  await open(page, '/');
  const names = page.getByRole('region', { name: 'Recently viewed' }).getByRole('heading', { level: 3 });
  await expect(names).toHaveText(['Celeste', 'Hades']);
});
