import { MAX_SCREENSHOT_BYTES, type ScreenshotType } from '#contracts/claims.constants';

/** What a screenshot turned out to be, or why it was refused (a sentence for the customer). */
export type ScreenshotCheck = { ok: true; bytes: Buffer; contentType: ScreenshotType } | { ok: false; code: 'screenshot_too_large' | 'invalid_screenshot'; message: string };

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

const NAMES: Record<ScreenshotType, string> = { 'image/png': 'a PNG', 'image/jpeg': 'a JPEG', 'image/webp': 'a WebP' };

/** The image type the bytes really are, from their first bytes (magic numbers); null for anything else. */
export function sniffImageType(bytes: Buffer): ScreenshotType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** A few common kinds that are not accepted, to say what was sent. */
function describeOther(bytes: Buffer): string {
  const head = bytes.toString('latin1', 0, 12);
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'a GIF';
  if (head.startsWith('%PDF')) return 'a PDF';
  if (head.startsWith('BM')) return 'a BMP';
  if (bytes.length >= 12 && head.slice(4, 8) === 'ftyp') return 'a HEIC or video file';
  if (bytes.every((byte) => byte === 0x09 || byte === 0x0a || byte === 0x0d || (byte >= 0x20 && byte < 0x7f))) return 'text';
  return 'not an image we know';
}

/** The size in KB as people read it, rounded up so that a file just over the limit does not show as the limit. */
export function kilobytes(bytes: number): string {
  return `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * Decodes a screenshot sent as base64 and checks it: at most 700 KB, and really a PNG, JPEG or WebP
 * image (by its magic bytes) of the type it was declared as.
 */
export function checkScreenshot(declared: ScreenshotType, dataBase64: string): ScreenshotCheck {
  const data = dataBase64.replace(/\s+/g, '');
  if (!BASE64.test(data)) {
    return { ok: false, code: 'invalid_screenshot', message: 'The screenshot must be the image file in base64 (without a data: prefix).' };
  }
  const size = (data.length / 4) * 3 - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
  if (size === 0) return { ok: false, code: 'invalid_screenshot', message: 'The screenshot is empty.' };
  if (size > MAX_SCREENSHOT_BYTES) {
    return {
      ok: false,
      code: 'screenshot_too_large',
      message: `The screenshot is ${kilobytes(size)}: a screenshot can be at most ${kilobytes(MAX_SCREENSHOT_BYTES)}. Crop it, or save it as a JPEG or WebP.`,
    };
  }
  const bytes = Buffer.from(data, 'base64');
  const actual = sniffImageType(bytes);
  if (!actual) return { ok: false, code: 'invalid_screenshot', message: `The screenshot must be a PNG, JPEG or WebP image; this file is ${describeOther(bytes)}.` };
  if (actual !== declared) {
    return { ok: false, code: 'invalid_screenshot', message: `The screenshot is ${NAMES[actual]} image but was sent as ${declared}: the declared type must match the file.` };
  }
  return { ok: true, bytes, contentType: actual };
}
