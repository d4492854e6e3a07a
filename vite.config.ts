import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { FontaineTransform } from 'fontaine';
import { defineConfig } from 'vite';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // A fallback face sized to the display font's metrics, so headings keep their lines when Fraunces
    // swaps in. Inter's variable file reads as a third wider than it renders, so it keeps plain fallbacks.
    FontaineTransform.vite({
      fallbacks: { Fraunces: ['Georgia', 'Times New Roman'] },
      skipFontFaceGeneration: (fallbackName) => fallbackName !== 'Fraunces fallback',
    }),
  ],
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
  build: { outDir: 'dist', sourcemap: true },
});
