import http from 'node:http';
import https from 'node:https';
import type { FileTransport } from '@cloudmine/api';

/**
 * The wrapper's `upload` and `download` over real HTTP(S), as a browser sends them: FormData becomes
 * a multipart body with its boundary; `ca` trusts the proxy's self-signed certificate.
 */
export function nodeFileTransport(ca?: Buffer): FileTransport {
  return async (request) => {
    const headers: Record<string, string> = { ...request.headers };
    let body: Buffer | undefined;
    if (request.body) {
      const encoded = new Request('http://encode.invalid/', { method: 'POST', body: request.body });
      body = Buffer.from(await encoded.arrayBuffer());
      headers['content-type'] = encoded.headers.get('content-type') ?? '';
      headers['content-length'] = String(body.length);
    }
    const url = new URL(request.url);
    const send = url.protocol === 'https:' ? https.request : http.request;
    return new Promise((resolve, reject) => {
      const outgoing = send(
        url,
        { method: request.method, headers, timeout: request.timeoutMs, ...(ca ? { ca } : {}) },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              contentType: String(response.headers['content-type'] ?? ''),
              bytes: new Uint8Array(Buffer.concat(chunks)),
            }),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('request timed out')));
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}
