import { AppError } from '../../platform/errors.js';

const AVATAR_MAX_BYTES = 256 * 1024;

const SIGNATURES: Array<{ mime: string; matches: (bytes: Buffer) => boolean }> = [
  {
    mime: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/webp',
    matches: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
];

/**
 * Reads an avatar sent as a data URL. The type is decided by the file's own bytes, not by what the
 * client claims: anything but PNG, JPEG or WebP is `wrong_file_type`.
 */
export function readAvatar(dataUrl: string): { mime: string; bytes: Buffer } {
  const match = /^data:[a-z/+.-]*;base64,([A-Za-z0-9+/]+=*)$/.exec(dataUrl);
  if (!match?.[1]) throw new AppError('wrong_file_type');
  const bytes = Buffer.from(match[1], 'base64');
  if (bytes.length === 0 || bytes.length > AVATAR_MAX_BYTES) throw new AppError('update_failed');
  const signature = SIGNATURES.find((candidate) => candidate.matches(bytes));
  if (!signature) throw new AppError('wrong_file_type');
  return { mime: signature.mime, bytes };
}
