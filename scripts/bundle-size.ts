/**
 * `npm run size -w web`: the gzip size of the JavaScript the home route (/) loads before the
 * user can interact, measured on the emulator build (run `npm run build:emulator -w web` first):
 * the production build is the same code less the few lines that connect to the emulators, and it
 * needs a real project's configuration.
 *
 * What counts, read from Vite's build manifest (dist/.vite/manifest.json): the entry
 * (index.html's module script) with every chunk it imports statically, which index.html
 * preloads, and the lazy chunk of the home route with its own static imports. Other lazy routes
 * are not counted: the home route never loads them before interaction.
 *
 * Each file is gzipped on its own with zlib's default level (what a CDN typically serves);
 * 1 KB = 1000 bytes. The budget is issue 24's 215 KB (below the English home route's 216.7 KB
 * before the interface came in two languages, issue 15, which allowed 15 KB more); the script
 * exits 1 above it. The Bangla catalogue is a lazy chunk and does not count.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, WEB_BUILD_DIR } from '../harness/emulators';

/** What the home route loaded at commit b19a56b, English only, before issue 15. */
export const BASELINE_BYTES = 216_700;
export const BUDGET_BYTES = 215_000;
/** The module web/src/app/HomeRoute.tsx loads lazily for "/": the sections under the hero. */
const HOME_ROUTE_MODULE = 'src/app/HomeSectionsRoute.tsx';
const ENTRY = 'index.html';

const DIST = join(ROOT, WEB_BUILD_DIR);
const MANIFEST = join(DIST, '.vite', 'manifest.json');

/** One chunk of Vite's manifest, keyed by its source (or `_name-hash.js` for shared chunks). */
interface ManifestChunk {
  file: string;
  /** The chunk's name: its entry module's file name without the extension. */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The manifest keys of `root` and of every chunk it imports statically, each once. */
function staticClosure(manifest: Manifest, root: string): string[] {
  const seen = new Set<string>();
  const queue = [root];
  while (queue.length > 0) {
    const key = queue.shift() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    queue.push(...(manifest[key]?.imports ?? []));
  }
  return [...seen];
}

/**
 * The entry's lazy chunk for the home route: keyed by its module, or, when Rollup has merged
 * modules shared with the route's own lazy parts into it, by the chunk that bears its name.
 */
function homeRouteKey(manifest: Manifest): string | undefined {
  const lazy = manifest[ENTRY]?.dynamicImports ?? [];
  if (lazy.includes(HOME_ROUTE_MODULE)) return HOME_ROUTE_MODULE;
  const name = basename(HOME_ROUTE_MODULE, extname(HOME_ROUTE_MODULE));
  return lazy.find((key) => !manifest[key]?.src && manifest[key]?.name === name);
}

interface Measured {
  file: string;
  role: 'entry' | 'home route';
  raw: number;
  gzip: number;
}

function measure(file: string, role: Measured['role']): Measured {
  const code = readFileSync(join(DIST, file));
  return { file, role, raw: code.length, gzip: gzipSync(code).length };
}

function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

function main(): number {
  if (!existsSync(MANIFEST)) {
    console.error(`No build manifest at ${MANIFEST}: run \`npm run build:emulator -w web\` first.`);
    return 2;
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  if (!manifest[ENTRY]?.isEntry) {
    console.error(`The manifest has no entry ${ENTRY}.`);
    return 2;
  }
  const homeKey = homeRouteKey(manifest);
  if (!homeKey) {
    console.error(
      `The entry does not load ${HOME_ROUTE_MODULE} lazily: update HOME_ROUTE_MODULE in ` +
        'scripts/bundle-size.ts to the module routes.tsx loads for "/".',
    );
    return 2;
  }

  const entryKeys = staticClosure(manifest, ENTRY);
  const homeKeys = staticClosure(manifest, homeKey).filter((key) => !entryKeys.includes(key));
  const chunks = [
    ...entryKeys.map((key) => measure((manifest[key] as ManifestChunk).file, 'entry')),
    ...homeKeys.map((key) => measure((manifest[key] as ManifestChunk).file, 'home route')),
  ].sort((a, b) => b.gzip - a.gzip);

  console.log('JavaScript the home route loads before interaction (gzip, each file alone):\n');
  for (const chunk of chunks) {
    console.log(
      `  ${kb(chunk.gzip).padStart(9)} gzip  ${kb(chunk.raw).padStart(9)} raw  ${chunk.role.padEnd(10)}  ${chunk.file}`,
    );
  }
  const totalGzip = chunks.reduce((sum, c) => sum + c.gzip, 0);
  const totalRaw = chunks.reduce((sum, c) => sum + c.raw, 0);
  const verdict = totalGzip <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `\nTotal: ${kb(totalGzip)} gzip (${kb(totalRaw)} raw) in ${chunks.length} files; ` +
      `budget ${kb(BUDGET_BYTES)}: ${verdict}; ` +
      `${kb(BASELINE_BYTES - totalGzip)} under the English-only baseline of ${kb(BASELINE_BYTES)}.`,
  );
  return totalGzip <= BUDGET_BYTES ? 0 : 1;
}

process.exitCode = main();
