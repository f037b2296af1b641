import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectMailInDevMailbox } from './dev-mailbox.js';
import { open } from './shop.js';

/** The support address the browser tests' server runs with (the configuration's default). */
const SUPPORT_EMAIL = 'support@keyshop.local';
const SUPPORT_HOURS = ['Mon-Fri 9:00-18:00 UTC', 'Sat 10:00-16:00 UTC', 'Sunday closed'];
const THANKS = 'Thank you for your message! We usually reply within 24 hours.';

const INFO_PAGES = [
  { path: '/about', title: 'About Us | Keyshop', heading: 'Games you want, the moment you want them' },
  { path: '/contact', title: 'Contact Us | Keyshop', heading: 'Contact Us' },
  { path: '/faq', title: 'Frequently Asked Questions | Keyshop', heading: 'Frequently Asked Questions' },
  { path: '/support', title: 'Support Center | Keyshop', heading: 'How can we help?' },
  { path: '/privacy-policy', title: 'Privacy Policy | Keyshop', heading: 'Privacy Policy' },
  { path: '/terms-of-service', title: 'Terms of Service | Keyshop', heading: 'Terms of Service' },
  { path: '/refund-policy', title: 'Refund Policy | Keyshop', heading: 'Refund Policy' },
];

let counter = 0;
/** An e-mail address no other test (nor an earlier run) has used. */
const uniqueEmail = () => `e2e-contact-${Date.now().toString(36)}-${process.pid}-${++counter}@keyshop.local`;

// Contact messages are limited per client address: each test comes from an address of its own, as
// the app trusts X-Forwarded-For from its proxy.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.${randomInt(256)}.${randomInt(1, 255)}` });
});

const heading = (page: Page, name: string, level = 2) => page.getByRole('heading', { name, exact: true, level });

test.describe('information pages', () => {
  test('each has its own head tags, is indexable and has one main heading', async ({ page, baseURL }) => {
    const descriptions = new Set<string | null>();
    const keywords = new Set<string | null>();
    for (const info of INFO_PAGES) {
      const response = await page.goto(info.path);
      expect(response?.status(), info.path).toBe(200);
      await expect(page).toHaveTitle(info.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{60,160}$/);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /^.{60,160}$/);
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /^[^,]+(, [^,]+)+$/);
      descriptions.add(await page.locator('meta[name="description"]').getAttribute('content'));
      keywords.add(await page.locator('meta[name="keywords"]').getAttribute('content'));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${info.path}`);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+\.png$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.heading);
    }
    expect(descriptions.size).toBe(INFO_PAGES.length);
    expect(keywords.size).toBe(INFO_PAGES.length);
  });

  test('the sitemap lists all seven', async ({ request, baseURL }) => {
    const response = await request.get('/sitemaps/pages.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    for (const { path } of INFO_PAGES) expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  });

  test('about tells the mission, why to choose the store and its story', async ({ page }) => {
    await page.goto('/about');
    await expect(heading(page, 'Our Mission')).toBeVisible();
    await expect(heading(page, 'Why Choose Us')).toBeVisible();
    for (const reason of ['Instant Delivery', 'Genuine Keys', 'Secure Payments', 'Fair Prices', 'Support That Answers']) {
      await expect(heading(page, reason, 3)).toBeVisible();
    }
    await expect(heading(page, 'Our Story')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse Games' })).toHaveAttribute('href', '/products');
  });

  test("the privacy policy has its sections, today's date and the support address", async ({ page }) => {
    await page.goto('/privacy-policy');
    const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());
    await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
    for (const section of ['Information We Collect', 'How We Use Your Information', 'Information Sharing', 'Data Security', 'Your Rights', 'Contact Us']) {
      await expect(heading(page, section)).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);

    // The table of contents leads to its section.
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Your Rights' }).click();
    await expect(page).toHaveURL(/#your-rights$/);
    await expect(heading(page, 'Your Rights')).toBeInViewport();
  });

  test('the terms of service say how keys are delivered, who may have an account and how payment works', async ({ page }) => {
    await page.goto('/terms-of-service');
    for (const section of ['Acceptance of Terms', 'Digital Products', 'User Accounts', 'Payment and Pricing', 'Prohibited Activities', 'Limitation of Liability', 'Changes to These Terms', 'Contact Us']) {
      await expect(heading(page, section)).toBeVisible();
    }
    const main = page.getByRole('main');
    await expect(main.getByText(/delivered by e-mail after payment confirmation/)).toBeVisible();
    await expect(main.getByText(/Regional restrictions\./)).toBeVisible();
    await expect(main.getByText('You must be at least 18 years old to create an account.')).toBeVisible();
    await expect(main.getByText(/Prices are shown in euro \(EUR\)\..*charged in South African rand \(ZAR\) through PayFast/)).toBeVisible();
    await expect(main.getByText(/limited to the amount you paid for that product/)).toBeVisible();
    await expect(main.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  });

  test('the refund policy refuses refunds after delivery and names its exceptions', async ({ page }) => {
    await page.goto('/refund-policy');
    const main = page.getByRole('main');
    await expect(main.getByRole('note')).toContainText('No refunds once keys are delivered');
    for (const section of ['Defective or Invalid Keys', 'Duplicate Purchases', 'Fraudulent Purchases', 'Chargebacks', 'Contact Us']) {
      await expect(heading(page, section)).toBeVisible();
    }
    await expect(main.getByText(/within 48 hours/)).toBeVisible();
    await expect(main.getByText(/a replacement key or store credit for the product, at our discretion/)).toBeVisible();
    await expect(main.getByText(/provided its keys have not been revealed/)).toBeVisible();
    await expect(main.getByText(/permanent suspension/)).toBeVisible();
    await expect(main.getByRole('link', { name: SUPPORT_EMAIL }).first()).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  });
});

test.describe('FAQ', () => {
  test('opens one answer at a time and closes the open one when its question is clicked again', async ({ page }) => {
    await open(page, '/faq');
    const question = (name: string) => page.getByRole('button', { name, exact: true });
    const questions = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button');
    await expect(questions).toHaveCount(8);
    for (const button of await questions.all()) await expect(button).toHaveAttribute('aria-expanded', 'false');

    const keys = question('How do I receive my game keys?');
    const keysAnswer = page.getByText(/we e-mail your keys to you and they appear with your order in your dashboard/);
    const refunds = question('Can I get a refund?');
    const refundsAnswer = page.getByText(/all sales are final once keys are delivered/);

    await keys.click();
    await expect(keys).toHaveAttribute('aria-expanded', 'true');
    await expect(keysAnswer).toBeVisible();

    await refunds.click();
    await expect(refunds).toHaveAttribute('aria-expanded', 'true');
    await expect(refundsAnswer).toBeVisible();
    await expect(keys).toHaveAttribute('aria-expanded', 'false');
    await expect(keysAnswer).toBeHidden();
    await expect(page.getByRole('link', { name: 'Read the refund policy' })).toHaveAttribute('href', '/refund-policy');

    await refunds.click();
    await expect(refunds).toHaveAttribute('aria-expanded', 'false');
    await expect(refundsAnswer).toBeHidden();
  });

  test('answers the eight questions with the store facts', async ({ page }) => {
    await open(page, '/faq');
    const answers: [string, RegExp][] = [
      ['How do I receive my game keys?', /As soon as your payment is confirmed, we e-mail your keys/],
      ['Are your game keys legitimate?', /authorised distributors/],
      ['What payment methods do you accept?', /PayFast.*major credit or debit card/],
      ['Can I get a refund?', /final once keys are delivered/],
      ['How long does delivery take?', /Physical items are shipped to the address you give at checkout and take 3-7 business days/],
      ["What if my key doesn't work?", /within 48 hours of delivery/],
      ['Do you offer customer support?', new RegExp(`By e-mail at any time.*${SUPPORT_EMAIL.replace(/\./g, '\\.')}.*Live chat: a person answers during our support hours`)],
      ['Can I buy games as gifts?', /tick 'This is a gift' and enter the recipient's e-mail address/],
    ];
    for (const [name, answer] of answers) {
      await page.getByRole('button', { name, exact: true }).click();
      await expect(page.getByRole('region', { name, exact: true })).toContainText(answer);
    }

    // Search engines read the same questions from the server's markup.
    const jsonLd = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}') as { '@type': string; mainEntity: { name: string }[] };
    expect(jsonLd['@type']).toBe('FAQPage');
    expect(jsonLd.mainEntity.map((question) => question.name)).toEqual(answers.map(([name]) => name));
  });

  test('an anchor in the address opens that answer', async ({ page }) => {
    await open(page, '/faq#gifts');
    await expect(page.getByRole('button', { name: 'Can I buy games as gifts?' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/tick 'This is a gift'/)).toBeVisible();
  });
});

test.describe('support', () => {
  test('has the four ways to get help and the four topics', async ({ page }) => {
    await open(page, '/support');
    const main = page.getByRole('main');
    for (const card of ['FAQ', 'Live Chat', 'Email Support', 'Documentation']) await expect(heading(page, card)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Browse FAQ' })).toHaveAttribute('href', '/faq');
    await expect(main.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contact');
    await expect(main.getByText('Send us a message any time. We reply within 24 hours.')).toBeVisible();

    for (const topic of ['Account Issues', 'Order Problems', 'Technical Support', 'General Questions']) await expect(heading(page, topic, 3)).toBeVisible();
    const topic = (name: string) => page.getByRole('region', { name, exact: true });
    await expect(topic('Account Issues').getByRole('link', { name: 'Reset a forgotten password' })).toHaveAttribute('href', '/auth/forgot-password');
    await expect(topic('Order Problems').getByRole('link', { name: 'Find the keys of an order' })).toHaveAttribute('href', '/dashboard?tab=orders');
    await expect(topic('Order Problems').getByRole('link', { name: 'Refunds and duplicate purchases' })).toHaveAttribute('href', '/refund-policy');
    await expect(topic('Technical Support').getByRole('link', { name: 'Redeem a key you got elsewhere' })).toHaveAttribute('href', '/redeem-key');
    await expect(topic('General Questions').getByRole('link', { name: 'Buying a game as a gift' })).toHaveAttribute('href', '/faq#gifts');
    for (const line of SUPPORT_HOURS) await expect(topic('Support Hours').getByText(line)).toBeVisible();
  });

  test('Documentation leads to the guides on the page', async ({ page }) => {
    await open(page, '/support');
    await page.getByRole('link', { name: 'Read the Guides' }).click();
    await expect(page).toHaveURL(/\/support#guides$/);
    await expect(heading(page, 'Guides')).toBeInViewport();
    await expect(heading(page, 'Activate a key on Steam', 3)).toBeVisible();
    await expect(page.getByText(/Activate a Product on Steam/).first()).toBeVisible();
  });

  test('Live Chat opens the chat with the team and says when a person answers', async ({ page }) => {
    await open(page, '/support');
    await page.getByRole('main').getByRole('button', { name: 'Live Chat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Live Chat' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/^(Someone from our team is online now and answers here\.|No one from our team is online right now\. We will answer by e-mail at the address you give, or here if you are still in the chat\.)$/)).toBeVisible();
    await expect(dialog.getByText(`A person answers live during our support hours (${SUPPORT_HOURS.join(', ')}); otherwise we reply by e-mail.`)).toBeVisible();
    await expect(dialog.getByLabel('Your name')).toBeVisible();
    await expect(dialog.getByLabel('Your e-mail address')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: 'Live Chat' })).toBeFocused();
  });
});

test.describe('contact', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });
  const sendButton = (page: Page) => form(page).getByRole('button', { name: /Send Message|Sending/ });

  test('shows the support address, the hours and Live Chat', async ({ page }) => {
    await open(page, '/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    for (const line of SUPPORT_HOURS) await expect(page.getByRole('region', { name: 'Support Hours' }).getByText(line)).toBeVisible();

    await main.getByRole('button', { name: 'Live Chat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Live Chat' });
    await expect(dialog.getByRole('button', { name: 'Start chat' })).toBeVisible();
  });

  test('checks the fields without sending, then sends the message to the team', async ({ page, browser }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posts.push(request.method());
    });
    await open(page, '/contact');

    await sendButton(page).click();
    await expect(form(page).getByText('Please enter your name')).toBeVisible();
    await expect(form(page).getByText('Please enter a valid e-mail address')).toBeVisible();
    await expect(form(page).getByText('Please enter a subject')).toBeVisible();
    await expect(form(page).getByText('Please write a message of at least 10 characters')).toBeVisible();
    await expect(form(page).getByLabel('Name')).toBeFocused();
    await expect(form(page).getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);

    const subject = `Key for order ${Date.now().toString(36)}`;
    await form(page).getByLabel('Name').fill('Thandi Mokoena');
    await expect(form(page).getByText('Please enter your name')).toHaveCount(0);
    await form(page).getByLabel('Email').fill(uniqueEmail());
    await form(page).getByLabel('Subject').fill(subject);
    await form(page).getByLabel('Message').fill('Hello, the key of my last order says it was already used. Could you check it?');
    const [response] = await Promise.all([page.waitForResponse((answer) => answer.url().endsWith('/api/contact')), sendButton(page).click()]);
    expect(response.status()).toBe(201);

    await expect(form(page).getByRole('status')).toHaveText(THANKS);
    await expect(page.getByRole('region', { name: /Notification/ }).getByText('Message sent', { exact: true })).toBeVisible();
    for (const field of ['Name', 'Email', 'Subject', 'Message']) await expect(form(page).getByLabel(field)).toHaveValue('');
    expect(posts).toEqual(['POST']);

    // The team's copy is in the development mailbox.
    await expectMailInDevMailbox(browser, `Contact form: ${subject}`);
  });

  test('says when to try again after too many messages from one sender', async ({ page }) => {
    await open(page, '/contact');
    const email = uniqueEmail();
    const send = async (n: number) => {
      await form(page).getByLabel('Name').fill('Thandi Mokoena');
      await form(page).getByLabel('Email').fill(email);
      await form(page).getByLabel('Subject').fill(`Question ${n}`);
      await form(page).getByLabel('Message').fill(`This is question number ${n} about my order.`);
      const [response] = await Promise.all([page.waitForResponse((answer) => answer.url().endsWith('/api/contact')), sendButton(page).click()]);
      return response.status();
    };
    // Three messages an hour from one sender e-mail are taken; the fourth is refused.
    for (const n of [1, 2, 3]) {
      expect(await send(n)).toBe(201);
      await expect(form(page).getByRole('status')).toHaveText(THANKS);
    }
    expect(await send(4)).toBe(429);
    await expect(form(page).getByRole('alert')).toHaveText(
      new RegExp(`^You have sent several messages in a short time\\. Please try again in (a minute|about \\d+ minutes|about an hour), or e-mail us at ${SUPPORT_EMAIL.replace(/\./g, '\\.')}\\.$`),
    );
    await expect(page.getByRole('region', { name: /Notification/ }).getByText('Message not sent', { exact: true })).toBeVisible();
    // What was typed stays, to send later or copy into an e-mail.
    await expect(form(page).getByLabel('Subject')).toHaveValue('Question 4');
  });
});

test.describe('who sells', () => {
  // The e2e app runs with the default seller identity.
  const SELLER = {
    name: 'Keyshop (Pty) Ltd (demo)',
    address: '1 Demo Street, Cape Town, 8001, South Africa (demo address)',
    registrationNumber: '0000/000000/07 (demo)',
    vatNumber: '4000000000 (demo)',
    supportEmail: SUPPORT_EMAIL,
  };

  test('the footer names the seller, its registration number and the support address', async ({ page }) => {
    await page.goto('/');
    const seller = page.getByRole('contentinfo').getByTestId('footer-seller');
    await expect(seller).toContainText(SELLER.name);
    await expect(seller).toContainText(SELLER.registrationNumber);
    await expect(seller.getByRole('link', { name: SELLER.supportEmail })).toHaveAttribute('href', `mailto:${SELLER.supportEmail}`);
  });

  for (const path of ['/terms-of-service', '/privacy-policy', '/about']) {
    test(`${path} says who we are, rendered on the server`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Who We Are', level: 2 })).toBeVisible();
      const details = page.getByRole('main').getByTestId('seller-details');
      for (const value of [SELLER.name, SELLER.address, SELLER.registrationNumber, SELLER.vatNumber, SELLER.supportEmail]) await expect(details).toContainText(value);
      await context.close();
    });
  }
});
