/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { linguiCatalogues } from './src/lib/i18n-catalogue-plugin';

function emulatorBuildDir(): string {
  const offset = Number(process.env.VITE_EMULATOR_PORT_OFFSET ?? 0);
  return offset === 0 ? 'dist' : `dist-offset-${offset}`;
}

export default defineConfig({
  plugins: [react(), linguiCatalogues()],
  server: {
    host: '127.0.0.1',
    // `npm run dev` talks to the emulators that `npm start` runs; /api goes to the function.
    proxy: {
      '/api': {
        target: 'http://127.0.0.1:5001/demo-meramot/us-central1',
        changeOrigin: true,
      },
    },
  },
  build: {
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each entry and lazy route loads, read by
    // scripts/bundle-size.ts (`npm run size`). Hosting ignores dot folders, so it is not served.
    manifest: true,
    // Each emulator port offset gets its own build (scripts/emulators.ts points hosting at it),
    // so a test run at one offset never swaps the app under `npm start` at another.
    outDir: emulatorBuildDir(),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Form tests type whole forms with user-event; on a busy two-core machine that can pass 5 s.
    testTimeout: 20_000,
  },
});
