import { formatDecimal, formatEur, formatZar, parseDecimal, roundHalfUp, serviceFeeCents, toZarCents } from './money.js';

describe('money', () => {
  it('rounds half up to the cent', () => {
    expect(roundHalfUp(100.5)).toBe(101);
    expect(roundHalfUp(100.49)).toBe(100);
    expect(roundHalfUp(1.005 * 100)).toBe(101);
  });

  it('charges a 10% service fee, half up', () => {
    expect(serviceFeeCents(5999)).toBe(600); // 599.9 cents
    expect(serviceFeeCents(1005)).toBe(101); // 100.5 cents
    expect(serviceFeeCents(1004)).toBe(100);
    expect(serviceFeeCents(0)).toBe(0);
  });

  it('converts euros to rand at 20.5, to the cent', () => {
    expect(toZarCents(6599, 20.5)).toBe(135280); // €65.99 → R1352.795 → R1352.80
    expect(toZarCents(100, 20.5)).toBe(2050);
  });

  it('shows euros with a comma between thousands, as the pages and mails print them', () => {
    expect([1999, 0, 5, 123456, 10_000_000, -250].map(formatEur)).toEqual(['€19.99', '€0.00', '€0.05', '€1,234.56', '€100,000.00', '-€2.50']);
  });

  it('shows rand with a space between thousands', () => {
    expect([135280, 5, 99999, 123456789, 2255000, -500].map(formatZar)).toEqual(['R 1 352.80', 'R 0.05', 'R 999.99', 'R 1 234 567.89', 'R 22 550.00', '-R 5.00']);
  });

  it('formats and parses two-place decimals', () => {
    expect(formatDecimal(135280)).toBe('1352.80');
    expect(formatDecimal(5)).toBe('0.05');
    expect(formatDecimal(-230)).toBe('-2.30');
    expect(parseDecimal('1352.80')).toBe(135280);
    expect(parseDecimal('-2.3')).toBe(-230);
    expect(parseDecimal('12')).toBe(1200);
    expect(parseDecimal('1e3')).toBeNull();
    expect(parseDecimal('1.234')).toBeNull();
  });
});
