import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/** Each folder of web/src/features is one feature. */
const FEATURES = readdirSync(new URL('web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's layers (bulletproof-react): app/ composes features; a feature uses its own files,
 * components/ and lib/, never another feature or app/; components/ and lib/ use neither. Checked
 * on the resolved file, so `../x`, `../../features/x` and any alias count alike.
 */
const WEB_LAYER_ZONES = [
  ...FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'One feature never imports another: compose them in web/src/app.',
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Features never import web/src/app: app composes features, not the other way.',
  },
  {
    target: ['./web/src/components', './web/src/lib'],
    from: ['./web/src/features', './web/src/app'],
    message: 'components/ and lib/ are shared by every feature: they import no feature and no app.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/dist-offset-*',
      '**/dist-emulator',
      'functions/lib',
      '.tools',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Modules the import rules read to follow imports (no-cycle walks through them).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'tsconfig.json',
            'web/tsconfig.json',
            'functions/tsconfig.json',
            'domain/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Type-only imports are left out: they vanish from the emitted code.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: WEB_LAYER_ZONES }],
    },
  },
  {
    // No hard-coded text a person reads in JSX: children, the attributes below, and template
    // literals in them go through the catalogue (useI18n's t). Tests assert on what renders.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx', 'web/src/**/test-utils.tsx', 'web/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['alt', 'title', 'aria-label', 'placeholder', 'label', 'helperText'],
          },
          // Calls whose string arguments are ids, not text: catalogue keys and form field names.
          callees: { exclude: ['t', 'translate', 'fieldProps', 'field'] },
          'should-validate-template': true,
        },
      ],
    },
  },
  {
    // harness/ is what the suites and the commands share (emulators, seeding, tokens, the
    // browser, seed data); scripts/ holds commands only. A command never imports a test, a test
    // never imports a command: both import harness/. The deploy suite still reaches the modules of
    // the deploy check it tests (listed), until they leave scripts/.
    files: ['scripts/**/*.ts', 'tests/**/*.ts', 'harness/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            {
              target: ['./scripts', './harness'],
              from: './tests',
              message:
                'A command or the harness never imports a test: move what both need to harness/.',
            },
            {
              target: ['./tests', './harness'],
              from: './scripts',
              except: [
                './deploy-check.ts',
                './deploy.ts',
                './database-safety.ts',
                './index-coverage.ts',
                './query-catalogue.ts',
                './rules-limits.ts',
              ],
              message:
                'A test or the harness never imports a command: move what both need to harness/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*', 'react'] },
      ],
    },
  },
);
