import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUpVerified } from './dev-mailbox.js';
import { ADMIN, open, reload, hydrated, signIn } from './shop.js';

/** Accounts the demo seed creates. */
const SHOPPER = { email: 'shopper@keyshop.local', password: 'keyshop-shopper-1' };
const PASSWORD = 'keyshop-e2e-7';
const STEAM_TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEfGh';

let counter = 0;
/** An e-mail address no other test (nor an earlier run) has used. */
const uniqueEmail = () => `e2e-${Date.now().toString(36)}-${process.pid}-${++counter}@keyshop.local`;

// Sign-in and recovery are rate-limited per client address (in Redis, across runs): each test comes
// from an address of its own, as the app trusts X-Forwarded-For from its proxy.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${randomInt(256)}.${randomInt(1, 255)}` });
});

/** A new account, made through the API without signing the browser in. */
async function newAccount(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const account = { email: uniqueEmail(), password: PASSWORD };
  await signUpVerified(request, account);
  return account;
}

async function fillSignIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

const avatar = (page: Page, email: string) => page.getByRole('button', { name: `Account menu for ${email}` });
const headerSignIn = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Sign In' });
const redeemKeyLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Redeem Key' });
/** A read-only card of the Profile tab, by its label. */
const infoCard = (page: Page, label: string) => page.locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) });

test.describe('sign up, sign out, sign in', () => {
  test('a new account is asked to confirm its address and is not signed in until it does', async ({ page }) => {
    const email = uniqueEmail();
    await open(page, '/auth?tab=signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Phone number').fill('+27 82 123 4567');
    await page.getByLabel('I am at least 18 years old').check();
    await page.getByLabel('I accept the terms of service').check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Check your inbox to confirm your e-mail address.' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(headerSignIn(page)).toBeVisible();
    await expect(avatar(page, email)).toHaveCount(0);
  });

  test('sign-up checks the form before sending it and shows the server’s refusals', async ({ page, request }) => {
    const existing = await newAccount(request);
    await open(page, '/auth?tab=signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
    await expect(page.getByText('You must be at least 18 years old to create an account')).toBeVisible();
    await expect(page.getByText('Please accept the terms of service')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();

    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('I am at least 18 years old').check();
    await page.getByLabel('I accept the terms of service').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    // The same answer as for a new address: the page does not tell who has an account.
    await expect(page.getByRole('status').filter({ hasText: 'Check your inbox to confirm your e-mail address.' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /already/i })).toHaveCount(0);

    // The e-mail comes along to the Sign In tab.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByLabel('Email')).toHaveValue(existing.email);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('signing out brings the Sign In button back, and signing in again works', async ({ page, request }) => {
    const account = await newAccount(request);
    await signIn(page, account);
    await open(page, '/products');
    await expect(avatar(page, account.email)).toBeVisible();

    await avatar(page, account.email).click();
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(headerSignIn(page)).toBeVisible();
    await expect(redeemKeyLink(page)).toHaveCount(0);

    await headerSignIn(page).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.waitForLoadState('networkidle');
    await hydrated(page);
    await fillSignIn(page, account);
    await expect(page).toHaveURL(/\/$/);
    await expect(avatar(page, account.email)).toBeVisible();
  });

  test('a wrong password is refused with the server’s message', async ({ page, request }) => {
    const account = await newAccount(request);
    await open(page, '/auth');
    await fillSignIn(page, { email: account.email, password: 'not-the-password-1' });
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid login credentials' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the Sign In button comes back to the current page', async ({ page, request }) => {
    const account = await newAccount(request);
    await open(page, '/products?page=2');
    await expect(headerSignIn(page)).toHaveAttribute('href', '/auth?redirect=%2Fproducts%3Fpage%3D2');
    await headerSignIn(page).click();
    await page.waitForLoadState('networkidle');
    await hydrated(page);
    await fillSignIn(page, account);
    await expect(page).toHaveURL(/\/products\?page=2$/);
  });

  test('a signed-in visitor opening /auth goes on to the target', async ({ page, request }) => {
    const account = await newAccount(request);
    await signIn(page, account);
    await open(page, '/auth?redirect=%2Fdashboard%3Ftab%3Dsettings');
    await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
    await open(page, '/auth?redirect=https%3A%2F%2Fevil.example%2F');
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('password reset', () => {
  test('asking for a link shows the same answer for any e-mail', async ({ page }) => {
    await open(page, '/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await page.waitForLoadState('networkidle');
    await hydrated(page);
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('If an account exists for that e-mail, we have sent a link to reset the password.')).toBeVisible();
  });

  test('a link that does not work says so and offers a new one', async ({ page }) => {
    await open(page, '/auth/reset-password?token=not-a-real-token');
    await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm new password').fill(`${PASSWORD}x`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();

    await page.getByLabel('Confirm new password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This reset link is invalid or has expired.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/auth/forgot-password');
  });
});

/** A tab of the dashboard: a link in its sections' navigation. */
const dashboardTab = (page: Page, name: string) => page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name, exact: true });

test.describe('dashboard', () => {
  test('sends a signed-out visitor to sign in and back to the same tab', async ({ page, request }) => {
    const account = await newAccount(request);
    await open(page, '/dashboard?tab=orders');
    await expect(page).toHaveURL(/\/auth\?/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard?tab=orders');

    await fillSignIn(page, account);
    await expect(page).toHaveURL(/\/dashboard\?tab=orders$/);
    await expect(dashboardTab(page, 'Orders')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('No orders found')).toBeVisible();
  });

  test('shows the profile and each tab’s content, the tab in the URL', async ({ page, request }) => {
    const account = await newAccount(request);
    await signIn(page, account);
    const response = await open(page, '/dashboard');
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    await expect(dashboardTab(page, 'Profile')).toHaveAttribute('aria-current', 'page');
    await expect(infoCard(page, 'Email')).toContainText(account.email);
    await expect(infoCard(page, 'Phone')).toContainText('Not provided');
    await expect(infoCard(page, 'Member Since').getByRole('definition')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(page.getByLabel('Steam Trade URL')).toHaveAttribute('placeholder', STEAM_TRADE_URL);
    await expect(page.getByText('Required for Steam-related orders. Find this in your Steam inventory settings.')).toBeVisible();

    await dashboardTab(page, 'Orders').click();
    await expect(page).toHaveURL(/\/dashboard\?tab=orders$/);
    await expect(page.getByText('No orders found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products');

    await dashboardTab(page, 'Credits').click();
    await expect(page).toHaveURL(/\/dashboard\?tab=credits$/);
    await expect(page.getByRole('heading', { name: 'Store Credits' })).toBeVisible();
    await expect(page.getByText('Available Store Credit')).toBeVisible();
    await expect(page.getByText('€0.00')).toBeVisible();
    await expect(page.getByText('No credits earned yet')).toBeVisible();

    // The keyboard moves between tabs too.
    await dashboardTab(page, 'Credits').press('Tab');
    await expect(dashboardTab(page, 'Settings')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dashboardTab(page, 'Settings')).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
    await expect(page.getByText('Unverified', { exact: true })).toBeVisible();
    await expect(page.getByText('Complete your first order to get verified')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Visit Support' })).toHaveAttribute('href', '/support');

    // The tab survives a reload.
    await reload(page);
    await expect(dashboardTab(page, 'Settings')).toHaveAttribute('aria-current', 'page');
  });

  test('updating the profile shows a success toast and the new phone after a reload', async ({ page, request }) => {
    const account = await newAccount(request);
    await signIn(page, account);
    await open(page, '/dashboard');

    await page.getByLabel('Phone Number').fill('+27 82 555 0101');
    await page.getByLabel('Steam Trade URL').fill(STEAM_TRADE_URL);
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('Success', { exact: true })).toBeVisible();
    await expect(page.getByText('Profile updated successfully', { exact: true })).toBeVisible();
    await expect(infoCard(page, 'Phone')).toContainText('+27 82 555 0101');

    await reload(page);
    await expect(infoCard(page, 'Phone')).toContainText('+27 82 555 0101');
    await expect(page.getByLabel('Steam Trade URL')).toHaveValue(STEAM_TRADE_URL);
  });

  test('a trade URL that is not Steam’s is refused, with the reason under the field', async ({ page, request }) => {
    const account = await newAccount(request);
    await signIn(page, account);
    await open(page, '/dashboard');

    await page.getByLabel('Steam Trade URL').fill('https://example.com/tradeoffer/new/?partner=1&token=x');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByText('Failed to update profile', { exact: true })).toBeVisible();
    await expect(page.getByText(/Steam trade offer link/)).toBeVisible();
    await expect(page.getByLabel('Steam Trade URL')).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('admin', () => {
  test('sends a signed-out visitor to sign in first', async ({ page }) => {
    await open(page, '/admin');
    await expect(page).toHaveURL(/\/auth\?/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin');
  });

  test('refuses a customer with status 403', async ({ page }) => {
    await signIn(page, SHOPPER);
    const response = await open(page, '/admin');
    expect(response?.status()).toBe(403);
    await expect(page.getByText('Admin access required')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test('shows the admin their dashboard, the catalogue sync card and the Admin menu item', async ({ page }) => {
    await signIn(page, ADMIN);
    const response = await open(page, '/admin');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('heading', { name: 'Catalogue sync' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent runs' })).toBeVisible();

    await page.getByRole('button', { name: 'Sync catalogue now' }).click();
    // Without a configured provider (the test setup) the API answers 503 with its reason.
    await expect(page.getByText(/Catalogue sync queued|catalogue provider is not configured|already running/)).toBeVisible();

    await avatar(page, ADMIN.email).click();
    await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });
});
