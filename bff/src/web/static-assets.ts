import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite fingerprints the chunks under static/js, static/css and static/media: their content never changes. */
const FINGERPRINTED = /\/static\/(js|css|media)\//;
/** What the web build precompresses (web/build/precompress.plugin.ts): caches must key these by encoding. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

export const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/** Company logos and the other images: refreshed at most daily. */
export const CACHE_A_DAY = 'public, max-age=86400';

/** The Cache-Control of a file of the built web app. */
export function staticCacheControl(path: string): string {
  if (FINGERPRINTED.test(path)) return CACHE_FOREVER;
  if (path.endsWith('index.html')) return 'no-cache';
  return CACHE_A_DAY;
}

/**
 * The built web app's files. A file the build compressed is sent as its `.br` or `.gz` twin when
 * the browser accepts that encoding (with `Content-Encoding`, and `Vary: Accept-Encoding` on every
 * answer that could differ), so no request pays for compression.
 */
export async function registerStaticAssets(fastify: FastifyInstance, distDir: string): Promise<void> {
  await fastify.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    // Every screen path, `/` included, falls through to WebApp.sendIndex, which writes the page's head into
    // the shell; a path ending in a slash names a folder, never a file.
    index: false,
    allowedPath: (path) => !path.endsWith('/'),
    preCompressed: true,
    // Caching is decided in setHeaders alone.
    cacheControl: false,
    setHeaders: (response, path) => {
      const served = path.replace(/\.(br|gz)$/, '');
      response.setHeader('Cache-Control', staticCacheControl(served));
      if (COMPRESSIBLE.test(served)) response.setHeader('Vary', 'Accept-Encoding');
    },
  });
}
