import { defineConfig } from 'vitest/config';

/** One project per suite; scripts/run-suites.ts runs them one at a time. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './domain',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      './web/vite.config.ts',
      {
        // What `npm run deploy:check` checks, each way it can fail; needs no emulator.
        test: {
          name: 'deploy',
          environment: 'node',
          include: ['tests/deploy/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        // Every relative link of README.md and docs/ resolves.
        test: {
          name: 'docs',
          environment: 'node',
          include: ['tests/docs/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          testTimeout: 20_000,
          // The emulator holds a transaction's locks for up to 60 s when the app throws inside it;
          // a seed that meets such a lock waits it out rather than failing the next case.
          hookTimeout: 90_000,
        },
      },
      {
        // Run by tests/rules/mutants.ts only, never by npm test.
        test: {
          name: 'mutants',
          environment: 'node',
          include: ['tests/rules/mutants.check.ts'],
          testTimeout: 300_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // A state a journey waits for may take seconds on a busy two-core machine: polls wait
          // up to 15 s for it (bounded), and never assert how long it took.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
