/**
 * Image formats accepted from members, decided by the file's own bytes (never by its name or the
 * type the browser claims), and the metadata they carry stripped: EXIF holds the phone's GPS
 * position and serial numbers, which an identity photo must not leak to whoever later reads it.
 */
export type ImageMime = 'image/jpeg' | 'image/png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffImage(bytes: Buffer): ImageMime | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/**
 * JPEG without APP1–APP15 (EXIF, XMP, maker notes, ICC) and comment segments; APP0 (JFIF) and every
 * segment the decoder needs stay. Everything from the start of scan on is image data, copied as is.
 * Null when the segment structure is broken (not a JPEG we can vouch for).
 */
function stripJpeg(bytes: Buffer): Buffer | null {
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return null;
    const segment = bytes.subarray(at, at + 2 + length);
    if (marker === 0xda) {
      parts.push(bytes.subarray(at));
      return Buffer.concat(parts);
    }
    const metadata = (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;
    if (!metadata) parts.push(segment);
    at += 2 + length;
  }
  return null;
}

/** PNG chunks a picture needs; text, time, EXIF and every other ancillary chunk are dropped. */
const PNG_KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'sBIT', 'pHYs']);

function stripPng(bytes: Buffer): Buffer | null {
  const parts: Buffer[] = [PNG_SIGNATURE];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (PNG_KEPT.has(type)) parts.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') return Buffer.concat(parts);
  }
  return null;
}

/** The image's type and its bytes without metadata, or null for anything else. */
export function cleanImage(bytes: Buffer): { mime: ImageMime; bytes: Buffer } | null {
  const mime = sniffImage(bytes);
  if (mime === null) return null;
  const stripped = mime === 'image/png' ? stripPng(bytes) : stripJpeg(bytes);
  return stripped ? { mime, bytes: stripped } : null;
}
