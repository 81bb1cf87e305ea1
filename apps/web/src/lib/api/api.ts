import type { CallName, RequestOf, ResponseOf } from './endpoints';
import type { CallOptions, Requester } from './request';

let requester: Requester | null = null;

/** Called once at start-up (app/bootstrap.ts) with the wrapper built for this page. */
export function installRequester(instance: Requester): void {
  requester = instance;
}

/** The app's one way to call the server. */
export const api = {
  call<N extends CallName>(name: N, payload: RequestOf<N>, options?: CallOptions): Promise<ResponseOf<N>> {
    if (!requester) return Promise.reject(new Error('the API client is not installed yet'));
    return requester.call(name, payload, options);
  },
  upload<T>(path: string, fields: Record<string, string>, file: Blob, options?: CallOptions): Promise<T> {
    if (!requester) return Promise.reject(new Error('the API client is not installed yet'));
    return requester.upload<T>(path, fields, file, options);
  },
  download(path: string, options?: CallOptions): Promise<Blob> {
    if (!requester) return Promise.reject(new Error('the API client is not installed yet'));
    return requester.download(path, options);
  },
};
