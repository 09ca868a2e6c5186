/**
 * `npm run deploy -- --project <id>`: the deploy, with what a first deploy trips on handled
 * (docs/deploying.md): `deploy:check` first; a project without its database refused (firebase-tools
 * would create it with point-in-time recovery and delete protection off); the Artifact Registry cleanup policy set before the
 * functions deploy (firebase-tools otherwise asks, and fails under --non-interactive); `--force`
 * so a non-interactive deploy may change what it asks about; one retry when the Eventarc service
 * agent of a new project is not ready yet; and what to do when Cloud Build lacks rights.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REGION } from '../functions/src/deploy-target';
import { DATABASE, readDatabase } from './database-safety';
import { ROOT } from '../harness/emulators';

/** How long Artifact Registry keeps the functions' container images (the last deploy's stay). */
export const IMAGE_DAYS = 7;

/** Wait before the one retry: the Eventarc service agent gets its role within minutes. */
const EVENTARC_RETRY_WAIT_MS = 120_000;

const FIREBASE = path.join(ROOT, 'node_modules', '.bin', 'firebase');

/** The firebase-tools commands of a deploy to `project`, in order. */
export function deployCommands(project: string): string[][] {
  return [
    // Idempotent: firebase-tools says so and changes nothing when the policy is already there.
    [
      'functions:artifacts:setpolicy',
      '--location',
      REGION,
      '--days',
      String(IMAGE_DAYS),
      '--project',
      project,
      '--force',
      '--non-interactive',
    ],
    // --force answers the questions a non-interactive deploy would fail on: functions removed
    // from the source are deleted, and triggers newly retried are accepted.
    ['deploy', '--project', project, '--non-interactive', '--force'],
  ];
}

/** A first 2nd-gen trigger deploy racing the Eventarc service agent's permissions. */
export function isEventarcAgentRace(output: string): boolean {
  return /Eventarc Service Agent|service-\d+@gcp-sa-eventarc|Permission denied while using the Eventarc/i.test(
    output,
  );
}

/** What to do when Cloud Build's service account cannot build a function (null: another error). */
export function buildAccountHint(output: string, project: string): string | null {
  if (
    !/missing permission on the build service account|cloudbuild\.builds\.(create|builder)|Build failed.*permission/i.test(
      output,
    )
  ) {
    return null;
  }
  return [
    '[deploy] Cloud Build could not build the functions with its service account. New projects',
    '[deploy] build with the Compute Engine default service account, which may lack the role:',
    `[deploy]   PROJECT_NUMBER=$(gcloud projects describe ${project} --format='value(projectNumber)')`,
    `[deploy]   gcloud projects add-iam-policy-binding ${project} \\`,
    '[deploy]     --member="serviceAccount:${PROJECT_NUMBER}-compute@developer.gserviceaccount.com" \\',
    '[deploy]     --role=roles/cloudbuild.builds.builder',
    '[deploy] then run npm run deploy again.',
  ].join('\n');
}

/** Runs firebase-tools with `args`, echoing and keeping its output. */
function firebase(args: string[]): Promise<{ code: number; output: string }> {
  console.log(`[deploy] firebase ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(FIREBASE, args, { cwd: ROOT, stdio: ['inherit', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      output += chunk.toString();
      to.write(chunk);
    };
    child.stdout.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function main(argv: string[]): Promise<number> {
  const at = argv.indexOf('--project');
  const project = at >= 0 ? argv[at + 1] : undefined;
  if (!project || project.startsWith('demo-')) {
    console.error('usage: npm run deploy -- --project <project-id>  (not a demo- project)');
    return 2;
  }
  const check = spawnSync('npm', ['run', 'deploy:check'], { cwd: ROOT, stdio: 'inherit' });
  if (check.status !== 0) {
    console.error('[deploy] deploy:check failed: nothing was deployed');
    return 1;
  }
  if (!(await readDatabase(project))) {
    console.error(
      `[deploy] ${project} has no ${DATABASE} Firestore database, and a deploy would create it ` +
        `unprotected: run npm run db:create -- --project ${project} first`,
    );
    return 1;
  }
  const [setPolicy, deploy] = deployCommands(project) as [string[], string[]];
  const policy = await firebase(setPolicy);
  if (policy.code !== 0) return policy.code;
  let run = await firebase(deploy);
  if (run.code !== 0 && isEventarcAgentRace(run.output)) {
    console.log(
      `[deploy] the Eventarc service agent of a new project is not ready yet: retrying once in ${EVENTARC_RETRY_WAIT_MS / 1000} s`,
    );
    await new Promise((resolve) => setTimeout(resolve, EVENTARC_RETRY_WAIT_MS));
    run = await firebase(deploy);
  }
  const hint = run.code === 0 ? null : buildAccountHint(run.output, project);
  if (hint) console.error(hint);
  return run.code;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(await main(process.argv.slice(2)));
}
