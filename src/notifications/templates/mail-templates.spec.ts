import { activationText, keysText } from './key-lines.js';
import { renderTemplate } from '../mail-templates.js';
import { MULTI_LINE_FIELDS, type MailKeyLine, type MailOrder, type MailPayloads, type MailTemplate, type OutgoingMail } from '../mail.types.js';
import { safeHref } from './mail-layout.js';
import { formatZar } from '../../common/money.js';
import { loadConfig } from '../../config/load-config.js';
import { RECEIPT_NOTE } from './receipt-note.js';

/** Every mail of every kind, each text of its payload and keys given by `text(path)`, its links by `link(path)`. */
function everyMail(text: (path: string) => string, link: (path: string) => string): { mail: OutgoingMail; keys: MailKeyLine[] }[] {
  const order = (path: string): MailOrder => ({
    orderNumber: text(`${path}.orderNumber`),
    createdAt: text(`${path}.createdAt`),
    status: text(`${path}.status`),
    email: text(`${path}.email`),
    firstName: text(`${path}.firstName`),
    lastName: text(`${path}.lastName`),
    phone: text(`${path}.phone`),
    country: text(`${path}.country`),
    steamTradeUrl: link(`${path}.steamTradeUrl`),
    giftRecipientEmail: text(`${path}.giftRecipientEmail`),
    requiresVerification: true,
    customerVerified: false,
    items: (['steam_trade', 'physical', null] as const).map((manualStep, index) => ({
      name: text(`${path}.items.${index}.name`),
      platform: text(`${path}.items.${index}.platform`),
      quantity: 2,
      unitPriceCents: 1000,
      lineTotalCents: 2000,
      manualStep,
    })),
    subtotalCents: 6000,
    serviceFeeCents: 600,
    creditAppliedCents: 500,
    totalCents: 6100,
    totalZarCents: 12_345_678,
  });
  const keyRefs = [{ keyId: '00000000-0000-4000-8000-000000000001', productName: text('keys.0.productName'), platform: 'Steam' }];
  const keys: MailKeyLine[] = [
    { productName: text('keys.0.productName'), platform: text('keys.0.platform'), code: text('keys.0.code') },
    { productName: text('keys.1.productName'), platform: 'PS5', code: text('keys.1.code') },
  ];
  const claim = {
    orderNumber: text('claim.orderNumber'),
    productName: text('claim.productName'),
    platform: text('claim.platform'),
    maskedKey: text('claim.maskedKey'),
    orderUrl: link('claim.orderUrl'),
  };
  const mails: OutgoingMail[] = [
    { recipient: 'r', template: 'order_received', payload: { order: order('order'), orderUrl: link('orderUrl') } },
    { recipient: 'r', template: 'keys_delivered', payload: { order: order('order'), keys: keyRefs, orderUrl: link('orderUrl') } },
    { recipient: 'r', template: 'gift_delivered', payload: { order: order('order'), keys: keyRefs } },
    { recipient: 'r', template: 'gift_sent', payload: { order: order('order'), orderUrl: link('orderUrl') } },
    ...(['placed', 'paid', 'awaiting_stock', 'held_for_review'] as const).map(
      (event): OutgoingMail => ({ recipient: 'r', template: 'owner_order', payload: { event, order: order('order'), adminUrl: link('adminUrl'), reasons: [text('reasons.0'), text('reasons.1')] } }),
    ),
    { recipient: 'r', template: 'password_reset', payload: { resetUrl: link('resetUrl'), expiresAt: text('expiresAt') } },
    { recipient: 'r', template: 'sign_in_code', payload: { code: text('code'), signInUrl: link('signInUrl'), expiresAt: text('expiresAt') } },
    { recipient: 'r', template: 'sign_in_challenge', payload: { code: text('code'), expiresAt: text('expiresAt') } },
    ...(['sign_up', 'email_change'] as const).map(
      (purpose): OutgoingMail => ({ recipient: 'r', template: 'email_verification', payload: { purpose, verifyUrl: link('verifyUrl'), expiresAt: text('expiresAt') } }),
    ),
    { recipient: 'r', template: 'sign_up_attempt', payload: { signInUrl: link('signInUrl'), resetUrl: link('resetUrl') } },
    ...(['requested', 'changed'] as const).map(
      (stage): OutgoingMail => ({ recipient: 'r', template: 'email_change_notice', payload: { stage, newEmail: text('newEmail'), supportEmail: text('supportEmail') } }),
    ),
    {
      recipient: 'r',
      template: 'contact_message',
      payload: { name: text('name'), email: text('email'), subject: text('subject'), message: text('message'), receivedAt: '2026-01-01T10:00:00.000Z' },
    },
    ...(['awaiting_stock', 'held_for_review', 'cancelled', 'refunded_to_credit'] as const).map(
      (kind): OutgoingMail => ({ recipient: 'r', template: 'order_update', payload: { kind, order: order('order'), orderUrl: link('orderUrl'), creditCents: 1234 } }),
    ),
    {
      recipient: 'r',
      template: 'low_stock',
      payload: { productId: text('productId'), productName: text('productName'), platform: text('platform'), stock: 2, threshold: 5, currentStock: 1, alertedAt: text('alertedAt'), adminUrl: link('adminUrl') },
    },
    ...(['credit', 'gateway'] as const).map(
      (method): OutgoingMail => ({
        recipient: 'r',
        template: 'line_refunded',
        payload: { orderNumber: text('orderNumber'), firstName: text('firstName'), productName: text('productName'), platform: text('platform'), quantity: 1, amountCents: 999, method, reason: text('reason'), orderUrl: link('orderUrl') },
      }),
    ),
    {
      recipient: 'r',
      template: 'key_claim_received',
      payload: {
        claimId: text('claimId'),
        orderNumber: text('orderNumber'),
        customerName: text('customerName'),
        customerEmail: text('customerEmail'),
        productName: text('productName'),
        platform: text('platform'),
        maskedKey: text('maskedKey'),
        deliveredAt: '2026-01-01T10:00:00.000Z',
        revealed: true,
        message: text('message'),
        hasScreenshot: true,
        reportedAt: text('reportedAt'),
        adminUrl: link('adminUrl'),
      },
    },
    {
      recipient: 'r',
      template: 'new_sign_in',
      payload: { device: text('device'), signedInAt: '2026-01-01T10:00:00.000Z', settingsUrl: link('settingsUrl'), resetPasswordUrl: link('resetPasswordUrl') },
    },
    {
      recipient: 'r',
      template: 'back_in_stock',
      payload: { productName: text('productName'), platform: text('platform'), priceCents: 1999, productUrl: link('productUrl'), unsubscribeUrl: link('unsubscribeUrl'), oneClickUnsubscribeUrl: link('oneClickUnsubscribeUrl') },
    },
    {
      recipient: 'r',
      template: 'price_drop',
      payload: {
        productName: text('productName'),
        platform: text('platform'),
        oldPriceCents: 2999,
        priceCents: 1999,
        productUrl: link('productUrl'),
        settingsUrl: link('settingsUrl'),
        unsubscribeUrl: link('unsubscribeUrl'),
        oneClickUnsubscribeUrl: link('oneClickUnsubscribeUrl'),
      },
    },
    ...(['replaced', 'credited', 'rejected'] as const).map(
      (outcome): OutgoingMail => ({
        recipient: 'r',
        template: 'key_claim_resolved',
        payload: { outcome, firstName: text('firstName'), ...claim, keys: outcome === 'replaced' ? keyRefs : [], creditCents: 1500, reason: text('reason') },
      }),
    ),
  ];
  return mails.map((mail) => ({ mail, keys: (mail.payload as { keys?: unknown[] }).keys?.length ? keys : [] }));
}

const seller = loadConfig({ SELLER_NAME: 'Acme Games (Pty) Ltd', SELLER_REGISTRATION_NUMBER: '2020/123456/07' }).seller;
const render = ({ mail, keys }: { mail: OutgoingMail; keys: MailKeyLine[] }) =>
  renderTemplate(mail.template as MailTemplate, mail.payload as MailPayloads[MailTemplate], keys, seller);
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe('mail templates', () => {
  // Markup, both quotes, an ampersand and a line break in every text and link of every mail.
  const hostile = (path: string) => `<script>[${path}]</script>"'&\nnext`;
  const escapedOneLine = (path: string) => `&lt;script&gt;[${path}]&lt;/script&gt;&quot;&#x27;&amp; next`;
  const escapedLines = (path: string) => `&lt;script&gt;[${path}]&lt;/script&gt;&quot;&#x27;&amp;\nnext`;
  const paths = new Set<string>();
  const mails = everyMail(
    (path) => (paths.add(path), hostile(path)),
    (path) => (paths.add(path), `https://shop.test/${hostile(path)}`),
  );

  const variant = ({ mail }: { mail: OutgoingMail }) => {
    const { event, kind, method, outcome } = mail.payload as unknown as Record<string, string | undefined>;
    return [mail.template, event ?? kind ?? method ?? outcome ?? ''].join(' ').trim();
  };

  it.each(mails.map((mail) => [variant(mail), mail] as const))(
    'escape every value of %s in the HTML and keep single-line values on one line',
    (_name, mail) => {
      const { subject, html, text } = render(mail);
      const multiLine = new Set<string>(MULTI_LINE_FIELDS[mail.mail.template] ?? []);
      expect(html).not.toMatch(/<script|<\/script|"'&/i);
      expect(subject).not.toMatch(/[\r\n]/);
      let shown = 0;
      for (const path of paths) {
        const marker = `[${path}]`;
        const escaped = multiLine.has(path) ? escapedLines(path) : escapedOneLine(path);
        // Each time the value shows in the HTML, it shows whole and escaped, and on one line unless written as free text.
        expect({ path, times: count(html, escaped) }).toEqual({ path, times: count(html, marker) });
        if (multiLine.has(path)) expect(text).not.toContain(`[${path}]</script>"'& next`);
        else expect(text).not.toContain(`[${path}]</script>"'&\n`);
        if (count(text, marker) > 0) expect({ path, inHtml: count(html, marker) > 0 }).toEqual({ path, inHtml: true });
        shown += count(html, marker);
      }
      expect(shown).toBeGreaterThan(0);
    },
  );

  it('name the seller, its registration and the support address at the foot of every mail, in HTML and in text', () => {
    for (const mail of everyMail(() => 'text', () => 'https://shop.example.com/x')) {
      const { html } = render(mail);
      expect(html).toContain('Acme Games (Pty) Ltd');
      expect(html).toContain('Registration no. 2020/123456/07');
      expect(html).toContain('mailto:support@keyshop.local');
      expect(render(mail).text).toMatch(/\nAcme Games \(Pty\) Ltd, .* · Registration no\. 2020\/123456\/07 · .*support@keyshop\.local\n$/);
    }
  });

  it('keep the line breaks of free text a person wrote', () => {
    const { mail, keys } = mails.find(({ mail }) => mail.template === 'contact_message')!;
    const { html, text } = render({ mail, keys });
    expect(html).toContain(escapedLines('message'));
    expect(text).toContain(hostile('message'));
    expect(text).toContain(`<script>[name]</script>"'& next`);
  });

  it('show keys as text, never as markup', () => {
    const { html, text } = render(mails.find(({ mail }) => mail.template === 'keys_delivered')!);
    expect(html).toContain(escapedOneLine('keys.0.code'));
    expect(text).toContain(`<script>[keys.0.code]</script>"'& next`);
  });

  it('tell the buyer of a paid order where its receipt is, in both parts', () => {
    for (const template of ['keys_delivered', 'gift_sent']) {
      const { html, text } = render(mails.find(({ mail }) => mail.template === template)!);
      expect(html).toContain(RECEIPT_NOTE);
      expect(text).toContain(RECEIPT_NOTE);
    }
  });

  it('never link anything but http(s)', () => {
    expect(safeHref('javascript:alert(1)')).toBe('#');
    const { mail, keys } = everyMail((path) => path, () => 'javascript:alert(1)').find(({ mail }) => mail.template === 'owner_order')!;
    const { html } = render({ mail, keys });
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('href="#"');
  });

  it('name the activation platform of each key with its steps, and link Steam keys to Steam with the key filled in', () => {
    const keys = [
      { productName: 'Hades', platform: 'Steam', activationPlatform: 'Steam' as const, code: 'AB+CD EF' },
      { productName: 'Factorio', platform: 'PC', activationPlatform: null, code: 'ZZZZ-1111' },
    ];
    const text = keysText(keys) + '\n' + activationText(keys);
    expect(text).toContain('Hades (activates on Steam):');
    expect(text).toContain('Redeem on Steam: https://store.steampowered.com/account/registerkey?key=AB%2BCD%20EF');
    expect(text).toContain('How to activate on Steam:\n  1. Open the Steam app and sign in.');
    expect(text).toContain('Factorio (PC):');
    expect(text).toContain('How to activate your other keys:');
    expect(text).not.toContain('launcher named on the product page');
  });

  it('guess the activation platform of keys in mails written before products named it', () => {
    expect(keysText([{ productName: 'Halo', platform: 'Xbox', code: 'K' }])).toContain('Halo (activates on Microsoft Store):');
  });

  it('format money for people', () => {
    expect(formatZar(2255000)).toBe('R 22 550.00');
  });
});
