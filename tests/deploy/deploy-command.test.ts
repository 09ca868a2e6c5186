/**
 * `npm run deploy` and the database's safety nets (`npm run db:*`): what they would send, built
 * offline (nothing here reaches Google Cloud), and how they read what comes back.
 */
import { describe, expect, it } from 'vitest';
import {
  BACKUP_RETENTION_DAYS,
  createBackupScheduleRequest,
  createDatabaseRequest,
  databaseStatus,
  getDatabaseRequest,
  listBackupSchedulesRequest,
  protectDatabaseRequest,
} from '../../scripts/database-safety';
import {
  IMAGE_DAYS,
  buildAccountHint,
  deployCommands,
  isEventarcAgentRace,
} from '../../scripts/deploy';

const DB = 'https://firestore.googleapis.com/v1/projects/meramot-prod/databases/(default)';

describe('npm run deploy', () => {
  it('sets the image cleanup policy in the region, then deploys without a question left', () => {
    expect(deployCommands('meramot-prod')).toEqual([
      [
        'functions:artifacts:setpolicy',
        '--location',
        'asia-south1',
        '--days',
        String(IMAGE_DAYS),
        '--project',
        'meramot-prod',
        '--force',
        '--non-interactive',
      ],
      ['deploy', '--project', 'meramot-prod', '--non-interactive', '--force'],
    ]);
  });

  it("retries only the Eventarc agent's race, and names the Cloud Build account's role", () => {
    expect(
      isEventarcAgentRace(
        'Error: Permission denied while using the Eventarc Service Agent. If you recently started to use Eventarc, it may take a few minutes before all necessary permissions are propagated to the Service Agent. Otherwise, verify that it has Eventarc Service Agent role.',
      ),
    ).toBe(true);
    expect(isEventarcAgentRace('Error: HTTP Error: 403, The caller does not have permission')).toBe(
      false,
    );
    const hint = buildAccountHint(
      'Build failed: Could not build the function due to a missing permission on the build service account.',
      'meramot-prod',
    );
    expect(hint).toContain('gcloud projects add-iam-policy-binding meramot-prod');
    expect(hint).toContain('--role=roles/cloudbuild.builds.builder');
    expect(buildAccountHint('Error: quota exceeded', 'meramot-prod')).toBeNull();
  });
});

describe('the database safety commands', () => {
  it('creates the database in asia-south1 with point-in-time recovery and delete protection', () => {
    expect(createDatabaseRequest('meramot-prod')).toEqual({
      method: 'POST',
      url: 'https://firestore.googleapis.com/v1/projects/meramot-prod/databases?databaseId=(default)',
      body: {
        locationId: 'asia-south1',
        type: 'FIRESTORE_NATIVE',
        databaseEdition: 'STANDARD',
        pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_ENABLED',
        deleteProtectionState: 'DELETE_PROTECTION_ENABLED',
      },
    });
  });

  it('turns both on by a masked patch and adds a daily backup kept two weeks', () => {
    expect(protectDatabaseRequest('meramot-prod')).toEqual({
      method: 'PATCH',
      url: `${DB}?updateMask=pointInTimeRecoveryEnablement,deleteProtectionState`,
      body: {
        pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_ENABLED',
        deleteProtectionState: 'DELETE_PROTECTION_ENABLED',
      },
    });
    expect(createBackupScheduleRequest('meramot-prod')).toEqual({
      method: 'POST',
      url: `${DB}/backupSchedules`,
      body: { retention: `${BACKUP_RETENTION_DAYS * 86400}s`, dailyRecurrence: {} },
    });
    expect(getDatabaseRequest('meramot-prod')).toEqual({ method: 'GET', url: DB });
    expect(listBackupSchedulesRequest('meramot-prod')).toEqual({
      method: 'GET',
      url: `${DB}/backupSchedules`,
    });
  });

  it('reports a protected database as such, and each net that is missing', () => {
    const protectedDb = databaseStatus(
      {
        locationId: 'asia-south1',
        pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_ENABLED',
        deleteProtectionState: 'DELETE_PROTECTION_ENABLED',
        earliestVersionTime: '2026-11-20T00:00:00Z',
      },
      [{ retention: '1209600s', dailyRecurrence: {} }],
    );
    expect(protectedDb.problems).toEqual([]);
    expect(protectedDb.lines).toEqual([
      'location: asia-south1',
      'point-in-time recovery: on (back to 2026-11-20T00:00:00Z)',
      'delete protection: on',
      'backup schedules: daily, kept 14 days',
    ]);
    // What firebase deploy creates when the database is missing.
    expect(
      databaseStatus(
        {
          locationId: 'nam5',
          pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_DISABLED',
          deleteProtectionState: 'DELETE_PROTECTION_DISABLED',
        },
        [{ retention: '86400s', dailyRecurrence: {} }],
      ).problems,
    ).toEqual([
      'the database is in nam5, not asia-south1',
      'point-in-time recovery is off',
      'delete protection is off',
      `no daily backup kept ${BACKUP_RETENTION_DAYS} days or more`,
    ]);
  });
});
