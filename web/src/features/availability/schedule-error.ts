/** A schedule the domain refused (planScheduleEdit): the message names the problem. */
export class ScheduleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScheduleError';
  }
}
