import { fileURLToPath } from 'node:url';
import type { IncomingMessage } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { companyLogoManifest } from './build/company-logo-manifest.plugin.js';
import { precompress } from './build/precompress.plugin.js';

const backendOrigin = 'http://127.0.0.1:8080';
// Vite reads a key starting with ^ as a regular expression. The app's own chunks live under
// /static/js, /static/css and /static/media (spec §7); the rest of /static belongs to the bff.
const backendPaths = [
  '/auth',
  '/api',
  '/usermanagement',
  '/subscribe',
  '/create-checkout-session',
  '/strapi-newsletter',
  '^/static/(?!js/|css/|media/)',
  '/staticfiles',
];

// Some prefixes are also screens (/subscribe, /subscribe/payment): a browser navigation asking for
// HTML gets the app, every other request (fetch, images) goes to the bff.
function serveAppToPageNavigations(request: IncomingMessage): string | undefined {
  const isPageNavigation = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
  return isPageNavigation ? '/index.html' : undefined;
}

const backendProxy: ProxyOptions = {
  target: backendOrigin,
  changeOrigin: false,
  bypass: serveAppToPageNavigations,
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), companyLogoManifest(), precompress()],
  resolve: {
    // The shared ticker symbols, proto's browser-safe lists, answer shapes and days are plain code: bundle
    // them from source, so the web build does not depend on their dist having been built first.
    alias: {
      '@mc/proto/ticker-symbols': fileURLToPath(new URL('../proto/src/market/ticker-symbols.ts', import.meta.url)),
      '@mc/proto/gics-sectors': fileURLToPath(new URL('../proto/src/market/gics-sectors.ts', import.meta.url)),
      '@mc/proto/content-words': fileURLToPath(new URL('../proto/src/content/content-words.ts', import.meta.url)),
      '@mc/api/calendars': fileURLToPath(new URL('../api/src/calendars.ts', import.meta.url)),
      '@mc/api/watchlists': fileURLToPath(new URL('../api/src/watchlists.ts', import.meta.url)),
      '@mc/market-time': fileURLToPath(new URL('../market-time/src/index.ts', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(backendPaths.map((path) => [path, backendProxy])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The spec's layout: script chunks under /static/js, style chunks under /static/css.
    rolldownOptions: {
      output: {
        entryFileNames: 'static/js/[name].[hash].js',
        chunkFileNames: 'static/js/[name].[hash].chunk.js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'static/css/[name].[hash][extname]'
            : 'static/media/[name].[hash][extname]',
      },
    },
  },
});
