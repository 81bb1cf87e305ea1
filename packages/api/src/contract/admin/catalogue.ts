import { z } from 'zod';

/** Texts of an operator-made product in the app's three languages; English is required. */
export const catalogueTexts = z.object({
  name: z.object({
    en: z.string().trim().min(1).max(80),
    zh: z.string().trim().max(80).default(''),
    bd: z.string().trim().max(80).default(''),
  }),
  description: z
    .object({
      en: z.string().trim().max(2000).default(''),
      zh: z.string().trim().max(2000).default(''),
      bd: z.string().trim().max(2000).default(''),
    })
    .default({ en: '', zh: '', bd: '' }),
});
export type CatalogueTexts = z.infer<typeof catalogueTexts>;

/** Image addresses: site paths (`/images/…`) or https URLs. */
export const imageUrls = z
  .array(
    z
      .string()
      .trim()
      .max(500)
      .regex(/^(\/|https:\/\/)\S+$/),
  )
  .max(10)
  .default([]);

/** An amount an operator types in dollars ("12.50"); the server parses it to cents. */
export const operatorAmount = z.string().trim().max(20);
