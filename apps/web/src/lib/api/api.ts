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
};
