/**
 * The production database's safety nets, through the Firestore Admin REST API with the operator's
 * own credentials (`gcloud auth print-access-token`); docs/deploying.md explains each.
 *
 *   npm run db:create -- --project <id>   creates (default) in REGION, PITR and delete protection on
 *   npm run db:protect -- --project <id>  turns both on, and adds the daily backup schedule
 *   npm run db:status -- --project <id>   reads them (changes nothing); exit 1 when one is off
 *
 * `npm run deploy` refuses a project without the database, so a deploy never creates it (which
 * firebase-tools would do, with both switched off).
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { REGION } from '../functions/src/deploy-target';

const API = 'https://firestore.googleapis.com/v1';
export const DATABASE = '(default)';
/** How long a daily backup is kept: two weeks, beyond PITR's seven days. */
export const BACKUP_RETENTION_DAYS = 14;

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  body?: Record<string, unknown>;
}

const databaseUrl = (project: string) =>
  `${API}/projects/${encodeURIComponent(project)}/databases/${encodeURIComponent(DATABASE)}`;

const PROTECTED = {
  pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_ENABLED',
  deleteProtectionState: 'DELETE_PROTECTION_ENABLED',
} as const;

export const getDatabaseRequest = (project: string): ApiRequest => ({
  method: 'GET',
  url: databaseUrl(project),
});

export const createDatabaseRequest = (project: string): ApiRequest => ({
  method: 'POST',
  url: `${API}/projects/${encodeURIComponent(project)}/databases?databaseId=${encodeURIComponent(DATABASE)}`,
  body: { locationId: REGION, type: 'FIRESTORE_NATIVE', databaseEdition: 'STANDARD', ...PROTECTED },
});

export const protectDatabaseRequest = (project: string): ApiRequest => ({
  method: 'PATCH',
  url: `${databaseUrl(project)}?updateMask=${Object.keys(PROTECTED).join(',')}`,
  body: { ...PROTECTED },
});

export const listBackupSchedulesRequest = (project: string): ApiRequest => ({
  method: 'GET',
  url: `${databaseUrl(project)}/backupSchedules`,
});

export const createBackupScheduleRequest = (project: string): ApiRequest => ({
  method: 'POST',
  url: `${databaseUrl(project)}/backupSchedules`,
  body: { retention: `${BACKUP_RETENTION_DAYS * 24 * 60 * 60}s`, dailyRecurrence: {} },
});

export interface Database {
  locationId?: string;
  pointInTimeRecoveryEnablement?: string;
  deleteProtectionState?: string;
  earliestVersionTime?: string;
}
export interface BackupSchedule {
  name?: string;
  retention?: string;
  dailyRecurrence?: object;
  weeklyRecurrence?: object;
}

const seconds = (duration: string | undefined) => Number(/^(\d+)s$/.exec(duration ?? '')?.[1] ?? 0);

/** The database's state, line by line, and what is missing. */
export function databaseStatus(
  database: Database,
  schedules: BackupSchedule[],
): { lines: string[]; problems: string[] } {
  const problems: string[] = [];
  const pitr = database.pointInTimeRecoveryEnablement === PROTECTED.pointInTimeRecoveryEnablement;
  const deletion = database.deleteProtectionState === PROTECTED.deleteProtectionState;
  const daily = schedules.find(
    (schedule) =>
      schedule.dailyRecurrence && seconds(schedule.retention) >= BACKUP_RETENTION_DAYS * 86400,
  );
  if (database.locationId !== REGION)
    problems.push(`the database is in ${database.locationId}, not ${REGION}`);
  if (!pitr) problems.push('point-in-time recovery is off');
  if (!deletion) problems.push('delete protection is off');
  if (!daily) problems.push(`no daily backup kept ${BACKUP_RETENTION_DAYS} days or more`);
  return {
    lines: [
      `location: ${database.locationId ?? 'unknown'}`,
      `point-in-time recovery: ${pitr ? `on (back to ${database.earliestVersionTime ?? '?'})` : 'off'}`,
      `delete protection: ${deletion ? 'on' : 'off'}`,
      `backup schedules: ${
        schedules.length === 0
          ? 'none'
          : schedules
              .map(
                (s) =>
                  `${s.dailyRecurrence ? 'daily' : 'weekly'}, kept ${seconds(s.retention) / 86400} days`,
              )
              .join('; ')
      }`,
    ],
    problems,
  };
}

/** The operator's access token, from gcloud (their own credentials; nothing is stored). */
function accessToken(): string {
  const gcloud = spawnSync('gcloud', ['auth', 'print-access-token'], { encoding: 'utf8' });
  if (gcloud.status !== 0) {
    throw new Error(
      `gcloud auth print-access-token failed (install the Google Cloud CLI and run gcloud auth login): ${gcloud.stderr ?? gcloud.error?.message}`,
    );
  }
  return gcloud.stdout.trim();
}

/** Sends `request` as the operator, billing `project` for the quota (user credentials need it). */
export async function send(
  request: ApiRequest,
  project: string,
  token = accessToken(),
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(request.url, {
    method: request.method,
    headers: {
      authorization: `Bearer ${token}`,
      'x-goog-user-project': project,
      ...(request.body ? { 'content-type': 'application/json' } : {}),
    },
    body: request.body ? JSON.stringify(request.body) : undefined,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

/** The database, or null when the project has none. */
export async function readDatabase(project: string): Promise<Database | null> {
  const answer = await send(getDatabaseRequest(project), project);
  if (answer.status === 404) return null;
  if (answer.status !== 200)
    throw new Error(`reading the database: ${JSON.stringify(answer.body)}`);
  return answer.body as Database;
}

async function schedulesOf(project: string): Promise<BackupSchedule[]> {
  const answer = await send(listBackupSchedulesRequest(project), project);
  if (answer.status !== 200)
    throw new Error(`reading the backup schedules: ${JSON.stringify(answer.body)}`);
  return (answer.body.backupSchedules as BackupSchedule[] | undefined) ?? [];
}

const NO_DATABASE = (project: string) =>
  `[db] ${project} has no ${DATABASE} database: create it with npm run db:create -- --project ${project}`;

async function main(argv: string[]): Promise<number> {
  const [action, ...rest] = argv;
  const at = rest.indexOf('--project');
  const project = at >= 0 ? rest[at + 1] : undefined;
  if (!project || !['create', 'protect', 'status'].includes(action ?? '')) {
    console.error('usage: npm run db:create | db:protect | db:status -- --project <project-id>');
    return 2;
  }
  if (action === 'create') {
    const answer = await send(createDatabaseRequest(project), project);
    console.log(
      `[db] create ${DATABASE} in ${REGION}: ${answer.status} ${JSON.stringify(answer.body)}`,
    );
    return answer.status === 200 ? 0 : 1;
  }
  const database = await readDatabase(project);
  if (!database) {
    console.error(NO_DATABASE(project));
    return 1;
  }
  let schedules = await schedulesOf(project);
  if (action === 'protect') {
    const patched = await send(protectDatabaseRequest(project), project);
    console.log(`[db] point-in-time recovery and delete protection: ${patched.status}`);
    if (patched.status !== 200) console.error(JSON.stringify(patched.body));
    if (!databaseStatus(database, schedules).problems.some((p) => p.startsWith('no daily'))) {
      console.log('[db] a daily backup schedule is there already');
    } else {
      const created = await send(createBackupScheduleRequest(project), project);
      console.log(`[db] daily backup kept ${BACKUP_RETENTION_DAYS} days: ${created.status}`);
      if (created.status !== 200) console.error(JSON.stringify(created.body));
    }
    schedules = await schedulesOf(project);
  }
  const status = databaseStatus((await readDatabase(project)) ?? database, schedules);
  for (const line of status.lines) console.log(`[db] ${line}`);
  for (const problem of status.problems) console.log(`[db] MISSING: ${problem}`);
  return status.problems.length === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(await main(process.argv.slice(2)));
}
