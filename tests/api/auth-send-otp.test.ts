/**
 * send-otp answers before it looks at the account (docs/adr/0018): a known address's code and
 * mail cost database work that an unknown one does not, so that work runs after the answer and
 * the answer's time says nothing about who has an account. Here the work is held until the test
 * lets it run, which shows the answer never waited for it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authCodes } from '@/server/db/schema';
import type { AfterAnswer } from '@/server/services/after-answer';
import { lastCode, mailsTo, query, registered, request, useAuthSuite } from './auth-support';
import { backends } from './support';

/** Work handed to it waits here until `release`. */
function held() {
  const tasks: (() => Promise<void>)[] = [];
  const afterAnswer: AfterAnswer = {
    run: (_label, task) => void tasks.push(task),
    settled: async () => {},
  };
  const release = async () => {
    for (const task of tasks.splice(0)) await task();
  };
  return { afterAnswer, tasks, release };
}

describe.each(backends)('send-otp’s answer on $name', (backend) => {
  const work = held();
  const suite = useAuthSuite(backend, () => ({ afterAnswer: work.afterAnswer }));

  it('answers a known and an unknown address alike, before any work on either', async () => {
    const me = await registered(suite);
    const codeOf = async () =>
      (await suite.db.select().from(authCodes).where(eq(authCodes.userId, me.user_id)))[0];
    const mailed = (await mailsTo(suite, me.email)).length;
    const codeBefore = await codeOf();

    const known = await request(suite, `/send-otp/?${query({ email: me.email })}`);
    const unknown = await request(suite, `/send-otp/?${query({ email: 'nul.part@example.fr' })}`);
    expect(unknown).toEqual({ ...known, headers: unknown.headers });
    expect([...unknown.headers]).toEqual([...known.headers]);
    // Both answered with one piece of work waiting each, and nothing done yet.
    expect(work.tasks).toHaveLength(2);
    expect(await mailsTo(suite, me.email)).toHaveLength(mailed);
    expect(await codeOf()).toEqual(codeBefore);

    await work.release();
    const mails = await mailsTo(suite, me.email);
    expect(mails).toHaveLength(mailed + 1);
    expect(mails[0].subject).toMatch(/^Votre code de connexion/);
    expect(await lastCode(suite, me.email)).toMatch(/^\d{6}$/);
    expect(await mailsTo(suite, 'nul.part@example.fr')).toEqual([]);
  });
});
