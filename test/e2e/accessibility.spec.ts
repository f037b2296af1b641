/// <reference lib="dom" />
import { randomInt } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { signedInState } from './sessions.js';
import { signInToSharedAccount } from './dev-mailbox.js';
import { ADMIN, open } from './shop.js';

/** Accounts the demo seed creates. */
const PASSWORD = 'keyshop-e2e-7';
/** A game the demo seed stocks with several keys, and without Steam (no trade URL needed). */
const PRODUCT_SLUG = 'halo-infinite';
/** A game the reviewer buys and reviews, so that its page shows reviews (another than the one the head-tag checks read). */
const REVIEWED_SLUG = 'age-of-empires-iv';

const THEMES = ['dark', 'light'] as const;
type Theme = (typeof THEMES)[number];
type Visitor = 'guest' | 'shopper' | 'reviewer' | 'admin';

/** The WCAG 2.1 A and AA rules; the test fails on violations that axe rates serious or critical. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

interface PageCase {
  name: string;
  /** A path, or a function of the order placed for the run. */
  path: string | ((order: string) => string);
  visitor: Visitor;
  /** With a game in the cart (saved in the browser). */
  withCart?: boolean;
  status?: number;
  /** A phone's screen rather than the default desktop one. */
  phone?: boolean;
  /** Brings the page to the state to check, once it has loaded. */
  prepare?: (page: Page) => Promise<void>;
}

const pages: PageCase[] = [
  { name: 'home', path: '/', visitor: 'guest' },
  { name: 'store', path: '/products', visitor: 'guest' },
  { name: 'product', path: `/product/${PRODUCT_SLUG}`, visitor: 'guest' },
  { name: 'category', path: '/category/pc-games', visitor: 'guest' },
  { name: 'deals', path: '/deals', visitor: 'guest' },
  { name: 'home, search suggestions open', path: '/', visitor: 'guest', prepare: openSuggestions },
  { name: 'home on a phone, search suggestions open', path: '/', visitor: 'guest', phone: true, prepare: openSuggestions },
  { name: 'cart with an item', path: '/cart', visitor: 'guest', withCart: true, prepare: (page) => expect(page.getByRole('main').getByRole('article').first()).toBeVisible() },
  { name: 'empty cart', path: '/cart', visitor: 'guest', prepare: (page) => expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible() },
  { name: 'checkout', path: '/checkout', visitor: 'shopper', withCart: true, prepare: (page) => expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible() },
  { name: 'payment successful', path: '/payment/success', visitor: 'shopper' },
  { name: 'payment processing', path: (order) => `/payment/pending?order=${order}`, visitor: 'shopper' },
  { name: 'sign in', path: '/auth', visitor: 'guest', prepare: (page) => expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('aria-current', 'page') },
  { name: 'sign up', path: '/auth?tab=signup', visitor: 'guest', prepare: (page) => expect(page.getByRole('main').getByRole('link', { name: 'Sign Up' })).toHaveAttribute('aria-current', 'page') },
  { name: 'code sign-in', path: '/auth?tab=code', visitor: 'guest', prepare: (page) => expect(page.getByRole('main').getByRole('link', { name: 'E-mail me a code' })).toHaveAttribute('aria-current', 'page') },
  { name: 'forgot password', path: '/auth/forgot-password', visitor: 'guest' },
  { name: 'sign-in link', path: '/auth/sign-in-link?token=not-a-real-link', visitor: 'guest' },
  { name: 'reset password', path: '/auth/reset-password', visitor: 'guest' },
  { name: 'unsubscribe, a link not ours', path: '/unsubscribe?token=not-a-real-link', visitor: 'guest', prepare: (page) => expect(page.getByText('This unsubscribe link is not valid.', { exact: false })).toBeVisible() },
  { name: 'dashboard profile', path: '/dashboard', visitor: 'shopper', prepare: dashboardTabShown('Profile') },
  { name: 'dashboard orders', path: '/dashboard?tab=orders', visitor: 'shopper', prepare: dashboardTabShown('Orders') },
  { name: 'dashboard wishlist', path: '/dashboard?tab=wishlist', visitor: 'shopper', prepare: dashboardTabShown('Wishlist') },
  { name: 'dashboard credits', path: '/dashboard?tab=credits', visitor: 'shopper', prepare: dashboardTabShown('Credits') },
  { name: 'dashboard settings', path: '/dashboard?tab=settings', visitor: 'shopper', prepare: dashboardTabShown('Settings') },
  { name: 'order', path: (order) => `/dashboard/orders/${order}`, visitor: 'shopper', prepare: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'redeem key, signed in', path: '/redeem-key', visitor: 'shopper', prepare: (page) => expect(page.getByRole('button', { name: 'Redeem Key' })).toBeVisible() },
  { name: 'redeem key, signed out', path: '/redeem-key', visitor: 'guest', prepare: (page) => expect(page.getByText('Sign In Required')).toBeVisible() },
  { name: 'admin', path: '/admin', visitor: 'admin' },
  { name: 'admin orders', path: '/admin/orders', visitor: 'admin' },
  { name: 'admin order', path: (order) => `/admin/orders/${order}`, visitor: 'admin' },
  { name: 'admin products', path: '/admin/products', visitor: 'admin' },
  { name: 'admin redeem codes', path: '/admin/redeem-codes', visitor: 'admin' },
  { name: 'admin queues', path: '/admin/queues', visitor: 'admin' },
  { name: 'admin audit log', path: '/admin/audit', visitor: 'admin' },
  { name: 'admin key claims', path: '/admin/claims', visitor: 'admin' },
  { name: 'admin account links', path: '/admin/account-links', visitor: 'admin' },
  { name: 'admin reviews', path: '/admin/reviews', visitor: 'admin', prepare: (page) => expect(page.getByRole('button', { name: /^Hide / }).first()).toBeVisible() },
  { name: 'product with reviews', path: `/product/${REVIEWED_SLUG}`, visitor: 'guest', prepare: (page) => expect(page.getByRole('list', { name: 'Reviews' })).toBeVisible() },
  { name: 'product, own review', path: `/product/${REVIEWED_SLUG}`, visitor: 'reviewer', prepare: (page) => expect(page.getByRole('heading', { name: 'Your review' })).toBeVisible() },
  { name: 'not found', path: '/no-such-page-for-axe', visitor: 'guest', status: 404 },
  { name: 'about', path: '/about', visitor: 'guest' },
  { name: 'contact', path: '/contact', visitor: 'guest' },
  { name: 'faq, an item open', path: '/faq', visitor: 'guest', prepare: openFirstFaqItem },
  { name: 'support', path: '/support', visitor: 'guest' },
  { name: 'privacy policy', path: '/privacy-policy', visitor: 'guest' },
  { name: 'terms of service', path: '/terms-of-service', visitor: 'guest' },
  { name: 'refund policy', path: '/refund-policy', visitor: 'guest' },
  // Menus, dialogs, optional fields and errors: what only shows after a click.
  { name: 'home on a phone', path: '/', visitor: 'guest', phone: true },
  { name: 'mobile menu open', path: '/', visitor: 'guest', phone: true, prepare: (page) => openWith(page, page.getByRole('button', { name: 'Open menu' }), page.getByRole('dialog', { name: 'Menu' })) },
  { name: 'store filters open on a phone', path: '/products', visitor: 'guest', phone: true, prepare: (page) => openWith(page, page.getByRole('button', { name: /^Filters/ }), page.getByRole('checkbox').first()) },
  { name: 'account menu open', path: '/', visitor: 'admin', prepare: (page) => openWith(page, page.getByRole('button', { name: `Account menu for ${ADMIN.email}` }), page.getByRole('menu')) },
  { name: 'sign in with errors', path: '/auth', visitor: 'guest', prepare: (page) => openWith(page, page.getByRole('button', { name: 'Sign In', exact: true }), page.locator('[aria-invalid="true"]').first()) },
  {
    name: 'checkout without the consent to immediate delivery',
    path: '/checkout',
    visitor: 'shopper',
    withCart: true,
    prepare: async (page) => {
      await page.getByLabel('First Name').fill('Thandi');
      await openWith(page, page.getByRole('button', { name: 'Place Order' }), page.getByText('Please agree to immediate delivery to place your order'));
    },
  },
  { name: 'checkout as a gift', path: '/checkout', visitor: 'shopper', withCart: true, prepare: (page) => openWith(page, page.getByRole('checkbox', { name: 'This is a gift' }), page.getByLabel(/recipient/i).first()) },
  {
    name: 'product, editing own review',
    path: `/product/${REVIEWED_SLUG}`,
    visitor: 'reviewer',
    prepare: (page) => openWith(page, page.getByRole('button', { name: 'Edit review' }), page.getByRole('form', { name: 'Edit your review' })),
  },
  { name: 'admin product edit dialog', path: '/admin/products', visitor: 'admin', prepare: (page) => openWith(page, page.getByRole('main').getByRole('button', { name: /^Edit / }).first(), page.getByRole('dialog')) },
  { name: 'admin add keys dialog', path: '/admin/products', visitor: 'admin', prepare: (page) => openWith(page, page.getByRole('main').getByRole('button', { name: /^Add keys to / }).first(), page.getByRole('dialog')) },
  { name: 'contact, live chat open', path: '/contact', visitor: 'guest', prepare: (page) => openWith(page, page.getByRole('main').getByRole('button', { name: 'Live Chat' }).first(), page.getByRole('dialog', { name: 'Live Chat' })) },
  { name: 'live chat, a guest starting', path: '/', visitor: 'guest', prepare: (page) => openWith(page, page.getByRole('button', { name: 'Live Chat' }), page.getByRole('dialog', { name: 'Live Chat' }).getByLabel('Your name')) },
  { name: 'live chat with messages, on a phone', path: '/', visitor: 'shopper', phone: true, prepare: chatWithAMessage },
  { name: 'admin live chat inbox', path: '/admin/chat', visitor: 'admin', prepare: (page) => expect(page.getByText('You are online')).toBeVisible() },
  { name: 'admin live chat conversation', path: '/admin/chat', visitor: 'admin', prepare: openAdminsOwnConversation },
];

/** Opens the Live Chat panel and sends a message, starting the chat when there is none yet. */
async function chatWithAMessage(page: Page) {
  await openWith(page, page.getByRole('button', { name: 'Live Chat' }), page.getByRole('dialog', { name: 'Live Chat' }).getByLabel('Your message'));
  const panel = page.getByRole('dialog', { name: 'Live Chat' });
  await panel.getByLabel('Your message').fill('Hello from the accessibility check');
  await panel.getByRole('button', { name: /^(Start chat|Send)$/ }).click();
  await expect(panel.getByRole('log', { name: 'Messages' }).getByText('Hello from the accessibility check').first()).toBeVisible();
}

/** The admin writes in their own chat, then opens that conversation in the inbox. */
async function openAdminsOwnConversation(page: Page) {
  const origin = new URL(page.url()).origin;
  const started = await page.request.post('/api/chat/conversation', { data: {}, headers: { origin } });
  const { conversation } = (await started.json()) as { conversation: { id: string } };
  expect((await page.request.post('/api/chat/conversation/messages', { data: { body: 'Hello from the accessibility check' }, headers: { origin } })).status()).toBe(201);
  await open(page, `${origin}/admin/chat?conversation=${conversation.id}`);
  await expect(page.getByRole('log', { name: 'Messages' }).getByText('Hello from the accessibility check').first()).toBeVisible();
}

/** Waits until the dashboard shows the named tab as the current one. */
function dashboardTabShown(name: string) {
  return (page: Page) => expect(page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
}

/** Presses a control and waits for what it shows. */
async function openWith(page: Page, control: Locator, shown: Locator) {
  await control.click();
  await expect(shown).toBeVisible();
}

/** Opens the first question of the FAQ accordion unless one is open already. */
/** Types in the header's search (opened from its button on a phone) and chooses the first suggestion. */
async function openSuggestions(page: Page) {
  const openButton = page.getByRole('button', { name: 'Search games' });
  if (await openButton.isVisible()) await openButton.click();
  await page.getByRole('banner').getByRole('combobox', { name: 'Search games' }).fill('witchr');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
}

async function openFirstFaqItem(page: Page) {
  const questions = page.getByRole('main').locator('button[aria-expanded]');
  await expect(questions.first()).toBeVisible();
  if ((await page.getByRole('main').locator('button[aria-expanded="true"]').count()) === 0) await questions.first().click();
  await expect(page.getByRole('main').locator('button[aria-expanded="true"]')).toHaveCount(1);
}

/**
 * The shopper of these tests, the same for the whole database: a failed test starts a new worker,
 * which runs the setup again and must find the same account and order rather than buy once more.
 */
const SHOPPER = { email: 'a11y-shopper@keyshop.local', password: PASSWORD };
/** A shopper who received the reviewed game and reviewed it, likewise the same for the whole database. */
const REVIEWER = { email: 'a11y-reviewer@keyshop.local', password: PASSWORD };

interface CartProductJson {
  id: string;
  name: string;
  slug: string;
  priceCents: number;
  image: string | null;
  platform: string;
}

/** What the whole run shares: a game for the cart, and an order of the shopper's. */
const run = { product: null as CartProductJson | null, orderNumber: '' };

/**
 * A context in the given theme, saved as the theme toggle saves it so that the head script applies it
 * before the first paint, with motion reduced (nothing is mid-transition when colours are measured),
 * signed in as the visitor. Each context comes from an address of its own.
 */
async function newVisitorContext(browser: Browser, baseURL: string, visitor: Visitor, theme: Theme, withCart = false): Promise<BrowserContext> {
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'x-forwarded-for': `198.20.${randomInt(256)}.${randomInt(1, 255)}` },
    ...(visitor === 'guest' ? {} : { storageState: await signedInState(browser, baseURL, { admin: ADMIN, shopper: SHOPPER, reviewer: REVIEWER }[visitor], '198.20') }),
  });
  const cart = withCart && run.product ? JSON.stringify([{ product: cartProduct(run.product), quantity: 1 }]) : null;
  await context.addInitScript(
    ({ theme, cart }) => {
      localStorage.setItem('theme', theme);
      if (cart) localStorage.setItem('cart', cart);
    },
    { theme, cart },
  );
  return context;
}

function cartProduct(product: CartProductJson) {
  return { id: product.id, name: product.name, priceCents: product.priceCents, slug: product.slug, platform: product.platform, ...(product.image ? { image: product.image } : {}) };
}

/** Runs axe with the WCAG A/AA rules and answers the serious and critical violations, one readable line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.map((node) => {
        const summary = node.failureSummary?.split('\n').slice(1).join(' ').trim();
        return `    ${node.target.join(' ')}${summary ? `  (${summary})` : ''}`;
      });
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n${targets.join('\n')}`;
    });
}

test.beforeAll(async ({ browser, baseURL }) => {
  const origin = baseURL as string;
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `198.20.${randomInt(256)}.${randomInt(1, 255)}` } });
  // Made by this run, or by an earlier worker of it.
  await signInToSharedAccount(context.request, SHOPPER);
  const product = await context.request.get(`${origin}/api/products/${PRODUCT_SLUG}`);
  expect(product.status()).toBe(200);
  run.product = (await product.json()) as CartProductJson;

  // An order of the shopper's, left awaiting payment, for the order pages.
  const signIn = await context.request.post(`${origin}/api/auth/token?grant_type=password`, { data: SHOPPER, headers: { origin } });
  expect(signIn.status()).toBe(200);
  const orders = (await (await context.request.get(`${origin}/api/me/orders`)).json()) as { orderNumber: string }[];
  if (orders.length) {
    run.orderNumber = orders[0].orderNumber;
  } else {
    const checkout = await context.request.post(`${origin}/api/checkout`, {
      data: { items: [{ productId: run.product.id, quantity: 1 }], firstName: 'Thandi', lastName: 'Nkosi', deliveryConsent: true },
      headers: { origin, 'idempotency-key': `a11y-${Date.now()}-${randomInt(1_000_000)}` },
    });
    expect(checkout.status()).toBe(201);
    run.orderNumber = ((await checkout.json()) as { orderNumber: string }).orderNumber;
  }
  await context.close();
  await reviewOnce(browser, origin);
});

/** The reviewer buys the reviewed game (paid at the built-in gateway, delivered) and reviews it, unless an earlier worker did. */
async function reviewOnce(browser: Browser, origin: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `198.20.${randomInt(256)}.${randomInt(1, 255)}`, origin } });
  const { request } = context;
  await signInToSharedAccount(request, REVIEWER);
  const standing = (await (await request.get(`${origin}/api/products/${REVIEWED_SLUG}/reviews/mine`)).json()) as { canReview: boolean; review: unknown };
  if (!standing.review) {
    if (!standing.canReview) {
      const { id } = (await (await request.get(`${origin}/api/products/${REVIEWED_SLUG}`)).json()) as { id: string };
      const checkout = await request.post(`${origin}/api/checkout`, { data: { items: [{ productId: id, quantity: 1 }], firstName: 'Ayanda', lastName: 'Zulu', deliveryConsent: true } });
      expect(checkout.status()).toBe(201);
      const { orderNumber, payment } = (await checkout.json()) as { orderNumber: string; payment: { action: string; fields: [string, string][] } };
      const processed = await request.post(payment.action, { form: Object.fromEntries(payment.fields), maxRedirects: 0 });
      expect((await request.post(new URL(processed.headers().location as string, origin).href + '/complete', { maxRedirects: 0 })).status()).toBe(303);
      await expect.poll(async () => ((await (await request.get(`${origin}/api/orders/${orderNumber}`)).json()) as { status: string }).status, { timeout: 20_000 }).toBe('completed');
    }
    const review = await request.post(`${origin}/api/products/${REVIEWED_SLUG}/reviews`, { data: { stars: 4, text: 'Great campaigns, and the key worked at once.' } });
    // Written now, or by another worker of this run at the same moment.
    expect([201, 409]).toContain(review.status());
  }
  await context.close();
}

for (const theme of THEMES) {
  test.describe(`axe, WCAG 2.1 AA, ${theme} theme`, () => {
    for (const pageCase of pages) {
      test(`${pageCase.name} (${pageCase.visitor}) has no serious or critical violation`, async ({ browser, baseURL }) => {
        const context = await newVisitorContext(browser, baseURL as string, pageCase.visitor, theme, pageCase.withCart);
        const page = await context.newPage();
        if (pageCase.phone) await page.setViewportSize({ width: 390, height: 844 });
        const path = typeof pageCase.path === 'function' ? pageCase.path(run.orderNumber) : pageCase.path;
        const response = await open(page, path);
        expect(response?.status(), `status of ${path}`).toBe(pageCase.status ?? 200);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await pageCase.prepare?.(page);

        const violations = await seriousViolations(page);
        expect(violations, `axe on ${path} in the ${theme} theme:\n${violations.join('\n')}`).toEqual([]);
        await context.close();
      });
    }
  });
}

test.describe('keyboard', () => {
  test('the first Tab reaches the skip link, and Enter moves the focus to the main content', async ({ page }) => {
    await open(page, '/products');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    // The next Tab goes on from the main content, past the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
  });

  test('every focusable control shows a focus ring in both themes', async ({ browser, baseURL }) => {
    for (const theme of THEMES) {
      const context = await newVisitorContext(browser, baseURL as string, 'guest', theme);
      const page = await context.newPage();
      await open(page, '/');
      // The first controls of the page, from the skip link through the header into the hero.
      for (let step = 0; step < 10; step++) {
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          const style = getComputedStyle(element);
          // The shared outline, or a ring (box-shadow) that a component draws instead.
          const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
          return { element: element.outerHTML.slice(0, 80), outline: outline || style.boxShadow !== 'none', matches: element.matches(':focus-visible') };
        });
        expect(ring.matches, `${theme}: ${ring.element} is :focus-visible`).toBe(true);
        expect(ring.outline, `${theme}: ${ring.element} has a visible outline`).toBe(true);
      }
      await context.close();
    }
  });

  test('the account menu opens with Enter, moves with the arrows, keeps the focus, and Escape closes it back to its button', async ({ browser, baseURL }) => {
    const context = await newVisitorContext(browser, baseURL as string, 'admin', 'dark');
    const page = await context.newPage();
    await open(page, '/');
    const trigger = page.getByRole('button', { name: `Account menu for ${ADMIN.email}` });
    // The Radix menu has replaced the placeholder button.
    await expect(trigger).toHaveAttribute('data-state', 'closed');
    await trigger.focus();
    await page.keyboard.press('Enter');

    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText(['Dashboard', 'Admin', 'Sign Out']);
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(2)).toBeFocused();
    // Tab does not leave an open menu.
    await page.keyboard.press('Tab');
    await expect(menu).toBeVisible();
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await context.close();
  });

  test('the mobile menu keeps the focus while open, and Escape closes it back to its button', async ({ browser, baseURL }) => {
    const context = await newVisitorContext(browser, baseURL as string, 'guest', 'light');
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Games' })).toBeVisible();
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((element) => element.contains(document.activeElement)), `focus stays in the menu after ${step + 1} Tabs`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // A window made wide enough for the header's own links closes the menu.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu).toBeHidden();
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' })).toBeVisible();
    await context.close();
  });

  test("a dialog keeps the focus while open, and Escape closes it back to the button that opened it", async ({ browser, baseURL }) => {
    const context = await newVisitorContext(browser, baseURL as string, 'admin', 'dark');
    const page = await context.newPage();
    await open(page, '/admin/products');
    const opener = page.getByRole('main').getByRole('button', { name: /^Edit / }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body);
      expect(inside, `focus stays in the dialog after ${step + 1} Tabs`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await context.close();
  });
});

test.describe('reduced motion', () => {
  test('a visitor who asks for less motion gets no transitions, animations nor smooth scrolling', async ({ browser, baseURL }) => {
    const context = await newVisitorContext(browser, baseURL as string, 'guest', 'dark');
    const page = await context.newPage();
    await open(page, '/products');
    const motion = await page.evaluate(() => {
      const seconds = (value: string) => Math.max(...value.split(',').map((part) => parseFloat(part) * (part.trim().endsWith('ms') ? 0.001 : 1)));
      const link = getComputedStyle(document.querySelector('header nav a') as Element);
      const probe = document.createElement('div');
      probe.className = 'animate-spin';
      document.body.append(probe);
      const spinner = getComputedStyle(probe);
      return { transition: seconds(link.transitionDuration), animation: seconds(spinner.animationDuration), scroll: getComputedStyle(document.documentElement).scrollBehavior };
    });
    expect(motion.transition).toBeLessThan(0.001);
    expect(motion.animation).toBeLessThan(0.001);
    expect(motion.scroll).toBe('auto');
    await context.close();
  });
});
