/**
 * The baseline's build: `npx vite build --config bench/baseline/vite.config.ts --outDir <dir>` (bench/lighthouse.ts
 * does it). Not part of the app: excluded from its tsc, ESLint and Vitest.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html}'], rollupFormat: 'es' },
      devOptions: { enabled: false },
    }),
  ],
  build: { emptyOutDir: true },
});
