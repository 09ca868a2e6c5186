/**
 * The matrix's cases by top-level describe: tests/rules/matrix.test.ts runs them as tests, and
 * the mutation check (tests/rules/mutants.check.ts) runs them against each broken rules copy.
 */
import { appointmentCases } from './appointments.cases';
import { availabilityCases } from './availability.cases';
import { billCases } from './bills.cases';
import { bookingCases } from './bookings.cases';
import { formatCases } from './formats.cases';
import { dashboardListCases } from './lists.cases';
import { notificationCases } from './notifications.cases';
import { profileCases } from './profiles.cases';
import { rateLimitCases } from './rate-limits.cases';
import { reviewCases } from './reviews.cases';
import { screenCases } from './screens.cases';
import { serviceCases } from './services.cases';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { as, expectVerdict } from './support';
import type { Case } from './support';

/** Describe name → operation → cases, in the order the matrix runs them. */
export const MATRIX: [string, Record<string, Case[]>][] = [
  ['services', serviceCases],
  ['bookings', bookingCases],
  ['bills and the books', billCases],
  ['appointments', appointmentCases],
  ['users (profiles)', profileCases],
  ['reviews and ratings', reviewCases],
  ['notifications', notificationCases],
  ['dashboard lists', dashboardListCases],
  ['availability (schedules and their window counters)', availabilityCases],
  ['formats shared with the API (domain/src/formats.ts)', formatCases],
  ['rate counters (domain/src/rate-limits.ts)', rateLimitCases],
  ["screens, by the app's own data functions", screenCases],
];

/**
 * One case as the matrix runs it (on freshly seeded documents): throws when the rules' verdict,
 * or what an allowed operation returned or stored, is not the case's. `onVerdict` hears the
 * verdict before the check reads anything back.
 */
export async function runCase(
  env: RulesTestEnvironment,
  c: Case,
  onVerdict?: () => void,
): Promise<void> {
  const db = as(env, c.actor, c.token);
  const operation = c.run(db);
  await expectVerdict(c.allowed, operation);
  onVerdict?.();
  if (c.allowed && c.check) await c.check(await operation, db);
}
