/**
 * `npm run lock:functions`: writes functions/package-lock.json, the lockfile from which Cloud
 * Build installs the uploaded functions package (`npm ci --omit=dev`). npm keeps one lockfile
 * for the whole workspace, so this one is made in a scratch folder from functions/package.json
 * alone, against the registry. `npm run deploy:check` fails when it is missing or out of date.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../harness/emulators';

const FUNCTIONS = path.join(ROOT, 'functions');
const scratch = mkdtempSync(path.join(tmpdir(), 'meramot-functions-lock-'));
try {
  copyFileSync(path.join(FUNCTIONS, 'package.json'), path.join(scratch, 'package.json'));
  // Starting from the committed lockfile keeps every version that package.json still allows.
  if (existsSync(path.join(FUNCTIONS, 'package-lock.json'))) {
    copyFileSync(
      path.join(FUNCTIONS, 'package-lock.json'),
      path.join(scratch, 'package-lock.json'),
    );
  }
  const npm = spawnSync(
    'npm',
    ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
    { cwd: scratch, stdio: 'inherit' },
  );
  if (npm.status !== 0) process.exit(npm.status ?? 1);
  copyFileSync(path.join(scratch, 'package-lock.json'), path.join(FUNCTIONS, 'package-lock.json'));
  console.log('[lock:functions] wrote functions/package-lock.json');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
