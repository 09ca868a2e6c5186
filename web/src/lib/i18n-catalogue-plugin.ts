/**
 * Vite plugin: `import { messages } from '../locales/bn.json?lingui'` gives the catalogue with
 * every ICU message compiled at build time, so the browser never loads Lingui's message compiler
 * (about 7 KB gzip). Used by vite.config.ts for the build, the dev server and vitest alike.
 */
import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const QUERY = '?lingui';
// '\0' marks a virtual module; the '.js' tail keeps Vite's JSON plugin from parsing our output.
const PREFIX = '\0lingui-catalogue:';
const SUFFIX = '.js';

export function linguiCatalogues(): Plugin {
  return {
    name: 'meramot-lingui-catalogues',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, {
        skipSelf: true,
      });
      return resolved ? `${PREFIX}${resolved.id}${SUFFIX}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(catalogue).map(([key, message]) => [key, compileMessage(message)]),
      );
      // JSON.parse of a string literal: smaller and faster to start than an object literal.
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
