import { createAesGcmCodec, createPlainCodec, type EnvelopeCodec } from '@cloudmine/api';
import { QueryClient } from '@tanstack/react-query';
import { readEnvelopeMeta } from '@/lib/api/envelope-meta';

/** The envelope codec of this page: the key the server wrote into index.html. */
export function pageCodec(): Promise<EnvelopeCodec> {
  const meta = readEnvelopeMeta();
  return meta.disabled ? Promise.resolve(createPlainCodec()) : createAesGcmCodec(meta.keyBase64);
}

export function createQueryClient(): QueryClient {
  // Refusals are shown once by the API wrapper; retrying a refused call only repeats the message.
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}
