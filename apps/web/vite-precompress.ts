import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text assets worth compressing (index.html is compressed by the server once its key is written in). */
const TEXT_FILE = /\.(js|mjs|css|svg|json|webmanifest|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the build, at the highest levels
 * (done once per build, so the server never compresses on the fly): @fastify/static's
 * `preCompressed` sends them to browsers that accept them (apps/server/src/app/static-apps.ts).
 * A copy is kept only where it is smaller than the original.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'cloudmine:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
          const full = path.join(outDir, file);
          if (!TEXT_FILE.test(file) || file.startsWith('.vite') || !fs.statSync(full).isFile()) continue;
          const raw = fs.readFileSync(full);
          if (raw.length < MIN_BYTES) continue;
          const brotli = zlib.brotliCompressSync(raw, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          });
          const gzip = zlib.gzipSync(raw, { level: 9 });
          if (brotli.length < raw.length) fs.writeFileSync(`${full}.br`, brotli);
          if (gzip.length < raw.length) fs.writeFileSync(`${full}.gz`, gzip);
        }
      },
    },
  };
}
