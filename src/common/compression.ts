import zlib from 'node:zlib';

/** The encodings the store answers in, best first. */
export const COMPRESSION_ENCODINGS = ['br', 'gzip'] as const;
export type CompressionEncoding = (typeof COMPRESSION_ENCODINGS)[number];

/** Brotli at a low level: nearly gzip's speed with smaller pages. */
export const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Bodies smaller than this go uncompressed, as the compression plugin's default threshold does. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** The best encoding of ours that an Accept-Encoding header allows (q=0 refuses one), or null. */
export function preferredEncoding(acceptEncoding: string | undefined): CompressionEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  return COMPRESSION_ENCODINGS.find((encoding) => accepted.has(encoding) || accepted.has('*')) ?? null;
}

export function compress(body: string | Buffer, encoding: CompressionEncoding): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI_OPTIONS) : zlib.gzipSync(body);
}
