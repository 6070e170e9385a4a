/**
 * Work a route leaves for after its answer, so that the answer's time cannot tell what that work
 * found (send-otp mails a known address only: docs/adr/0018). A task starts once the current
 * turn of the event loop is over; a failure is logged by reference, as any unexpected error,
 * since no client is left to answer. `settled()` waits for what was started (the dev mailbox,
 * a shutdown).
 */
import { randomUUID } from 'node:crypto';
import { errorLogLine } from '../http';

export interface AfterAnswer {
  /** Starts `task` after the answer; `label` names it in the log line of a failure. */
  run(label: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far, and those they started, has ended. */
  settled(): Promise<void>;
}

export function createAfterAnswer(log: (line: string) => void = console.error): AfterAnswer {
  const running = new Set<Promise<void>>();
  return {
    run(label, task) {
      const done = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log(errorLogLine(error, 'ensuite', label, randomUUID())))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
