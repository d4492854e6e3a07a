import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { FIRST_PAINT_SCRIPT } from './contract/first-paint.ts';
import { APP_PRELOAD_ATTRIBUTE } from './contract/web-pages.ts';
import { reachable } from './scripts/lib/reachable.mjs';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3001';

/** Puts the first-paint script (theme, session hint) at the top of every page's <head>. */
const firstPaintScript = (): Plugin => ({
  name: 'datecraft-first-paint-script',
  transformIndexHtml: () => [{ tag: 'script', children: FIRST_PAINT_SCRIPT, injectTo: 'head-prepend' }],
});

/**
 * The boot script fetches the app itself (src/app/start-app.tsx) only once it runs; a page that starts
 * the app at once (every page but those prerendered to wait) is told of its files up front instead.
 */
const preloadApp = (): Plugin => ({
  name: 'datecraft-preload-app',
  apply: 'build',
  transformIndexHtml(_html, { bundle }) {
    const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
    const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/start-app.tsx'));
    if (!app) return [];
    const files = reachable(
      app.fileName,
      (fileName) => chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? [],
    );
    return [...files].map((file) => ({
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, [APP_PRELOAD_ATTRIBUTE]: true },
      injectTo: 'head',
    }));
  },
});

export default defineConfig({
  plugins: [firstPaintScript(), preloadApp(), react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: { '/v1': { target: apiTarget, changeOrigin: true } },
  },
  // The manifest tells the build which files a route's page needs (scripts/prerender.mjs); the build
  // removes it once read.
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
