import { MAX_SCREENSHOT_BYTES } from '#contracts/claims.constants';
import { checkScreenshot, sniffImageType } from './screenshot.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

describe('screenshots', () => {
  it('know PNG, JPEG and WebP by their first bytes, and nothing else', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(WEBP)).toBe('image/webp');
    expect(sniffImageType(GIF)).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF1234WAVE'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });

  it('accept an image of the declared type', () => {
    const checked = checkScreenshot('image/webp', WEBP.toString('base64'));
    expect(checked).toEqual({ ok: true, bytes: WEBP, contentType: 'image/webp' });
  });

  it('refuse a type that does not match the file, and say what the file is', () => {
    expect(checkScreenshot('image/png', JPEG.toString('base64'))).toMatchObject({ ok: false, code: 'invalid_screenshot', message: expect.stringContaining('a JPEG image but was sent as image/png') });
    expect(checkScreenshot('image/png', GIF.toString('base64'))).toMatchObject({ ok: false, message: expect.stringContaining('this file is a GIF') });
    expect(checkScreenshot('image/png', Buffer.from('not an image at all').toString('base64'))).toMatchObject({ ok: false, message: expect.stringContaining('this file is text') });
  });

  it('refuse what is not base64, an empty file, and a file over 700 KB by its size', () => {
    expect(checkScreenshot('image/png', 'data:image/png;base64,AAAA')).toMatchObject({ ok: false, code: 'invalid_screenshot' });
    expect(checkScreenshot('image/png', '')).toMatchObject({ ok: false, message: 'The screenshot is empty.' });
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_SCREENSHOT_BYTES - PNG.length + 1)]);
    expect(checkScreenshot('image/png', big.toString('base64'))).toMatchObject({ ok: false, code: 'screenshot_too_large', message: expect.stringContaining('The screenshot is 701 KB: a screenshot can be at most 700 KB') });
    const largest = Buffer.concat([PNG, Buffer.alloc(MAX_SCREENSHOT_BYTES - PNG.length)]);
    expect(checkScreenshot('image/png', largest.toString('base64')).ok).toBe(true);
  });
});
