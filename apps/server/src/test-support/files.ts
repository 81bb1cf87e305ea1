import { createFileClient, type FileClient, type FileTransport } from '@cloudmine/api';
import type { TestApp } from './test-app.js';

/** The wrapper's upload/download through `inject`: FormData becomes the bytes a browser would send. */
export function fileClient(t: TestApp, token: string | null): FileClient {
  const transport: FileTransport = async (request) => {
    let payload: Buffer | undefined;
    const headers = { ...request.headers };
    if (request.body) {
      const encoded = new Request('http://test.invalid/', { method: 'POST', body: request.body });
      payload = Buffer.from(await encoded.arrayBuffer());
      headers['content-type'] = encoded.headers.get('content-type') ?? '';
    }
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      headers,
      ...(payload ? { payload } : {}),
    });
    return {
      status: response.statusCode,
      contentType: String(response.headers['content-type'] ?? ''),
      bytes: new Uint8Array(response.rawPayload),
    };
  };
  return createFileClient({
    codec: t.codec,
    getToken: () => token,
    transport,
    now: () => t.clock.now().getTime(),
  });
}

/** A 1×1 PNG with a text chunk (metadata the server must drop). */
export function pngWithText(): Buffer {
  return Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489' +
      '0000001274455874436f6d6d656e74007365637265743a475053d7b744bb' +
      '0000000b49444154789c6360000200000500017a5eab3f0000000049454e44ae426082',
    'hex',
  );
}

/** A minimal JPEG skeleton with an EXIF (APP1) segment carrying a marker text. */
export function jpegWithExif(): Buffer {
  const app0 = Buffer.from('ffe000104a46494600010100000100010000', 'hex');
  const exifBody = Buffer.from('Exif\0\0GPS-SECRET', 'latin1');
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), u16(exifBody.length + 2), exifBody]);
  const sos = Buffer.from('ffda0008010100003f00', 'hex');
  const scan = Buffer.from([0x12, 0x34, 0x56, 0xff, 0xd9]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, app1, sos, scan]);
}

function u16(n: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
}
