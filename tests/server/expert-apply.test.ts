// Becoming an expert (a fan applies, an operator decides on the command line) and the demo's experts, whose
// past is replayed through the real rules over finished matches and settled from their results.
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errors } from '../../contract/errors';
import { runOperator } from '../../server/cli/operator-commands';
import { plans, users } from '../../server/db/schema';
import { demoFansStep } from '../../server/db/seed/crowd';
import { demoExpertsStep } from '../../server/db/seed/experts';
import { DemoExperts } from '../../server/modules/demo-crowd/experts';
import { paymentsOf } from '../../server/modules/pay/service';
import { BB1, expertCalls, FB1, FB2, fullTime, HOUR, loadExpertWorld, NOW } from './expert-world';
import { startTestApp, type TestApp, testEngine } from './harness';
import { healthy, ledgerFacts } from './pay-spend-world';
import { createUserWithSession } from './users';

let t: TestApp;
let c: ReturnType<typeof expertCalls>;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  t = await startTestApp();
  c = expertCalls(t.app);
  await loadExpertWorld(t.app);
});
afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

const info = async (token: string) => (await c.post('/tj/expert/info', {}, token)).json();
const apply = (token: string | null, body: Record<string, unknown>) =>
  c.post('/tj/expert/apply', body, token);
const operator = async (...args: string[]) => {
  const lines: string[] = [];
  const code = await runOperator(args, t.app.ctx, (l) => lines.push(l));
  return { code, out: lines.join('\n') };
};

describe(`becoming an expert (${testEngine()})`, () => {
  it('applies once, is decided by an operator, and then is one', async () => {
    const fan = await createUserWithSession(t.database.db, { nickName: '看球十年' });
    expect((await info(fan.token)).data).toEqual({ isExpert: 0, expert: null, application: null });
    const body = { intro: '专注意甲十年，擅长大小球和让球分析', specialities: ['意甲', '大小球'] };
    expect((await apply(fan.token, body)).json()).toMatchObject({
      code: 200,
      data: { state: 'review' },
    });
    expect((await apply(fan.token, body)).json().code).toBe(errors.expertApplyPending.code);
    // Bad input and no login.
    for (const bad of [
      { ...body, intro: '短' },
      { ...body, specialities: [] },
      { intro: body.intro },
    ]) {
      const res = await apply(fan.token, bad);
      expect(res.statusCode).toBe(400);
    }
    expect((await apply(null, body)).statusCode).toBe(401);

    const listed = await operator('expert', 'list');
    expect(listed.out).toContain(`用户 ${fan.user.id}（看球十年） 擅长：意甲、大小球`);
    expect(await operator('expert', 'pass', String(fan.user.id))).toMatchObject({ code: 0 });
    expect(await operator('expert', 'pass', String(fan.user.id))).toMatchObject({ code: 1 });
    const now = (await info(fan.token)).data;
    expect(now).toMatchObject({
      isExpert: 1,
      application: { state: 'pass' },
      expert: { id: fan.user.id, specialities: ['意甲', '大小球'], record: { settled: 0 } },
    });
    expect((await apply(fan.token, body)).json().code).toBe(errors.expertAlready.code);
  });

  it('says why when an application is turned down, and lets the fan apply again', async () => {
    const fan = await createUserWithSession(t.database.db);
    await apply(fan.token, { intro: '我看球很准的，跟我买准没错', specialities: ['英超'] });
    expect(await operator('expert', 'no', String(fan.user.id))).toMatchObject({ code: 2 });
    expect(
      await operator('expert', 'no', String(fan.user.id), '简介过于简单，请补充过往分析'),
    ).toMatchObject({
      code: 0,
    });
    expect((await info(fan.token)).data).toMatchObject({
      isExpert: 0,
      application: { state: 'no', reason: '简介过于简单，请补充过往分析' },
    });
    const again = await apply(fan.token, {
      intro: '英超数据分析，每周三篇长文',
      specialities: ['英超'],
    });
    expect(again.json().data.state).toBe('review');
  });
});

describe(`the demo's experts (${testEngine()})`, () => {
  it('replays their past over finished matches through the rules and settles it from the results', async () => {
    await demoFansStep.run(t.database.db);
    await demoExpertsStep.run(t.database.db);
    const end = NOW + 30 * HOUR;
    await t.app.ctx.ingest.changes(
      [
        fullTime(FB1, 'football', 1, 0, NOW + 4 * HOUR),
        fullTime(FB2, 'football', 0, 0, NOW + 5 * HOUR),
        fullTime(BB1, 'basketball', 118, 102, NOW + 7 * HOUR),
      ],
      { cursor: NOW + 7 * HOUR },
    );
    vi.setSystemTime(end);
    const demo = new DemoExperts(t.app.ctx, paymentsOf(t.app).current);
    expect(await demo.load()).toHaveLength(6);
    const published = await demo.history(end);
    expect(published).toBeGreaterThan(0);
    // Once per database.
    expect(await demo.history(end)).toBe(0);
    vi.setSystemTime(NOW);

    const demoPlans = await t.database.db
      .select({ plan: plans, nickName: users.nickName })
      .from(plans)
      .innerJoin(users, eq(users.id, plans.expertId))
      .where(eq(users.phone, '13800000003'));
    expect(demoPlans.length).toBeGreaterThan(0);
    const all = await t.database.db.select().from(plans);
    for (const p of all.filter((p) => p.picks.some((k) => [FB1, FB2, BB1].includes(k.matchId)))) {
      // Published before kick-off, with the line of that moment; settled from the results.
      expect(p.publishedAt.getTime()).toBeLessThan(p.firstKickoffAt.getTime());
      expect(p.result).not.toBeNull();
    }
    // 老李's rule on FB1 (home won 1-0): home on the 0.5 line he saw early (a win), the side getting the start on
    // the 0.75 it moved to (half the stake lost) — whichever he met, the result is the one the line earned.
    const onFb1 = all.find((p) => p.playType === 2 && p.picks[0]?.matchId === FB1);
    if (onFb1) {
      const [pick] = onFb1.picks;
      expect(pick).toMatchObject(
        pick!.line === 0.5 ? { selection: 'home' } : { line: 0.75, selection: 'away' },
      );
      expect(onFb1.pickResults).toEqual([pick!.line === 0.5 ? 'win' : 'halfLoss']);
    }
    expect(await t.database.db.select().from(plans).where(isNull(plans.result))).toHaveLength(
      all.filter((p) => p.result === null).length,
    );
    // The expert's page counts every one of them.
    const lao = demoPlans[0]!.plan.expertId;
    const head = (await c.head(lao)).json().data;
    const settled = all.filter((p) => p.expertId === lao && p.result && p.result !== 'void');
    expect(head.record.settled).toBe(settled.length);
    expect(head.record.red).toBe(settled.filter((p) => p.result === 'red').length);
    expect(await ledgerFacts(t.database.db)).toMatchObject(healthy);
  });
});
