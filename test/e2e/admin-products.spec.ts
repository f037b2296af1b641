import { randomBytes, randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signUpVerified } from './dev-mailbox.js';
import { ADMIN, open, signIn } from './shop.js';

/** A demo game no other browser test touches: no discount, keys in stock. */
const GAME = 'Lethal Company';

// Sign-in is rate-limited per client address: each test comes from an address of its own, as the
// app trusts X-Forwarded-For from its proxy.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.19.${randomInt(256)}.${randomInt(1, 255)}` });
});

const productRow = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
const cell = (page: Page, name: string, column: number) => productRow(page, name).getByRole('cell').nth(column);

test.describe('admin products', () => {
  test('an admin finds a game, changes its price for the store, and adds keys', async ({ page }) => {
    await signIn(page, ADMIN);
    await open(page, '/admin');
    await page.getByRole('link', { name: /^Products/ }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    // Search, in any case.
    await page.getByLabel('Search products').fill('lethal COMP');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/products\?search=lethal\+COMP$/);
    await expect(page.getByRole('heading', { name: 'Products matching “lethal COMP”' })).toBeVisible();
    await expect(page.getByText('1 product', { exact: true })).toBeVisible();
    await expect(productRow(page, GAME)).toHaveCount(1);
    // Columns: platform, category, price, discount, status, stock, actions.
    const priceBefore = await cell(page, GAME, 2).innerText();
    expect(priceBefore).toMatch(/^€\d+\.\d\d$/);
    // Any price other than the one it has (a run on a database that was not reset finds the last run's price).
    const newPrice = priceBefore === '€12.34' ? '12.35' : '12.34';
    await expect(cell(page, GAME, 4)).toHaveText('Live', { useInnerText: true });
    const stockBefore = Number(await cell(page, GAME, 5).innerText());
    const slug = (await productRow(page, GAME).getByRole('link', { name: GAME, exact: true }).getAttribute('href'))?.split('/').pop();
    expect(slug).toBeTruthy();

    // Escape closes the dialog and gives the focus back.
    const edit = page.getByRole('button', { name: `Edit ${GAME}` });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: `Edit ${GAME}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Price (€)')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();

    // A price it cannot take is explained at the field, and nothing is saved.
    await edit.click();
    await dialog.getByLabel('Price (€)').fill('twelve');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Enter a price in euros from €0.00 to €100,000.00, such as 19.99.')).toBeVisible();
    await expect(dialog.getByLabel('Price (€)')).toBeFocused();

    // A new price: previewed, saved, announced and shown in the list.
    await dialog.getByLabel('Price (€)').fill(newPrice);
    await expect(dialog.getByText(`Shoppers will pay €${newPrice}.`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${GAME}: €${newPrice}, active.`, { exact: true })).toBeVisible();
    await expect(edit).toBeFocused();
    await expect(cell(page, GAME, 2)).toHaveText(`€${newPrice}`, { useInnerText: true });

    // The store shows the new price at once.
    await open(page, `/product/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: GAME })).toBeVisible();
    await expect(page.getByRole('main').getByText(`€${newPrice}`).first()).toBeVisible();

    // Keys: two new ones, a duplicate of one of them, and a line that is not a key.
    await open(page, '/admin/products?search=lethal');
    const addKeys = page.getByRole('button', { name: `Add keys to ${GAME}` });
    await addKeys.click();
    const keysDialog = page.getByRole('dialog', { name: `Add keys to ${GAME}` });
    await expect(keysDialog.getByText(`${stockBefore} keys in stock`)).toBeVisible();
    const [first, second] = [1, 2].map(() => `E2E-${randomBytes(5).toString('hex').toUpperCase()}`);
    await keysDialog.getByRole('textbox', { name: 'Keys' }).fill(`${first}\n${second}\n${first}\n!!`);
    await keysDialog.getByRole('button', { name: 'Add Keys' }).click();
    const report = keysDialog.getByRole('region', { name: 'Import report' });
    await expect(report.getByText('2 keys added')).toBeVisible();
    await expect(report.getByText('1 duplicate', { exact: true })).toBeVisible();
    await expect(report.getByText('Line 3: same key as line 1')).toBeVisible();
    await expect(report.getByText('1 invalid')).toBeVisible();
    await expect(report.getByText(`Stock now: ${stockBefore + 2} keys`)).toBeVisible();
    await keysDialog.getByRole('button', { name: 'Done' }).click();
    await expect(keysDialog).toBeHidden();
    await expect(addKeys).toBeFocused();
    await expect(cell(page, GAME, 5)).toHaveText(String(stockBefore + 2), { useInnerText: true });

    // The audit log holds both changes, newest first, and no key.
    await open(page, '/admin/audit');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toContainText('Keys added');
    await expect(rows.nth(1)).toContainText(`${GAME}: 2 keys added, 1 duplicate, 1 invalid; stock ${stockBefore + 2}`);
    await expect(rows.nth(2)).toContainText('Product edited');
    await expect(rows.nth(2)).toContainText(`${GAME}: price ${priceBefore} → €${newPrice}`);
    await expect(page.getByRole('table')).not.toContainText(first);
  });

  test('a customer opening the products page is refused', async ({ page, request }) => {
    const account = { email: `e2e-admin-products-${Date.now().toString(36)}-${randomInt(1e6)}@keyshop.local`, password: 'keyshop-e2e-7' };
    await signUpVerified(request, account);
    await signIn(page, account);
    const response = await open(page, '/admin/products');
    expect(response?.status()).toBe(403);
    await expect(page.getByText('Admin access required')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Products', exact: true })).toHaveCount(0);
    const api = await page.request.get('/api/admin/products');
    expect(api.status()).toBe(403);
  });
});
