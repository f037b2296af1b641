import { expect, test, type Locator, type Page } from '@playwright/test';
import { open, hydrated } from './shop.js';

const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const cards = (page: Page) => results(page).getByRole('article');
const summary = (page: Page) => results(page).getByText(/^(Showing \d+–\d+ of \d+ games?|\d+ games?)$/);
const filterGroup = (page: Page, name: string) => page.getByRole('group', { name });
const optionName = (label: string) => new RegExp(`^${label}\\b`);
const option = (group: Locator, label: string) => group.getByRole('checkbox', { name: optionName(label) });

/** The number of games an option would show, as its label says. */
async function optionCount(group: Locator, label: string): Promise<number> {
  const text = await group.getByRole('listitem').filter({ has: group.page().getByRole('checkbox', { name: optionName(label) }) }).innerText();
  return Number(text.match(/(\d+)\D*$/)?.[1]);
}

test.describe('game store', () => {
  test('has its heading and twelve games a page', async ({ page }) => {
    const response = await open(page, '/products');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Game Store | Keyshop');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game Store');
    await expect(cards(page)).toHaveCount(12);
    await expect(summary(page)).toHaveText(/^Showing 1–12 of \d+ games$/);
  });

  test('filters by platform: the URL and the results follow, one platform at a time', async ({ page }) => {
    await open(page, '/products');
    const platforms = filterGroup(page, 'Platform');
    const xboxGames = await optionCount(platforms, 'Xbox');
    expect(xboxGames).toBeGreaterThan(0);

    await option(platforms, 'Xbox').click();
    await expect(page).toHaveURL(/\/products\?platform=Xbox$/);
    await expect(option(platforms, 'Xbox')).toBeChecked();
    await expect(summary(page)).toHaveText(xboxGames > 12 ? new RegExp(`of ${xboxGames} games$`) : `${xboxGames} games`);
    const shown = await cards(page).count();
    expect(shown).toBe(Math.min(xboxGames, 12));
    for (let i = 0; i < shown; i++) await expect(cards(page).nth(i).getByText('Xbox', { exact: true })).toBeVisible();

    // Checking another platform replaces the first; unchecking it clears the filter.
    await option(platforms, 'PC').click();
    await expect(page).toHaveURL(/\/products\?platform=PC$/);
    await expect(option(platforms, 'PC')).toBeChecked();
    await expect(option(platforms, 'Xbox')).not.toBeChecked();
    await expect(cards(page).first().getByText('PC', { exact: true })).toBeVisible();

    await option(platforms, 'PC').click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(option(platforms, 'PC')).not.toBeChecked();
  });

  test('Clear All restores the default filters', async ({ page }) => {
    await open(page, '/products');
    const allGames = await summary(page).innerText();

    await open(page, '/products?platform=Steam&genre=RPG&minPrice=10&maxPrice=60&sort=price_desc&search=the');
    await expect(option(filterGroup(page, 'Platform'), 'Steam')).toBeChecked();
    await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');
    await expect(page.getByRole('searchbox', { name: 'Search games' })).toHaveValue('the');

    await page.getByRole('button', { name: 'Clear All' }).first().click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(summary(page)).toHaveText(allGames);
    await expect(option(filterGroup(page, 'Platform'), 'Steam')).not.toBeChecked();
    await expect(filterGroup(page, 'Genre').getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(page.getByLabel('Sort by')).toHaveValue('name');
    await expect(page.getByRole('searchbox', { name: 'Search games' })).toHaveValue('');
    await expect(page.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuenow', '100');
  });

  test('goes to page 2 and back', async ({ page }) => {
    await open(page, '/products');
    const firstOnPage1 = await cards(page).first().getByRole('heading').innerText();
    const pagination = page.getByRole('navigation', { name: 'Pagination' });

    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/products\?page=2$/);
    await expect(summary(page)).toHaveText(/^Showing 13–24 of \d+ games$/);
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstOnPage1);

    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect(summary(page)).toHaveText(/^Showing 1–12 of \d+ games$/);
    await expect(cards(page).first().getByRole('heading')).toHaveText(firstOnPage1);
  });

  test('changing a filter on page 2 goes back to page 1', async ({ page }) => {
    await open(page, '/products?page=2');
    await page.getByLabel('Sort by').selectOption('price_asc');
    await expect(page).toHaveURL(/\/products\?sort=price_asc$/);
    await expect(summary(page)).toHaveText(/^Showing 1–12 of/);
  });

  test('a search without a match shows the empty state', async ({ page }) => {
    await open(page, '/products');
    await page.getByRole('searchbox', { name: 'Search games' }).fill('qxzqwv');
    await expect(page).toHaveURL(/\/products\?search=qxzqwv$/);
    await expect(page.getByRole('heading', { name: 'No games found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search terms')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('renders a filtered page on the server, and ignores invalid values in the URL', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/products?platform=Xbox&sort=price_asc');
    await expect(option(filterGroup(page, 'Platform'), 'Xbox')).toBeChecked();
    await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
    await expect(cards(page).first().getByText('Xbox', { exact: true })).toBeVisible();

    // A platform name longer than any the catalogue takes is no platform.
    const response = await page.goto(`/products?page=abc&minPrice=cheap&maxPrice=-3&sort=random&platform=${'A'.repeat(41)}`);
    expect(response?.status()).toBe(200);
    await expect(summary(page)).toHaveText(/^Showing 1–12 of \d+ games$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('name');
    await context.close();
  });

  test('adds a game to the cart from its card', async ({ page }) => {
    await open(page, '/products?sort=popularity');
    const name = await cards(page).filter({ has: page.getByRole('button', { name: 'Add to Cart' }) }).first().getByRole('heading').innerText();
    const card = cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(card.getByRole('button', { name: 'Added' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('marks a game without keys out of stock and offers to notify the shopper instead', async ({ page }) => {
    await open(page, '/products');
    const soldOut = cards(page).filter({ hasText: 'Out of stock' });
    // The demo catalogue has games without keys; look through the pages until one shows.
    for (let n = 2; (await soldOut.count()) === 0 && n <= 10; n++) await open(page, `/products?page=${n}`);
    await expect(soldOut.first().getByRole('button', { name: 'Notify me' })).toBeVisible();
    await expect(soldOut.first().getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  });
});

test.describe('product page', () => {
  test('shows the game with its price, and describes it to search engines', async ({ page }) => {
    await open(page, '/products?sort=popularity');
    const card = cards(page).first();
    const name = await card.getByRole('heading').innerText();
    const price = (await card.getByText(/^€\d/).first().innerText()).trim();
    await card.getByRole('link', { name }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${name} | Keyshop`);
    await expect(page.getByRole('main').getByText(price, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(name);
    await expect(page.getByText(/^(In stock|Only \d left|Out of stock)$/)).toBeVisible();

    const slug = new URL(page.url()).pathname.split('/').pop();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      offers: { '@type': 'Offer', priceCurrency: 'EUR', price: price.replace(/[€,]/g, '') },
    });
    expect(jsonLd.offers.url).toMatch(new RegExp(`/product/${slug}$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/product/${slug}$`));

    // Reached by its id, the page is the same and its addresses are still the slug's.
    await open(page, `/product/${jsonLd.sku}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const byId = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(byId.url).toMatch(new RegExp(`/product/${slug}$`));
  });

  test('adds the chosen quantity to the cart', async ({ page }) => {
    await open(page, '/products?sort=popularity');
    await cards(page).first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await hydrated(page);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    // The product's own button comes before those of the games suggested below it.
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  });

  test('answers 404 for an unknown game', async ({ page }) => {
    const response = await page.goto('/product/no-such-game-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });
});

test.describe('category page', () => {
  test('lists only the games of its category under its own title', async ({ page }) => {
    const response = await open(page, '/category/steam-keys');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Steam Keys | Keyshop');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Steam Keys');
    // A name that already says "Keys" is not followed by another "keys".
    await expect(page.getByText('Steam Keys, delivered to your inbox and your account the moment you pay.')).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Buy Steam Keys at Keyshop: /);
    await expect(page.locator('body')).not.toContainText(/keys keys/i);
    await expect(filterGroup(page, 'Category')).toHaveCount(0);
    const shown = await cards(page).count();
    expect(shown).toBeGreaterThan(0);
    for (let i = 0; i < shown; i++) await expect(cards(page).nth(i).getByText('Steam', { exact: true })).toBeVisible();

    // The store's filters work here too, within the category.
    await page.getByLabel('Sort by').selectOption('price_desc');
    await expect(page).toHaveURL(/\/category\/steam-keys\?sort=price_desc$/);
  });

  test('says "keys" once for a category whose name does not', async ({ page }) => {
    await open(page, '/category/playstation');
    await expect(page.getByText('PlayStation keys, delivered to your inbox and your account the moment you pay.')).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Buy PlayStation game keys at Keyshop: /);
  });

  test('answers 404 for an unknown category', async ({ page }) => {
    const response = await page.goto('/category/no-such-category');
    expect(response?.status()).toBe(404);
  });
});

test.describe('home page', () => {
  test('features three games beside the hero, with a link to the whole store', async ({ page }) => {
    await open(page, '/');
    const featured = page.getByRole('region', { name: 'Featured Games' });
    await expect(featured.getByRole('article')).toHaveCount(3);
    await expect(featured.getByRole('article').first().getByText(/^€\d/).first()).toBeVisible();
    await expect(featured.getByRole('article').first().getByRole('button', { name: /Add to Cart|Notify me/ })).toBeVisible();
    await expect(featured.getByRole('link', { name: 'View all games' })).toHaveAttribute('href', '/products');
  });
});

test.describe('canonical addresses', () => {
  test('leave out the filters of a listing but keep its page', async ({ page }) => {
    await page.goto('/products?platform=Steam&page=2');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products\?page=2$/);
    await page.goto('/category/steam-keys?sort=newest');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/category\/steam-keys$/);
  });

  test('of a product are the slug\'s, even when it was reached by its id', async ({ page }) => {
    await page.goto('/products?sort=popularity');
    const href = (await cards(page).first().getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
    await page.goto(href);
    const { sku } = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    await page.goto(`/product/${sku}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${href}$`));
  });
});
