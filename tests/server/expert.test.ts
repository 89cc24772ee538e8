// Experts (有料) through the calls: publishing before kick-off with the site's line and a public hash, the rules
// that refuse a plan, buying once through the ledger's escrow, the lock on content, and settlement from the feed
// (红 paid out to the expert, 走 and 不中退 refunded) with the records recomputed and pushes to buyers.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errors } from '../../contract/errors';
import { planPurchases, plans } from '../../server/db/schema';
import { planSettlerOf } from '../../server/modules/expert/routes';
import { sha256 } from '../../server/modules/expert/service';
import { balancesOf } from '../../server/modules/pay/ledger';
import {
  analysis,
  BB1,
  expertCalls,
  FB1,
  FB2,
  FB3,
  fullTime,
  HOUR,
  loadExpertWorld,
  MIN,
  NOW,
  newExpert,
} from './expert-world';
import { startTestApp, type TestApp, testEngine } from './harness';
import { fund, healthy, ledgerFacts } from './pay-spend-world';
import { createUserWithSession } from './users';

let t: TestApp;
let c: ReturnType<typeof expertCalls>;
let expert: Awaited<ReturnType<typeof newExpert>>;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  t = await startTestApp();
  c = expertCalls(t.app);
  await loadExpertWorld(t.app);
  expert = await newExpert(t.database.db);
});
afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

const db = () => t.database.db;
const units = async (id: number) => (await balancesOf(db(), [id])).get(id)!;
/** Where the channels stand now, to read what is published after (the replay buffer forgets old events). */
const seqs = (...channels: string[]) =>
  Promise.all(channels.map(async (ch) => [ch, (await t.app.ctx.bus.catchUp(ch)).seq] as const));
const since = (seen: (readonly [string, number])[]) =>
  Promise.all(seen.map(([ch, seq]) => t.app.ctx.bus.catchUp(ch, seq)));
const fan = async (diamonds = 0) => {
  const p = await createUserWithSession(db());
  if (diamonds) await fund(t.app.ctx, p.user.id, diamonds * 100);
  return p;
};

describe(`publishing a plan (${testEngine()})`, () => {
  it('commits the pick with the line of the moment and shows its hash; the text checks against it', async () => {
    const res = await c.publish(
      { sport: 'football', playType: 2, picks: [{ matchId: FB1, selection: 'home' }], price: 18 },
      expert.token,
    );
    expect(res.json().code).toBe(200);
    const plan = res.json().data;
    // The handicap moved from 0.5 to 0.75 half an hour ago: the pick carries the line of now, water 0.85.
    expect(plan.picks).toEqual([{ matchId: FB1, selection: 'home', line: 0.75, odds: 1.85 }]);
    expect(plan).toMatchObject({ mine: true, locked: false, price: 18, result: null, playType: 2 });
    expect(plan.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256(plan.committedText)).toBe(plan.commitment);
    expect(JSON.parse(plan.committedText)).toMatchObject({ analysis, picks: plan.picks });
    expect(plan.matches[0]).toMatchObject({ id: FB1, lotteryNo: '周日001', state: 1 });
  });

  it('refuses what a trustworthy plan may not be', async () => {
    const pub = (body: Record<string, unknown>, token = expert.token) => c.publish(body, token);
    const fb = { sport: 'football', playType: 1, price: 0 };
    const cases: [Record<string, unknown>, { code: number }, string?][] = [
      [
        { ...fb, picks: [{ matchId: FB3, selection: 'home' }], analysis: `${analysis}包中！` },
        errors.planBannedPhrase,
      ],
      [
        { ...fb, picks: [{ matchId: FB3, selection: 'home' }], title: '稳 赚 单' },
        errors.planBannedPhrase,
      ],
      [
        {
          ...fb,
          picks: [{ matchId: FB3, selection: 'home' }],
          analysis: `${analysis}详见 www.bet365.com`,
        },
        errors.planLinkForbidden,
      ],
      [{ ...fb, picks: [{ matchId: FB3, selection: 'over' }] }, errors.planSelectionInvalid],
      [{ ...fb, playType: 5, picks: [{ matchId: FB1, selection: 'home' }] }, errors.planPicksCount],
      [
        {
          ...fb,
          picks: [
            { matchId: FB1, selection: 'home' },
            { matchId: FB2, selection: 'home' },
          ],
        },
        errors.planPicksCount,
      ],
      // 竞彩 plays need a match on the lottery's list; FB3 has none.
      [
        { ...fb, playType: 4, picks: [{ matchId: FB3, selection: 'home' }] },
        errors.planPlayTypeInvalid,
      ],
      // FB3 has no handicap line yet.
      [{ ...fb, playType: 2, picks: [{ matchId: FB3, selection: 'home' }] }, errors.planNoLine],
      [
        { ...fb, sport: 'basketball', playType: 3, picks: [{ matchId: BB1, selection: 'over' }] },
        errors.planPlayTypeInvalid,
      ],
      [
        { ...fb, sport: 'basketball', playType: 1, picks: [{ matchId: FB3, selection: 'home' }] },
        errors.planMatchNotFound,
      ],
      // The same match and play type twice: both sides of one match would always give a 红 to show.
      [{ ...fb, playType: 2, picks: [{ matchId: FB1, selection: 'away' }] }, errors.planSameMatch],
    ];
    for (const [body, error] of cases) {
      const res = await pub(body);
      expect(res.json().code, JSON.stringify(body)).toBe(error.code);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    // Bad input: too short, a fraction of a diamond, a price over the cap, no matches.
    for (const body of [
      { ...fb, picks: [{ matchId: FB3, selection: 'home' }], analysis: '太短' },
      { ...fb, picks: [{ matchId: FB3, selection: 'home' }], price: 1.5 },
      { ...fb, picks: [{ matchId: FB3, selection: 'home' }], price: 10_000 },
      { ...fb, picks: [] },
    ]) {
      const res = await pub(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(errors.badParams.code);
    }
    // Roles: a fan is not an expert; a visitor is not logged in.
    const someone = await fan();
    expect(
      (await pub({ ...fb, picks: [{ matchId: FB3, selection: 'home' }] }, someone.token)).json()
        .code,
    ).toBe(errors.expertOnly.code);
    expect(
      (await c.publish({ ...fb, picks: [{ matchId: FB3, selection: 'home' }] }, null)).statusCode,
    ).toBe(401);
  });

  it('refuses a plan once the match has kicked off, and the database refuses any edit', async () => {
    vi.setSystemTime(NOW + 2 * HOUR + MIN);
    const late = await c.publish(
      { sport: 'football', playType: 3, picks: [{ matchId: FB1, selection: 'over' }], price: 0 },
      expert.token,
    );
    expect(late.json().code).toBe(errors.planKickedOff.code);
    vi.setSystemTime(NOW);
    const [row] = await db().select().from(plans).where(eq(plans.expertId, expert.user.id));
    await expect(
      db().update(plans).set({ analysis: '改过的分析' }).where(eq(plans.id, row!.id)),
    ).rejects.toThrow();
    await expect(db().delete(plans).where(eq(plans.id, row!.id))).rejects.toThrow();
  });
});

describe(`buying and settling (${testEngine()})`, () => {
  it('sells once per fan into escrow, unlocks for the buyer only, and pays the expert at 红', async () => {
    const published = await c.publish(
      { sport: 'football', playType: 1, picks: [{ matchId: FB2, selection: 'home' }], price: 10 },
      expert.token,
    );
    const plan = published.json().data;
    const buyer = await fan(30);
    const other = await fan(30);
    // Locked for anyone else: no pick, no analysis, no text — only the hash.
    const locked = (await c.plan(plan.code, other.token)).json().data;
    expect(locked).toMatchObject({
      locked: true,
      picks: null,
      analysis: null,
      committedText: null,
    });
    expect(locked.commitment).toBe(plan.commitment);

    const key = randomUUID();
    const bought = await c.buy(plan.id, buyer.token, key);
    expect(bought.json()).toMatchObject({
      code: 200,
      data: { planId: plan.id, price: 10, balance: 20 },
    });
    // The same key answers the same; a new key is refused as bought already.
    expect((await c.buy(plan.id, buyer.token, key)).json()).toEqual(bought.json());
    expect((await c.buy(plan.id, buyer.token, randomUUID())).json().code).toBe(
      errors.planPurchased.code,
    );
    expect((await c.buy(plan.id, expert.token, randomUUID())).json().code).toBe(
      errors.planOwn.code,
    );
    expect((await c.buy(plan.id, null, randomUUID())).statusCode).toBe(401);
    expect((await c.buy(plan.id, buyer.token, 'x')).json().code).toBe(
      errors.idempotencyKeyMissing.code,
    );
    // Nothing reaches the expert before settlement.
    expect(await units(expert.user.id)).toEqual({ balance: 0, ticket: 0 });
    const open = (await c.plan(plan.code, buyer.token)).json().data;
    expect(open).toMatchObject({ locked: false, bought: true, sold: 1, analysis });
    expect(sha256(open.committedText)).toBe(plan.commitment);

    // Full time 2-1 at FB2: 主胜 is 红. The settlement pays 70% of 10 to the expert as tickets.
    const settler = planSettlerOf(t.app.ctx)!;
    const seen = await seqs(`user:${buyer.user.id}`, `plan:${plan.id}`);
    await t.app.ctx.ingest.changes([fullTime(FB2, 'football', 2, 1, NOW + 5 * HOUR)], {
      cursor: NOW + 5 * HOUR,
    });
    vi.setSystemTime(NOW + 5 * HOUR);
    await settler.wake();
    const settled = (await c.plan(plan.code, other.token)).json().data;
    expect(settled).toMatchObject({ result: 'red', locked: false, pickResults: ['win'] });
    expect(sha256(settled.committedText)).toBe(plan.commitment);
    expect(await units(expert.user.id)).toEqual({ balance: 0, ticket: 700 });
    expect((await c.buy(plan.id, other.token, randomUUID())).json().code).toBe(
      errors.planSettled.code,
    );
    // The buyer heard of it on user:<id>, the plan's page on plan:<id>.
    const [mine, page] = await since(seen);
    expect(mine!.replay.filter((e) => e.type === 'plan.settled').map((e) => e.data)).toEqual([
      expect.objectContaining({ planId: plan.id, result: 'red', refunded: 0 }),
    ]);
    expect(page!.replay.map((e) => e.type)).toEqual(['plan.settled']);
    // And a 结算通知 in the message centre (消息中心).
    const notices = mine!.replay.flatMap((e) => (e.type === 'message.new' ? [e.data.message] : []));
    expect(notices).toEqual([
      expect.objectContaining({ kind: 'settle', link: `/guide/expert/plan?code=${plan.code}` }),
    ]);
    // Settling again changes nothing.
    await settler.wake();
    expect(await units(expert.user.id)).toEqual({ balance: 0, ticket: 700 });
    vi.setSystemTime(NOW);
  });

  it('refunds 黑 under 不中退 and pays 红 out; what buyers paid is all accounted for', async () => {
    const pub = async (body: Record<string, unknown>) => {
      const res = (
        await c.publish({ sport: 'basketball', price: 8, ...body }, expert.token)
      ).json();
      expect(res.msg).toBe('success');
      return res.data;
    };
    // BB1: 让分 湖人 -5.5 (home gives 5.5), 大小分 221.5. Final 110-105: home by 5 → 客队 covers.
    const handicap = await pub({
      playType: 1,
      picks: [{ matchId: BB1, selection: 'home' }],
      refundOnLoss: true,
    });
    const total = await pub({ playType: 2, picks: [{ matchId: BB1, selection: 'under' }] });
    expect(handicap.picks[0]).toMatchObject({ line: 5.5, odds: 1.9 });
    const a = await fan(20);
    const b = await fan(20);
    for (const p of [handicap, total])
      for (const f of [a, b])
        expect((await c.buy(p.id, f.token, randomUUID())).json().code).toBe(200);
    const before = await units(expert.user.id);
    const seen = await seqs(`user:${a.user.id}`);
    await t.app.ctx.ingest.changes([fullTime(BB1, 'basketball', 110, 105, NOW + 7 * HOUR)], {
      cursor: NOW + 7 * HOUR,
    });
    vi.setSystemTime(NOW + 7 * HOUR);
    await planSettlerOf(t.app.ctx)!.wake();
    vi.setSystemTime(NOW);
    expect((await c.plan(handicap.code)).json().data.result).toBe('black');
    expect((await c.plan(total.code)).json().data.result).toBe('red');
    // 不中退: the handicap plan's buyers got their 8 back; the total's 8 each went out (70% to the expert).
    expect(await units(a.user.id)).toEqual({ balance: 1_200, ticket: 0 });
    expect((await units(expert.user.id)).ticket - before.ticket).toBe(2 * 560);
    const [refunds] = await since(seen);
    expect(
      refunds!.replay
        .filter((e) => e.type === 'plan.settled')
        .map((e) => (e.data as { refunded: number }).refunded)
        .sort(),
    ).toEqual([0, 8]);
    const rows = await db()
      .select()
      .from(planPurchases)
      .where(eq(planPurchases.planId, handicap.id));
    expect(
      rows.every((r) => r.refundTransactionId !== null && r.payoutTransactionId === null),
    ).toBe(true);
    const facts = await ledgerFacts(db());
    expect(facts).toMatchObject(healthy);
    // What buyers paid went to the expert, the site, back to buyers, or waits in escrow for open plans.
    const p = facts.plans;
    expect(p.escrow).toBe(p.unsettled);
    expect(p.paid).toBe(p.expertIncome + p.siteShare + p.refunded + p.escrow);
    expect(p.refunded).toBe(1_600);
  });

  it('voids a plan whose match is postponed and refunds its buyers; a void counts nowhere', async () => {
    const plan = (
      await c.publish(
        { sport: 'football', playType: 1, picks: [{ matchId: FB3, selection: 'away' }], price: 5 },
        expert.token,
      )
    ).json().data;
    const buyer = await fan(5);
    expect((await c.buy(plan.id, buyer.token, randomUUID())).json().code).toBe(200);
    const postponed = fullTime(FB3, 'football', 0, 0, NOW + 8 * HOUR);
    if (postponed.kind === 'live') postponed.state.state = 9;
    await t.app.ctx.ingest.changes([postponed], { cursor: NOW + 8 * HOUR });
    vi.setSystemTime(NOW + 8 * HOUR);
    await planSettlerOf(t.app.ctx)!.wake();
    vi.setSystemTime(NOW);
    expect((await c.plan(plan.code)).json().data).toMatchObject({
      result: 'void',
      pickResults: ['void'],
    });
    expect(await units(buyer.user.id)).toEqual({ balance: 500, ticket: 0 });
  });

  it('keeps the record from every settled plan, and shows it on the expert’s page', async () => {
    const head = (await c.head(expert.user.id)).json().data;
    // Newest first: 大小分 红 and 让分 黑 (settled together, the later plan first), then FB2's 红.
    expect(head.record).toMatchObject({
      settled: 3,
      red: 2,
      black: 1,
      streak: 1,
      bestStreak: 1,
      hitRate: 66.7,
      last10: { red: 2, total: 3 },
      recent: ['red', 'black', 'red'],
    });
    expect(head.byPlayType.map((p: { label: string }) => p.label).sort()).toEqual(
      ['大小分', '欧赔', '让分'].sort(),
    );
    expect(head.trend.map((p: { result: string }) => p.result)).toEqual(['red', 'black', 'red']);
  });

  it('answers every reading call, and refuses bad input with 400', async () => {
    const ok = async (path: string, body?: unknown) => {
      const res = body === undefined ? await c.get(path) : await c.post(path, body);
      expect(res.json().code, path).toBe(200);
      return res.json().data;
    };
    expect(
      (await ok('/tj/expert/pc/recommends', { expertId: expert.user.id })).total,
    ).toBeGreaterThan(0);
    expect(
      (await ok('/tj/expert/pc/recommends', { sport: 'basketball', state: 'settled' })).list.length,
    ).toBe(2);
    expect(Array.isArray((await ok('/tj/expert/v2/index/recommends', {})).list)).toBe(true);
    expect(Array.isArray(await ok('/tj/expert/home/rec', { limit: 3 }))).toBe(true);
    expect((await ok('/tj/expert/pc/rec', {}))[0]).toMatchObject({ id: expert.user.id });
    expect(await ok('/tj/expert/pc/experts', { rank: 'hitRate' })).toEqual({ list: [], total: 0 });
    const first = (await ok('/tj/expert/pc/recommends', { expertId: expert.user.id })).list[0];
    expect(await ok('/tj/expert/pc/more', { planId: first.id })).toHaveProperty('sameExpert');
    expect(
      (await ok('/tj/expert/pc/center/recommends', { expertId: expert.user.id })).list.length,
    ).toBeGreaterThan(0);
    expect(Array.isArray((await ok('/tj/expert/pc/match', {})).list)).toBe(true);
    const picker = await ok('/tj/match?matchType=1&searchValue=');
    expect(picker.every((m: { state: number }) => m.state === 1)).toBe(true);
    expect(Array.isArray(await ok('/tj/match/filter?matchType=2'))).toBe(true);
    for (const [path, body] of [
      ['/tj/expert/pc/recommends', { pageParam: { pageNum: 0, pageSize: 10 } }],
      ['/tj/expert/pc/recommends', { playType: 9 }],
      ['/tj/expert/pc/experts', { rank: '人气' }],
      ['/tj/expert/pc/center/head', { expertId: 'abc' }],
      ['/tj/expert/pc/more', {}],
      ['/tj/expert/home/rec', { limit: 500 }],
    ] as const) {
      const res = await c.post(path, body);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().code).toBe(errors.badParams.code);
    }
    for (const path of ['/tj/match?matchType=3', '/tj/recommend/abc', '/tj/match/filter']) {
      expect((await c.get(path)).statusCode, path).toBe(400);
    }
    expect((await c.get('/tj/recommend/ZZZZZZZZZZ')).json().code).toBe(errors.planNotFound.code);
    expect((await c.head(999_999)).json().code).toBe(errors.expertNotFound.code);
    // My bought plans need a login.
    expect((await c.post('/tj/plan/bought', {})).statusCode).toBe(401);
  });
});
