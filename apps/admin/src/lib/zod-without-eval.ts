import { config } from 'zod';

/**
 * The console runs under a Content Security Policy without 'unsafe-eval' (docs/operations.md). Zod
 * 4 compiles object parsers with `new Function` and probes for it when a schema is created (the
 * caught probe is still reported as a violation); jitless parsing needs neither. Imported first by
 * main.tsx, before any schema of the contract is created.
 */
config({ jitless: true });
