/**
 * True when any string in a decoded payload (keys included) holds a NUL character. PostgreSQL text
 * cannot store NUL and refuses the whole statement, and no person types one, so such a payload is
 * refused as a parameter error before it reaches a handler, on both engines alike.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // JSON from the envelope is finite; the depth cap only keeps a hostile nesting from costing much.
  if (typeof value !== 'object' || value === null || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}
