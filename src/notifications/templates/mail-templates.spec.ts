import type { MailOrder } from '../mail.types.js';
import { activationFor } from './activation.js';
import { keysDeliveredMail } from './keys-delivered.mail.js';
import { formatZar } from '../../common/money.js';
import { escapeHtml, safeHref } from './mail-layout.js';
import { ownerOrderMail } from './owner-order.mail.js';

const order: MailOrder = {
  orderNumber: 'KS-2026-001234',
  createdAt: '2026-01-01T00:00:00.000Z',
  status: 'completed',
  email: 'buyer@example.com',
  firstName: '<img src=x onerror=alert(1)>',
  lastName: null,
  phone: null,
  country: 'South Africa',
  steamTradeUrl: 'javascript:alert(1)',
  giftRecipientEmail: null,
  requiresVerification: true,
  customerVerified: false,
  items: [{ name: '<script>x</script>', platform: 'PS5', quantity: 1, unitPriceCents: 1000, lineTotalCents: 1000, manualStep: null }],
  subtotalCents: 1000,
  serviceFeeCents: 100,
  creditAppliedCents: 0,
  totalCents: 1100,
  totalZarCents: 2255000,
};

describe('mail templates', () => {
  it('escape every value written into the HTML', () => {
    const mail = keysDeliveredMail({ order, keys: [], orderUrl: 'http://localhost/o' }, [{ productName: '<b>x</b>', platform: 'PS5', code: 'AB<CD' }]);
    expect(mail.html).not.toMatch(/<script|<img|<b>x/);
    expect(mail.html).toContain('AB&#60;CD');
    expect(mail.text).toContain('AB<CD');
  });

  it('never link anything but http(s)', () => {
    expect(safeHref('javascript:alert(1)')).toBe('#');
    expect(ownerOrderMail({ event: 'paid', order, adminUrl: 'http://localhost/a' }).html).not.toContain('href="javascript');
  });

  it('pick activation steps by platform name', () => {
    expect(activationFor('PS5').platform).toBe('PlayStation');
    expect(activationFor('Nintendo Switch').platform).toBe('Nintendo');
    expect(activationFor('Xbox Series X').platform).toBe('Xbox');
    expect(activationFor('Steam').platform).toBe('Steam');
    expect(activationFor('PC').platform).toBe('PC');
  });

  it('format money for people', () => {
    expect(formatZar(2255000)).toBe('R 22 550.00');
    expect(escapeHtml(`"'&`)).toBe('&#34;&#39;&#38;');
  });
});
