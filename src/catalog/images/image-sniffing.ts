import type { IMAGE_TYPES } from '#contracts/catalog.constants';

export type ImageType = (typeof IMAGE_TYPES)[number];

/**
 * The image type the bytes themselves say, from their signature; null for anything else. What an
 * upload's header claims is never believed: a script named `cover.jpg` is no JPEG.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
