/**
 * Many requests, at most `width` in flight. The Functions emulator starts a worker process for
 * each request in flight beyond its idle ones, and many starting together on a busy machine time
 * out: so each sender joins once the one before it had its first answer (one new worker at a
 * time), then takes the next task whenever its own is answered.
 */
export async function inPool<T>(tasks: readonly (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const sender = async (joined: Promise<void>, answered: () => void) => {
    await joined;
    while (next < tasks.length) {
      const task = tasks[next];
      next += 1;
      if (task) results.push(await task());
      answered();
    }
    answered();
  };
  let joined = Promise.resolve();
  const senders = Array.from({ length: Math.min(width, tasks.length) }, () => {
    let answered: () => void = () => undefined;
    const first = new Promise<void>((resolve) => {
      answered = resolve;
    });
    const running = sender(joined, () => answered());
    joined = first;
    return running;
  });
  await Promise.all(senders);
  // In the order answered: what a test counts, not which request came when.
  return results;
}
