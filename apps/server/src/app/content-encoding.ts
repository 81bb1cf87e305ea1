import zlib from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Our preference when the browser accepts both: brotli is about 15% smaller on our bundles. */
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip'];

/**
 * The encoding to answer an `Accept-Encoding` header with, or null for the plain bytes. An encoding
 * counts as accepted when it is named, or `*` is, with a quality above zero (RFC 9110 §12.5.3).
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    if (name) quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepted = (encoding: ContentEncoding) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0;
  return PREFERENCE.find(accepted) ?? null;
}

/** A text compressed once, at start, in every encoding we send, so no request compresses it again. */
export interface CompressedText {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function compressOnce(text: string): CompressedText {
  const plain = Buffer.from(text, 'utf8');
  return {
    plain,
    br: zlib.brotliCompressSync(plain, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }),
    gzip: zlib.gzipSync(plain, { level: 9 }),
  };
}
