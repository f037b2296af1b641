/// <reference lib="dom" />
import { open, restock } from './shop.js';
import { expect, test, type Page } from '@playwright/test';

/** A game the demo seed stocks with several keys. */
const GAME = 'Halo Infinite';

// The journeys before this file may have bought the demo game's keys: these tests need it in stock.
test.beforeAll(async () => {
  await restock(test.info().project.use.baseURL as string, 'halo-infinite', 5);
});

test('the card and the product page show the price with the service fee that the cart then charges for one key', async ({ page }) => {
  await open(page, `/products?search=${encodeURIComponent(GAME)}`);
  const card = page.getByRole('region', { name: 'Results' }).getByRole('article').filter({ has: page.getByRole('heading', { name: GAME, exact: true }) });
  const base = (await card.getByText(/^€\d/).first().innerText()).trim();
  const withFee = (await card.getByTestId('price-with-fee').innerText()).trim();
  expect(withFee).toMatch(/^€[\d,]+\.\d{2}$/);
  expect(withFee).not.toBe(base);
  await expect(card.getByText(/service fee/)).toBeVisible();

  await card.getByRole('link', { name: GAME }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GAME);
  const main = page.getByRole('main');
  await expect(main.getByTestId('price-with-fee').first()).toHaveText(withFee);
  const zar = (await main.getByTestId('price-in-zar').innerText()).trim();
  expect(zar).toMatch(/^R [\d ]+\.\d{2}$/);

  await main.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(main.getByRole('button', { name: 'Added' }).first()).toBeVisible();
  await open(page, '/cart');
  await expect(page.locator('dt:text-is("Subtotal (1 item)") + dd')).toHaveText(base);
  await expect(page.locator('dt:text-is("Total") + dd')).toHaveText(withFee);
  await expect(page.getByText(/charged in ZAR$/)).toContainText(zar);
});
