import { describe, expect, it } from 'vitest';
import { jpegWithExif, pngWithText } from '../../test-support/files.js';
import { cleanImage, sniffImage } from './image-bytes.js';

describe('image bytes', () => {
  it('decides the type by the bytes, not the name', () => {
    expect(sniffImage(pngWithText())).toBe('image/png');
    expect(sniffImage(jpegWithExif())).toBe('image/jpeg');
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
  });

  it('drops PNG text chunks and keeps the picture', () => {
    const cleaned = cleanImage(pngWithText());
    expect(cleaned?.mime).toBe('image/png');
    const text = cleaned?.bytes.toString('latin1') ?? '';
    expect(text).not.toContain('GPS');
    expect(text).toContain('IHDR');
    expect(text).toContain('IDAT');
    expect(text.endsWith('IEND\xaeB`\x82')).toBe(true);
  });

  it('drops JPEG EXIF and keeps JFIF and the scan', () => {
    const original = jpegWithExif();
    const cleaned = cleanImage(original);
    expect(cleaned?.mime).toBe('image/jpeg');
    const bytes = cleaned?.bytes ?? Buffer.alloc(0);
    expect(bytes.toString('latin1')).not.toContain('GPS-SECRET');
    expect(bytes.toString('latin1')).toContain('JFIF');
    expect(bytes.subarray(-5)).toEqual(original.subarray(-5));
  });

  it('refuses a file whose structure is broken', () => {
    expect(cleanImage(pngWithText().subarray(0, 40))).toBeNull();
    expect(cleanImage(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]))).toBeNull();
  });
});
