import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, agreeToImmediateDelivery, open, hydrated, signIn } from './shop.js';
import { adminSession } from './admin-session.js';
import { signUpVerified } from './dev-mailbox.js';

const PASSWORD = 'keyshop-e2e-7';
/** Games the demo seed stocks with keys, none of them on Steam (which an admin sends by hand). */
const CODE_GAME = 'Forza Horizon 5';
const CHEAP_GAME = 'Hi-Fi Rush';
const CODE_FORMAT = /^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/;

let counter = 0;
/** An e-mail address no other test (nor an earlier run) has used. */
const uniqueEmail = () => `e2e-redeem-${Date.now().toString(36)}-${process.pid}-${++counter}@keyshop.local`;
/** A client address of its own: sign-in is rate-limited per address, and the app trusts X-Forwarded-For. */
const clientAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
});

/** A new account of its own for each test, so that balances never mix, and the browser signed in with it. */
async function signInAsNewShopper(page: Page, request: APIRequestContext): Promise<string> {
  const account = { email: uniqueEmail(), password: PASSWORD };
  await signUpVerified(request, account, { 'x-forwarded-for': clientAddress() });
  await signIn(page, account);
  return account.email;
}


/** A product of the demo catalogue by its exact name. */
async function productId(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.get(`/api/products?search=${encodeURIComponent(name)}`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { id: string; name: string; stock: number }[] };
  const product = items.find((item) => item.name === name);
  expect(product?.stock).toBeGreaterThan(0);
  return (product as { id: string }).id;
}

/**
 * New codes made as the admin through the API, as the admin page makes them: in a request context of
 * its own, so that the admin's session never mixes with the shopper's.
 */
async function generateCodes(body: Record<string, unknown>): Promise<string[]> {
  const admin = await apiRequest.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  try {
    const { accessToken: token } = await adminSession(test.info().project.use.baseURL!);
    const response = await admin.post('/api/admin/redeem-codes', { data: { count: 1, ...body }, headers: { authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(201);
    const { codes } = (await response.json()) as { codes: string[] };
    expect(codes.length).toBeGreaterThan(0);
    return codes;
  } finally {
    await admin.dispose();
  }
}

const redeemForm = (page: Page) => page.getByRole('form', { name: 'Redeem a CD key' });
const cdKeyField = (page: Page) => page.getByRole('textbox', { name: 'CD Key', exact: true });
const redeemButton = (page: Page) => redeemForm(page).getByRole('button', { name: /Redeem Key|Redeeming/ });
/** The page's own written outcome (the toast says the same). */
const successMessage = (page: Page) => redeemForm(page).getByRole('status');
const failureMessage = (page: Page) => redeemForm(page).getByRole('alert');
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const summary = (page: Page) => page.getByRole('region', { name: 'Order Summary' });

/** Types a key and presses Redeem Key; answers what the server said. */
async function redeem(page: Page, code: string): Promise<{ status: number; body: { message?: string } }> {
  await cdKeyField(page).fill(code);
  const [response] = await Promise.all([page.waitForResponse((answer) => answer.url().endsWith('/api/redeem')), redeemButton(page).click()]);
  return { status: response.status(), body: (await response.json()) as { message?: string } };
}

/** An amount as the page prints it (`€1,234.50`) in cents. */
function cents(text: string): number {
  const match = /€([\d,]+)\.(\d{2})/.exec(text);
  expect(match).not.toBeNull();
  const [, whole, fraction] = match as RegExpExecArray;
  return Number(whole.replace(/,/g, '')) * 100 + Number(fraction);
}

const euros = (amount: number) => `€${(amount / 100).toLocaleString('en-IE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Fulfilment runs in the background: the order reaches `status` within a few seconds. */
async function waitForStatus(page: Page, orderNumber: string, status: string) {
  await expect
    .poll(async () => ((await (await page.request.get(`/api/orders/${orderNumber}`)).json()) as { status: string }).status, { timeout: 20_000 })
    .toBe(status);
}

test.describe('redeem a key', () => {
  test('a signed-out visitor is asked to sign in, and comes back to the page afterwards', async ({ page, request }) => {
    const account = { email: uniqueEmail(), password: PASSWORD };
    await signUpVerified(request, account, { 'x-forwarded-for': clientAddress() });

    await open(page, '/redeem-key');
    await expect(page).toHaveTitle('Redeem CD Key | Keyshop');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
    await expect(cdKeyField(page)).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Redeem Key' })).toHaveCount(0);

    const signInLink = page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true });
    await expect(signInLink).toHaveAttribute('href', '/auth?redirect=%2Fredeem-key');
    await signInLink.click();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fredeem-key$/);
    await page.waitForLoadState('networkidle');
    await hydrated(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page).toHaveURL(/\/redeem-key$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Redeem CD Key');
    await expect(cdKeyField(page)).toBeVisible();
  });

  test('the button waits for a key, a blank one is never sent, and an unknown one is refused with the reason', async ({ page, request }) => {
    await signInAsNewShopper(page, request);
    await open(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Redeem Key' }).click();
    await expect(page).toHaveURL(/\/redeem-key$/);
    await page.waitForLoadState('networkidle');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Redeem CD Key');

    const field = cdKeyField(page);
    await expect(field).toHaveAttribute('placeholder', 'XXXX-XXXX-XXXX-XXXX');
    await expect(field).toHaveAttribute('autocomplete', 'off');
    await expect(field).toHaveAttribute('spellcheck', 'false');
    await expect(field).toHaveCSS('font-family', /mono/i);
    await expect(redeemButton(page)).toHaveText('Redeem Key');
    await expect(redeemButton(page)).toBeDisabled();

    const howItWorks = section(page, 'How it works');
    await expect(howItWorks.getByText(/key you got from an external source/)).toBeVisible();
    await expect(howItWorks.getByText(/checked against our database/)).toBeVisible();
    await expect(howItWorks.getByText(/Receive the game instantly in your account, or store credit/)).toBeVisible();
    await expect(howItWorks.getByText(/a key cannot be redeemed twice/)).toBeVisible();

    let redeemRequests = 0;
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/redeem')) redeemRequests++;
    });
    // Spaces only: still blank, so the button stays disabled; Enter says what is missing.
    await field.fill('   ');
    await expect(redeemButton(page)).toBeDisabled();
    await field.press('Enter');
    await expect(failureMessage(page)).toHaveText('Please enter a CD key');
    expect(redeemRequests).toBe(0);

    const unknown = await redeem(page, 'ZZZZ-ZZZZ-ZZZZ-ZZZ2');
    expect(unknown.status).toBe(404);
    await expect(failureMessage(page)).toHaveText(`Failed to redeem CD key: ${unknown.body.message}`);
    await expect(page.getByText(`Failed to redeem CD key: ${unknown.body.message}`).first()).toBeVisible();
    // A refused key stays in the field, to correct it.
    await expect(field).toHaveValue('ZZZZ-ZZZZ-ZZZZ-ZZZ2');

    const malformed = await redeem(page, 'not a key!');
    expect(malformed.status).toBe(400);
    await expect(failureMessage(page)).toHaveText(`Failed to redeem CD key: ${malformed.body.message}`);
    expect(redeemRequests).toBe(2);

    // Signed out meanwhile (another tab, or the session ended): the store says so.
    await page.context().clearCookies();
    const signedOut = await redeem(page, 'ZZZZ-ZZZZ-ZZZZ-ZZZ3');
    expect(signedOut.status).toBe(401);
    await expect(failureMessage(page)).toHaveText('Not authenticated');
  });

  test('a game code delivers the game to the account, and works only once', async ({ page, request }) => {
    const [code] = await generateCodes({ kind: 'product', productId: await productId(request, CODE_GAME), note: 'e2e game code' });
    expect(code).toMatch(CODE_FORMAT);
    await signInAsNewShopper(page, request);
    await open(page, '/redeem-key');

    // The button says what is happening while the key is checked.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/redeem', async (route) => {
      await held;
      await route.continue();
    });
    await cdKeyField(page).fill(code);
    await redeemButton(page).click();
    await expect(redeemButton(page)).toHaveText('Redeeming...');
    await expect(redeemButton(page)).toBeDisabled();
    release();

    await expect(successMessage(page)).toContainText(`Successfully redeemed! You received: ${CODE_GAME}`);
    await expect(page.getByText(`Successfully redeemed! You received: ${CODE_GAME}`).first()).toBeVisible();
    await expect(cdKeyField(page)).toHaveValue('');
    await expect(redeemButton(page)).toHaveText('Redeem Key');
    await page.unroute('**/api/redeem');

    // The game comes as an order of its own, paid by the key.
    const orderLink = successMessage(page).getByRole('link', { name: /^View order KS-/ });
    const orderNumber = ((await orderLink.innerText()).match(/KS-\d{4}-\d+/) ?? [''])[0];
    expect(orderNumber).not.toBe('');
    await waitForStatus(page, orderNumber, 'completed');
    await orderLink.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderNumber}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(orderNumber);
    const key = section(page, 'Your keys').getByRole('group', { name: `${CODE_GAME} key` });
    await expect(key.getByText(/•{4,}[A-Z0-9]{4}$/)).toBeVisible();
    await expect(section(page, 'Summary').getByText('Redeemed CD key')).toBeVisible();
    await expect(section(page, 'Summary').getByText('Nothing charged')).toBeVisible();

    await open(page, '/dashboard?tab=orders');
    await expect(page.getByRole('link', { name: orderNumber }).first()).toBeVisible();

    // The same key again: already used.
    await open(page, '/redeem-key');
    const again = await redeem(page, code);
    expect(again.status).toBe(409);
    await expect(failureMessage(page)).toHaveText(`Failed to redeem CD key: ${again.body.message}`);
    await expect(failureMessage(page)).toContainText('already been redeemed');
  });

  test('a credit code adds store credit, which the Credits tab shows with the masked key', async ({ page, request }) => {
    const [code] = await generateCodes({ kind: 'credit', creditCents: 750 });
    await signInAsNewShopper(page, request);
    await open(page, '/redeem-key');

    // Case and spaces around the key do not matter.
    await redeem(page, `  ${code.toLowerCase()} `);
    await expect(successMessage(page)).toContainText('You received €7.50 store credit');
    await expect(cdKeyField(page)).toHaveValue('');

    await successMessage(page).getByRole('link', { name: 'See your store credit' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=credits$/);
    const balance = page.locator('dl').filter({ hasText: 'Available Store Credit' });
    await expect(balance.getByRole('definition')).toHaveText('€7.50');
    const entry = page.getByRole('listitem').filter({ hasText: 'Redeemed key' });
    await expect(entry).toHaveCount(1);
    await expect(entry.getByText(`••••-••••-••••-${code.slice(-4)}`)).toBeVisible();
    await expect(entry.getByText('+€7.50')).toBeVisible();
    await expect(page.getByText(code)).toHaveCount(0);

    // Somebody else cannot use it again.
    const other = await page.context().browser()!.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
    const stranger = await other.newPage();
    await signInAsNewShopper(stranger, other.request);
    await open(stranger, '/redeem-key');
    const again = await redeem(stranger, code);
    expect(again.status).toBe(409);
    await expect(failureMessage(stranger)).toHaveText(`Failed to redeem CD key: ${again.body.message}`);
    await other.close();
  });
});

test.describe('store credit at checkout', () => {
  test('credit that covers the whole order pays for it without the payment gateway', async ({ page, request }) => {
    const [code] = await generateCodes({ kind: 'credit', creditCents: 10_000 });
    await signInAsNewShopper(page, request);
    await open(page, '/');
    const redeemed = await page.request.post('/api/redeem', { data: { cd_key: code }, headers: { origin: new URL(page.url()).origin } });
    expect(redeemed.status()).toBe(200);

    await open(page, `/products?search=${encodeURIComponent(CHEAP_GAME)}`);
    const card = page.getByRole('region', { name: 'Results' }).getByRole('article').filter({ has: page.getByRole('heading', { name: CHEAP_GAME, exact: true }) });
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(card.getByRole('button', { name: 'Added' })).toBeVisible();
    await open(page, '/checkout');

    const useCredit = page.getByRole('checkbox', { name: /Use store credit/ });
    await expect(useCredit).toBeVisible();
    await expect(useCredit).toHaveAccessibleName(/€100\.00 available/);
    await expect(useCredit).not.toBeChecked();
    await expect(summary(page).getByText('Store credit', { exact: true })).toHaveCount(0);
    const totalRow = summary(page).locator('dl > div').filter({ hasText: /^Total/ });
    const total = cents(await totalRow.innerText());
    expect(total).toBeGreaterThan(0);

    await useCredit.click();
    await expect(useCredit).toBeChecked();
    await expect(summary(page).locator('dl > div').filter({ hasText: /^Store credit/ })).toHaveText(new RegExp(`−${euros(total).replace('.', '\\.')}`));
    await expect(summary(page).locator('dl > div').filter({ hasText: /^To pay/ })).toContainText('€0.00');
    await expect(summary(page).getByText(/no payment is needed/)).toBeVisible();
    await expect(summary(page).getByText(/charged in ZAR/)).toHaveCount(0);

    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.getByLabel('First Name').fill('Thandi');
    await agreeToImmediateDelivery(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 15_000 });
    const orderNumber = (new URL(page.url()).searchParams.get('order') ?? '').trim();
    expect(orderNumber).toMatch(/^KS-\d{4}-\d+$/);
    expect(visited.some((url) => url.includes('/sandbox-gateway/'))).toBe(false);

    // The Credits tab shows what the order took, linked to it.
    await open(page, '/dashboard?tab=credits');
    await expect(page.locator('dl').filter({ hasText: 'Available Store Credit' }).getByRole('definition')).toHaveText(euros(10_000 - total));
    const spend = page.getByRole('listitem').filter({ hasText: 'Spent on order' });
    await expect(spend.getByRole('link', { name: orderNumber })).toHaveAttribute('href', `/dashboard/orders/${orderNumber}`);
    await expect(spend.getByText(`−${euros(total)}`)).toBeVisible();

    await spend.getByRole('link', { name: orderNumber }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderNumber}$`));
    const amounts = section(page, 'Summary');
    await expect(amounts.getByText('Credit applied')).toBeVisible();
    await expect(amounts.getByText('Store credit', { exact: true })).toBeVisible();
  });
});

test.describe('admin redeem codes', () => {
  /** Signs the admin in, in a browser context of its own, and opens the codes page from the admin dashboard. */
  async function openAsAdmin(page: Page) {
    await signIn(page, ADMIN);
    await open(page, '/admin');
    await page.getByRole('link', { name: /^Redeem codes/ }).click();
    await expect(page).toHaveURL(/\/admin\/redeem-codes$/);
    await page.waitForLoadState('networkidle');
    await hydrated(page);
  }

  const generateForm = (page: Page) => page.getByRole('form', { name: 'Generate codes' });
  const importForm = (page: Page) => page.getByRole('form', { name: 'Import codes' });
  const codesTable = (page: Page) => page.getByRole('region', { name: /codes$/ }).filter({ has: page.getByRole('table') });

  test('generates credit codes, shows them once, and downloads them as CSV', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAsAdmin(page);
    await expect(page).toHaveTitle('Redeem Codes | Admin | Keyshop');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Redeem codes');

    const form = generateForm(page);
    await form.getByRole('radio', { name: 'Store credit' }).check();
    // Nothing is sent until the form is right.
    await form.getByLabel('How many').fill('0');
    await form.getByRole('button', { name: 'Generate Codes' }).click();
    await expect(form.getByText('Enter the credit each code gives, in euros.')).toBeVisible();
    await expect(form.getByText('Enter how many codes to make, from 1 to 500.')).toBeVisible();
    await expect(form.getByLabel('Credit per code (€)')).toBeFocused();

    const note = `e2e batch ${Date.now().toString(36)}`;
    await form.getByLabel('Credit per code (€)').fill('2.50');
    await form.getByLabel('How many').fill('3');
    await form.getByLabel('Note').fill(note);
    await form.getByRole('button', { name: 'Generate Codes' }).click();

    const batch = page.getByRole('region', { name: '3 new codes for €2.50 store credit each' });
    await expect(batch).toBeVisible();
    await expect(batch.getByText(/they will not be shown again/)).toBeVisible();
    const codes = await batch.getByRole('list', { name: 'New codes' }).getByRole('listitem').allInnerTexts();
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(CODE_FORMAT);

    const [download] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^redeem-codes-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('code,kind,credit_eur,note');
    for (const code of codes) expect(csv).toContain(`${code},credit,2.50,${note}`);

    await batch.getByRole('button', { name: 'Copy all' }).click();
    await expect(page.getByText('3 codes copied to the clipboard', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));

    // The list shows them masked, newest first, with the note.
    const table = codesTable(page);
    for (const code of codes) await expect(table.getByRole('rowheader', { name: `••••-••••-••••-${code.slice(-4)}` })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: note })).toHaveCount(3);
    await expect(table.getByRole('row').filter({ hasText: note }).first()).toContainText('€2.50 credit');
    await page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'Redeemed' }).click();
    await expect(page.getByRole('heading', { name: 'Redeemed codes' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: note })).toHaveCount(0);
    await page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'Unused' }).click();
    await expect(page.getByRole('heading', { name: 'Unused codes' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: note })).toHaveCount(3);

    // Once dismissed, or after a reload, the codes are never shown in full again.
    await batch.getByRole('button', { name: 'I have saved them' }).click();
    await expect(batch).toHaveCount(0);
    await open(page, '/admin/redeem-codes');
    await expect(page.getByRole('row').filter({ hasText: note })).toHaveCount(3);
    for (const code of codes) await expect(page.getByText(code)).toHaveCount(0);
  });

  test('generates a game code from the catalogue, imports a list, and follows a redeemed code to its order', async ({ page, browser }) => {
    await openAsAdmin(page);
    const form = generateForm(page);
    await expect(form.getByRole('radio', { name: 'Game' })).toBeChecked();
    await form.getByLabel('How many').fill('1');
    await form.getByRole('button', { name: 'Generate Codes' }).click();
    await expect(form.getByText('Choose the game the codes give.')).toBeVisible();

    await form.getByRole('searchbox', { name: 'Game' }).fill('Forza');
    await form.getByRole('list', { name: 'Matching games' }).getByRole('button', { name: new RegExp(`^${CODE_GAME}`) }).click();
    await expect(form.getByText(CODE_GAME, { exact: true })).toBeVisible();
    await expect(form.getByText(/keys? in stock/)).toBeVisible();
    await form.getByRole('button', { name: 'Generate Codes' }).click();
    const batch = page.getByRole('region', { name: `1 new code for ${CODE_GAME}` });
    await expect(batch.getByRole('list', { name: 'New codes' }).getByRole('listitem')).toHaveCount(1);
    const [code] = await batch.getByRole('list', { name: 'New codes' }).getByRole('listitem').allInnerTexts();
    expect(code).toMatch(CODE_FORMAT);

    // An import reports what it added and what it left out.
    const fresh = Array.from({ length: 16 }, () => '23456789ABCDEFGHJKMNPQRSTUVWXYZ'[randomInt(31)]).join('').replace(/(.{4})(?!$)/g, '$1-');
    const imports = importForm(page);
    await imports.getByRole('radio', { name: 'Store credit' }).check();
    await imports.getByLabel('Credit per code (€)').fill('1');
    await imports.getByLabel('Codes', { exact: true }).fill(`${fresh}\n${code}\nnot a code!`);
    await imports.getByRole('button', { name: 'Import Codes' }).click();
    const report = page.getByRole('region', { name: 'Import report' });
    await expect(report.getByText('1 code added')).toBeVisible();
    await expect(report.getByText('1 duplicate', { exact: true })).toBeVisible();
    await expect(report.getByText('1 invalid', { exact: true })).toBeVisible();
    await expect(report.getByText(/^Line 2: /)).toBeVisible();
    await expect(report.getByText(/^Line 3: /)).toBeVisible();
    await expect(codesTable(page).getByRole('rowheader', { name: `••••-••••-••••-${fresh.slice(-4)}` })).toBeVisible();

    // A shopper redeems the game code; the admin's list names them and links the order.
    const shopperContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
    const shopper = await shopperContext.newPage();
    const email = await signInAsNewShopper(shopper, shopperContext.request);
    await open(shopper, '/redeem-key');
    await redeem(shopper, code);
    await expect(successMessage(shopper)).toContainText(`Successfully redeemed! You received: ${CODE_GAME}`);
    const orderNumber = ((await successMessage(shopper).getByRole('link').innerText()).match(/KS-\d{4}-\d+/) ?? [''])[0];
    await shopperContext.close();

    await page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'Redeemed' }).click();
    const row = codesTable(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: `••••-••••-••••-${code.slice(-4)}` }) });
    await expect(row).toContainText(email);
    await expect(row).toContainText(CODE_GAME);
    await expect(row.getByRole('link', { name: orderNumber })).toHaveAttribute('href', `/admin/orders/${orderNumber}`);
    await row.getByRole('link', { name: orderNumber }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderNumber}$`));
    await expect(section(page, 'Customer').getByText('Redeemed CD key')).toBeVisible();
  });

  test('a customer cannot open the codes page', async ({ page, request }) => {
    await signInAsNewShopper(page, request);
    const response = await open(page, '/admin/redeem-codes');
    expect(response?.status()).toBe(403);
    await expect(page.getByText('Admin access required')).toBeVisible();
  });
});
