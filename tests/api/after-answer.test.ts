/**
 * The work routes leave for after their answer (server/services/after-answer.ts): never started
 * while the route is still answering, a failure logged by reference without its message, and
 * `settled()` waiting for all of it.
 */
import { describe, expect, it } from 'vitest';
import { createAfterAnswer } from '@/server/services/after-answer';

describe('work after the answer', () => {
  it('starts nothing before the route has returned', async () => {
    const afterAnswer = createAfterAnswer();
    const steps: string[] = [];
    afterAnswer.run('essai', async () => void steps.push('travail'));
    steps.push('réponse');
    await Promise.resolve();
    expect(steps).toEqual(['réponse']);
    await afterAnswer.settled();
    expect(steps).toEqual(['réponse', 'travail']);
  });

  it('logs a failure by reference, never its message, and goes on', async () => {
    const lines: string[] = [];
    const afterAnswer = createAfterAnswer((line) => lines.push(line));
    afterAnswer.run('send-otp', async () => {
      throw new Error('camille@example.fr 123456');
    });
    let after = false;
    afterAnswer.run('send-otp', async () => void (after = true));
    await afterAnswer.settled();
    expect(after).toBe(true);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[api\] 500 ref=[\w-]{36} ensuite send-otp Error\b/);
    expect(lines[0]).not.toMatch(/camille|123456/);
  });

  it('settles once the work started by other work has ended too', async () => {
    const afterAnswer = createAfterAnswer();
    let last = false;
    afterAnswer.run('premier', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      afterAnswer.run('second', async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        last = true;
      });
    });
    await afterAnswer.settled();
    expect(last).toBe(true);
  });
});
