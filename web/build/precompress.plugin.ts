import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

/** Text the bff serves as files: worth compressing. Images (PNG) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, the encoding header costs about what compression saves (the bff's JSON threshold too). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `<file>.br` (Brotli, best quality) and `<file>.gz` (gzip, level 9) next to every compressible
 * file of the build, once, so that the bff serves them precompressed (`@fastify/static`'s
 * `preCompressed`) instead of compressing on every request. A variant that would not be smaller is
 * not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mc-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const file of await filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
        const source = await readFile(file);
        const variants: [string, Buffer][] = [
          [
            '.br',
            await brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
          ],
          ['.gz', await gzipped(source, { level: 9 })],
        ];
        for (const [extension, compressed] of variants)
          if (compressed.length < source.length) await writeFile(file + extension, compressed);
      }
    },
  };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}
