import { foreignSessionPage, payPage, refusedCheckoutPage } from './sandbox-pages.js';

describe('sandbox gateway pages', () => {
  it('escape what the payment says', () => {
    const page = payPage({ path: '/sandbox-gateway/pay/x', itemName: '<script>alert(1)</script>', amount: 'R 5.00', orderNumber: '"><b>', email: 'a@b.co' });
    expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(page).toContain('&#34;&#62;&#60;b&#62;');
    expect(page).not.toContain('<script>');
  });

  it('list every reason a form was refused, with the way back to the store', () => {
    const page = refusedCheckoutPage(['amount differs from what the store issued for this payment', '<i>'], 'http://localhost:3000/cart');
    expect(page).toContain('<li>amount differs from what the store issued for this payment</li><li>&#60;i&#62;</li>');
    expect(page).toContain('href="http://localhost:3000/cart"');
  });

  it('tell a browser without the payment’s secret that the payment is not its own, and nothing of the payment', () => {
    const page = foreignSessionPage();
    expect(page).toContain('This payment belongs to another browser');
    expect(page).not.toMatch(/<form|R \d/);
  });
});
