import { describe, expect, it } from '@jest/globals';
import { printableText } from './receipt-pdf.js';

describe('printableText', () => {
  it('keeps what the standard fonts print: Latin-1, € and typographic marks', () => {
    expect(printableText('Zoë Ndlovu – €12.50 · “Café”')).toBe('Zoë Ndlovu – €12.50 · “Café”');
  });

  it('drops an accent the fonts cannot print, and puts ? for the rest rather than garbage', () => {
    expect(printableText('Dvořák Łódź')).toBe('Dvorák ?ódz');
    expect(printableText('原神 Impact')).toBe('?? Impact');
    expect(printableText('tab\there')).toBe('tab?here');
  });
});
