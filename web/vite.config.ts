/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { defineConfig, loadEnv } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { REGION } from '../functions/src/deploy-target';
import { linguiCatalogues } from './src/lib/i18n-catalogue-plugin';

/** The web configuration of a real Firebase project: the keys web/.env.example documents. */
export function firebaseConfigKeys(): string[] {
  const example = readFileSync(new URL('.env.example', import.meta.url), 'utf8');
  return [...example.matchAll(/^(VITE_\w+)=/gm)].map((match) => match[1] as string);
}

/**
 * `vite build` is the production build: it stops, naming what is wrong, unless a real project is
 * configured, so a deploy can never ship the demo project or the emulator hosts. The emulator
 * build (`--mode emulator`, web/.env.emulator) is the only one that talks to the emulators.
 */
function requireProductionConfig(mode: string): Plugin {
  return {
    name: 'meramot-require-production-config',
    apply: 'build',
    configResolved() {
      if (mode !== 'production') return;
      const env = { ...loadEnv(mode, import.meta.dirname), ...process.env };
      const missing = firebaseConfigKeys().filter((key) => !env[key]?.trim());
      const problems = [
        ...(missing.length > 0 ? [`missing ${missing.join(', ')}`] : []),
        ...(env.VITE_FIREBASE_PROJECT_ID?.startsWith('demo-')
          ? [`VITE_FIREBASE_PROJECT_ID is a demo project (${env.VITE_FIREBASE_PROJECT_ID})`]
          : []),
        ...(env.VITE_USE_EMULATORS ? ['VITE_USE_EMULATORS is set'] : []),
      ];
      if (problems.length > 0) {
        throw new Error(
          `The production build needs a real Firebase project: ${problems.join('; ')}. ` +
            'Copy web/.env.example to web/.env.production.local and fill it in ' +
            '(docs/deploying.md), or build for the emulators with ' +
            '`npm run build:emulator`.',
        );
      }
    },
  };
}

/** Each emulator port offset gets its own build, so a test run never swaps another's app. */
function outDirOf(mode: string): string {
  if (mode !== 'emulator') return 'dist';
  const offset = Number(process.env.VITE_EMULATOR_PORT_OFFSET ?? 0);
  return offset === 0 ? 'dist-emulator' : `dist-offset-${offset}`;
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), linguiCatalogues(), requireProductionConfig(mode)],
  server: {
    host: '127.0.0.1',
    // `npm run dev` talks to the emulators that `npm start` runs; /api goes to the function.
    proxy: {
      '/api': {
        target: `http://127.0.0.1:5001/demo-meramot/${REGION}`,
        changeOrigin: true,
      },
    },
  },
  build: {
    // Hosting never deploys source maps (firebase.json ignores them), and the emulator build has
    // none: a request for one answers 404 everywhere.
    sourcemap: mode !== 'emulator',
    outDir: outDirOf(mode),
  },
  test: {
    name: 'web',
    // jsdom, with Node's AbortSignal (src/test/jsdom-environment.ts).
    environment: './src/test/jsdom-environment.ts',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Component tests run against the demo project's configuration, as the emulator build does.
    env: loadEnv('emulator', import.meta.dirname, 'VITE_'),
    restoreMocks: true,
    // Form tests type whole forms with user-event; on a busy two-core machine that can pass 5 s.
    testTimeout: 20_000,
  },
}));
