/** A fresh key for one money action; the server answers a retry with the same key from its record. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
