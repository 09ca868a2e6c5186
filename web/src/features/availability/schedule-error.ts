import { RefusedError } from '../../lib/refused-error';

/** A schedule the domain refused (planScheduleEdit): its refusal names the problem. */
export class ScheduleError extends RefusedError {
  override name = 'ScheduleError';
}
