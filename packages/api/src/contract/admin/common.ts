import { z } from 'zod';

/** Operator lists page with totals, sorted and filtered on the server. */
export const adminPageRequest = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(20),
});

export function adminPageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** Every operator action that changes something says why; the reason lands in the audit log. */
export const reason = z.string().trim().min(3).max(500);
