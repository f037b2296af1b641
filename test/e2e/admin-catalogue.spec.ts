import { randomBytes, randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_FREETOGAME_PORT, E2E_RAWG_PORT } from '../../playwright.config.js';
import { FakeFreeToGame, freeToGameGame } from '../fakes/freetogame.js';
import { FakeRawg } from '../fakes/rawg.js';
import { ADMIN, open, signIn } from './shop.js';
import { expectAccessibleInBothThemes } from './accessibility-check.js';

/** Names no earlier run has used. */
const RUN = `${Date.now().toString(36)}${randomInt(1000)}`.toUpperCase();
const IMPORTED = freeToGameGame(700_000_000 + (Date.now() % 100_000_000), `Nightfall Harbor ${RUN}`, { developer: 'Harbor Works', publisher: 'Tidewater Games' });

let freeToGame: FakeFreeToGame;
let rawg: FakeRawg;

test.beforeAll(async () => {
  freeToGame = await FakeFreeToGame.start([IMPORTED], E2E_FREETOGAME_PORT);
  rawg = await FakeRawg.start([], E2E_RAWG_PORT);
});

test.afterAll(async () => {
  await freeToGame?.close();
  await rawg?.close();
});

// Sign-in is rate-limited per client address: each test comes from an address of its own.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.22.${randomInt(256)}.${randomInt(1, 255)}` });
});

const onSale = (page: Page) => page.getByRole('region', { name: 'On sale' });
const pictures = (page: Page) => page.getByRole('region', { name: 'Pictures' });

/** Adds keys from the product page's Add keys dialog. */
async function addKeys(page: Page, name: string, count: number) {
  await onSale(page).getByRole('button', { name: 'Add keys' }).click();
  const dialog = page.getByRole('dialog', { name: `Add keys to ${name}` });
  const keys = Array.from({ length: count }, () => `E2E-CAT-${randomBytes(5).toString('hex').toUpperCase()}`);
  await dialog.getByRole('textbox', { name: 'Keys' }).fill(keys.join('\n'));
  await dialog.getByRole('button', { name: 'Add Keys' }).click();
  await expect(dialog.getByRole('region', { name: 'Import report' }).getByText(`${count} ${count === 1 ? 'key' : 'keys'} added`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(onSale(page).getByText(`${count} in stock`)).toBeVisible();
}

test.describe('the admin catalogue', () => {
  // Whole journeys through several admin screens, each checked with axe in both themes.
  test.describe.configure({ timeout: 90_000 });

  test('an admin creates a product, uploads its cover, and publishes it: the store shows the picture resized and the description rendered', async ({ page }) => {
    const name = `Glasswing ${RUN}`;
    await signIn(page, ADMIN);
    await open(page, '/admin/products');
    await page.getByRole('link', { name: 'New product' }).click();
    await expect(page).toHaveURL(/\/admin\/products\/new$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New product');
    await expectAccessibleInBothThemes(page);

    // Checked before it is sent, in words.
    const form = page.getByRole('form', { name: 'New product' });
    await form.getByRole('textbox', { name: 'Address (slug)' }).fill('Not A Slug');
    await form.getByRole('button', { name: 'Create draft' }).click();
    await expect(form.getByText('Enter the product’s name, as shoppers will see it.')).toBeVisible();
    await expect(form.getByText(/^Use lower-case letters and digits in words joined by single hyphens/)).toBeVisible();
    await expect(form.getByText('Enter the price in euros, such as 19.99.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();

    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Address (slug)' }).fill('');
    await form.getByRole('textbox', { name: 'Description' }).fill('A **tiny** moth crosses a glass city.\n\n- hand-drawn\n- no combat\n\n<script>window.hacked = true</script>');
    await form.getByRole('textbox', { name: 'Genres' }).fill('Adventure, Puzzle');
    await form.getByRole('textbox', { name: 'Developer' }).fill('Wingtip Studio');
    await form.getByRole('textbox', { name: 'Price (€)' }).fill('12.50');
    await expect(form.getByText('Shoppers will pay €12.50.')).toBeVisible();
    await form.getByRole('button', { name: 'Create draft' }).click();

    await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}\?created=1$/);
    await expect(page.getByText('Draft created. Add pictures and keys, then publish it.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(onSale(page).getByText('Draft', { exact: true })).toBeVisible();

    // A picture: the first becomes the cover.
    const cover = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#0e7490' } }).jpeg().toBuffer();
    await pictures(page).getByLabel('Picture file').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: cover });
    await pictures(page).getByRole('button', { name: 'Upload' }).click();
    await expect(pictures(page).getByText('Image uploaded (900 × 1200).')).toBeVisible();
    const thumbnail = pictures(page).getByRole('img', { name: `Cover of ${name}` });
    await expect(thumbnail).toHaveAttribute('src', /^\/images\/[0-9a-f-]{36}\?w=640$/);
    const imageUrl = ((await thumbnail.getAttribute('src')) as string).replace(/\?w=\d+$/, '');
    await expectAccessibleInBothThemes(page);

    // Not without stock.
    await onSale(page).getByRole('button', { name: 'Publish' }).click();
    await expect(onSale(page).getByRole('alert')).toHaveText(`${name} has no stock: add keys before publishing.`);
    await addKeys(page, name, 2);
    await onSale(page).getByRole('button', { name: 'Publish' }).click();
    await expect(onSale(page).getByText('Live', { exact: true })).toBeVisible();

    // An edit: the name shoppers see.
    await page.getByRole('textbox', { name: 'Developer' }).fill('Wingtip Studio Ltd');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved. Shoppers see the change at once.')).toBeVisible();

    await onSale(page).getByRole('link', { name: 'See it in the store' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const main = page.getByRole('img', { name: `${name} cover` });
    await expect(main).toHaveAttribute('srcset', new RegExp(`${imageUrl}\\?w=320 320w, .*${imageUrl}\\?w=1280 1280w`));
    await expect.poll(() => main.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const resized = await page.request.get(`${imageUrl}?w=320`, { headers: { accept: 'image/webp' } });
    expect(resized.status()).toBe(200);
    expect(resized.headers()['content-type']).toBe('image/webp');
    expect(resized.headers()['cache-control']).toContain('immutable');
    const about = page.getByRole('region', { name: 'About this game' });
    await expect(about.locator('strong')).toHaveText('tiny');
    await expect(about.getByRole('listitem')).toHaveText(['hand-drawn', 'no combat']);
    await expect(about).not.toContainText('window.hacked');
    expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
  });

  test('an imported game waits as a draft until the admin sets its price and adds keys, then goes live', async ({ page }) => {
    await signIn(page, ADMIN);
    const origin = new URL(page.url()).origin;
    const started = await page.request.post('/api/admin/import', { headers: { origin } });
    expect(started.status()).toBe(202);
    const runId = ((await started.json()) as { id: string }).id;
    await expect.poll(async () => ((await (await page.request.get(`/api/admin/import/runs/${runId}`)).json()) as { result: unknown }).result, { timeout: 30_000 }).not.toBeNull();

    // Not in the store, a draft in the admin's list.
    await open(page, `/products?search=${encodeURIComponent(IMPORTED.title)}`);
    await expect(page.getByRole('region', { name: 'Results' }).getByRole('heading', { name: IMPORTED.title, exact: true })).toHaveCount(0);
    await open(page, '/admin/products');
    await page.getByRole('navigation', { name: 'Filter by status' }).getByRole('link', { name: 'Draft' }).click();
    await expect(page).toHaveURL(/state=draft/);
    const row = page.getByRole('row').filter({ hasText: IMPORTED.title });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await expect(row.getByText('Price not set')).toBeVisible();
    await expectAccessibleInBothThemes(page);

    // Bulk publish refuses it with the reason.
    await row.getByRole('checkbox', { name: `Select ${IMPORTED.title} to publish` }).check();
    await page.getByRole('button', { name: 'Publish selected (1)' }).click();
    await expect(page.getByText('0 published, 1 refused:')).toBeVisible();
    await expect(page.getByText(`${IMPORTED.title} has no price yet: set its price (and discount) and save before publishing.`)).toBeVisible();

    // Its page carries what FreeToGame said of it.
    await row.getByRole('link', { name: `Open the page of ${IMPORTED.title}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(IMPORTED.title);
    await expect(page.getByRole('textbox', { name: 'Developer' })).toHaveValue('Harbor Works');
    await expect(page.getByRole('textbox', { name: 'Publisher' })).toHaveValue('Tidewater Games');
    await expect(page.getByRole('textbox', { name: 'System requirements' })).toHaveValue(/^OS: Windows 10\nProcessor: Intel i5/);
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(/long description comes from the detail/);
    await expect(page.getByText(/^Imported with a suggested price of €4\.99/)).toBeVisible();
    await expect(onSale(page).getByText('Set the price and save')).toBeVisible();
    await expectAccessibleInBothThemes(page);

    await page.getByRole('textbox', { name: 'Price (€)' }).fill('7.99');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved. The product is not on sale yet.')).toBeVisible();
    await expect(onSale(page).getByText('Price set')).toBeVisible();
    await onSale(page).getByRole('button', { name: 'Publish' }).click();
    await expect(onSale(page).getByRole('alert')).toHaveText(`${IMPORTED.title} has no stock: add keys before publishing.`);
    await addKeys(page, IMPORTED.title, 1);
    await onSale(page).getByRole('button', { name: 'Publish' }).click();
    await expect(onSale(page).getByText('Live', { exact: true })).toBeVisible();

    await open(page, `/products?search=${encodeURIComponent(IMPORTED.title)}`);
    await expect(page.getByRole('region', { name: 'Results' }).getByRole('heading', { name: IMPORTED.title, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Results' }).getByText('€7.99').first()).toBeVisible();
  });

  test('the import schedule is chosen in words, with its next five runs in UTC', async ({ page }) => {
    await signIn(page, ADMIN);
    await open(page, '/admin');
    const card = page.getByRole('region', { name: 'Import Games', exact: true });
    const schedule = card.getByRole('form', { name: 'Import schedule' });
    await schedule.getByRole('radio', { name: 'Every week' }).check();
    await schedule.getByRole('combobox', { name: 'On' }).selectOption('wednesday');
    await schedule.getByLabel('At (UTC)').fill('04:30');
    await expect(schedule.getByText('Every Wednesday at 04:30 UTC: the next five runs')).toBeVisible();
    const runs = schedule.getByRole('list', { name: 'Every Wednesday at 04:30 UTC: the next five runs' }).getByRole('listitem');
    await expect(runs).toHaveCount(5);
    await expect(runs.first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, 04:30 UTC$/);
    await expect(schedule.getByText('Times are in UTC, the timezone the scheduler uses.')).toBeVisible();
    await expectAccessibleInBothThemes(page);

    await schedule.getByRole('radio', { name: 'Custom (cron)' }).check();
    await schedule.getByRole('textbox', { name: 'Cron (UTC)' }).fill('*/5 * * * *');
    await expect(schedule.getByText('Imports may be scheduled at most once an hour.')).toBeVisible();
    await schedule.getByRole('radio', { name: 'Every week' }).check();
    await schedule.getByRole('button', { name: 'Save schedule' }).click();
    await expect(schedule.getByText('Schedule saved: Every Wednesday at 04:30 UTC.')).toBeVisible();
    await expect(card.getByText(/^Every Wednesday at 04:30 UTC\. Next import in .+ 04:30 UTC\)$/)).toBeVisible();

    // Off again, so that no scheduled import starts while other tests run.
    await schedule.getByRole('radio', { name: 'Off' }).check();
    await schedule.getByRole('button', { name: 'Save schedule' }).click();
    await expect(schedule.getByText('Scheduled imports are turned off.')).toBeVisible();
  });
});
