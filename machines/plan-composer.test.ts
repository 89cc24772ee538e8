// Transition tests for writing a plan: ready only when every rule the server checks holds (match, pick, title,
// 50–3000 字, price), play type changes keep only what still fits, 二串一's two matches, the server's refusal kept.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { PLAN_PRICE_MAX } from '../contract/calls/expert';
import {
  MSG_PUBLISH_FAILED,
  type PickableMatch,
  type PlanBody,
  type PublishOutcome,
  planComposerMachine,
  planProblem,
} from './plan-composer';

const match = (id: number, over: Partial<PickableMatch> = {}): PickableMatch => ({
  id,
  sport: 'football',
  competitionId: 1,
  competition: '英超',
  homeId: 10 + id,
  awayId: 20 + id,
  home: `主队${id}`,
  away: `客队${id}`,
  kickoffAt: '2026-11-27T12:00:00.000Z',
  state: 1,
  homeScore: 0,
  awayScore: 0,
  lotteryNo: null,
  europe: [2.1, 3.3, 3.4],
  asia: [0.92, 0.25, 0.94],
  overUnder: [0.88, 2.5, 0.96],
  plans: 0,
  ...over,
});

const ANALYSIS =
  '主队近五场四胜一平，主场攻势很足，客队两名主力中卫伤停，防线轮换频繁，盘口让平半，主队上盘可跟，看好主队赢球。';

function harness(input?: { sport?: 'football' | 'basketball'; playType?: number }) {
  const publishes: { body: PlanBody; answer(o: PublishOutcome | 'offline'): void }[] = [];
  const actor = createActor(
    planComposerMachine.provide({
      actors: {
        publish: fromPromise(
          ({ input: body }: { input: PlanBody }) =>
            new Promise<PublishOutcome>((resolve, reject) =>
              publishes.push({
                body,
                answer: (o) => (o === 'offline' ? reject(new Error('offline')) : resolve(o)),
              }),
            ),
        ),
      },
    }),
    { input },
  );
  const published: string[] = [];
  actor.on('published', (e) => published.push(e.code));
  actor.start();
  const state = () => actor.getSnapshot().value;
  const context = () => actor.getSnapshot().context;
  /** A complete 让球 plan on match 1, 主队. */
  const fill = () => {
    actor.send({ type: 'MATCH', leg: 0, match: match(1) });
    actor.send({ type: 'SELECT', leg: 0, selection: 'home' });
    actor.send({ type: 'SET', field: 'title', value: '英超焦点：主队让平半稳步拿分' });
    actor.send({ type: 'SET', field: 'analysis', value: ANALYSIS });
  };
  return { actor, publishes, published, state, context, fill };
}

describe('plan composer', () => {
  it('opens on football 让球 and is ready only once match, pick, title and 50 字 are in', () => {
    const h = harness();
    expect(h.context()).toMatchObject({ sport: 'football', playType: 2, legs: [] });
    expect(planProblem(h.context())).toBe('请选择比赛');
    h.actor.send({ type: 'MATCH', leg: 0, match: match(1) });
    expect(planProblem(h.context())).toBe('请选择推荐选项');
    // 平 is not a 让球 selection.
    h.actor.send({ type: 'SELECT', leg: 0, selection: 'draw' });
    expect(h.context().legs[0]!.selection).toBeNull();
    h.actor.send({ type: 'SELECT', leg: 0, selection: 'home' });
    expect(planProblem(h.context())).toBe('标题至少 4 个字');
    h.actor.send({ type: 'SET', field: 'title', value: '  主胜  ' });
    expect(planProblem(h.context())).toBe('标题至少 4 个字');
    h.actor.send({ type: 'SET', field: 'title', value: '主队拿分' });
    h.actor.send({ type: 'SET', field: 'analysis', value: ANALYSIS.slice(0, 49) });
    expect(h.state()).toBe('choosing');
    expect(planProblem(h.context())).toBe('分析至少 50 字');
    h.actor.send({ type: 'SET', field: 'analysis', value: ANALYSIS });
    expect(h.state()).toBe('ready');
    h.actor.send({ type: 'SET', field: 'analysis', value: 'x'.repeat(3001) });
    expect(planProblem(h.context())).toBe('分析最多 3000 字');
    expect(h.state()).toBe('choosing');
  });

  it('takes prices 0 (免费) to PLAN_PRICE_MAX in whole 球钻', () => {
    const h = harness();
    h.fill();
    for (const [price, ok] of [
      [0, true],
      [PLAN_PRICE_MAX, true],
      [PLAN_PRICE_MAX + 1, false],
      [-1, false],
      [12.5, false],
    ] as const) {
      h.actor.send({ type: 'SET', field: 'price', value: price });
      expect(h.state()).toBe(ok ? 'ready' : 'choosing');
    }
  });

  it('refuses a match without the play type’s line, and a 竞彩 play type drops one without a 竞彩 number', () => {
    const h = harness();
    h.actor.send({ type: 'MATCH', leg: 0, match: match(1, { asia: null }) });
    expect(h.context().legs).toEqual([]);
    h.fill();
    h.actor.send({ type: 'PLAY_TYPE', playType: 4 });
    expect(h.context().legs).toEqual([]);
    h.actor.send({ type: 'MATCH', leg: 0, match: match(2, { lotteryNo: '周四001' }) });
    h.actor.send({ type: 'SELECT', leg: 0, selection: 'draw' });
    expect(h.state()).toBe('ready');
    // 大小球: the match stays, 平 is no 大小 selection.
    h.actor.send({ type: 'PLAY_TYPE', playType: 3 });
    expect(h.context().legs).toMatchObject([{ match: { id: 2 }, selection: null }]);
    expect(h.state()).toBe('choosing');
    // A play type the sport has not: nothing changes.
    h.actor.send({ type: 'PLAY_TYPE', playType: 9 });
    expect(h.context().playType).toBe(3);
  });

  it('二串一 wants two different 竞彩 matches; leaving it keeps the first', () => {
    const h = harness({ playType: 5 });
    const a = match(1, { lotteryNo: '周四001' });
    const b = match(2, { lotteryNo: '周四002' });
    h.actor.send({ type: 'MATCH', leg: 0, match: a });
    h.actor.send({ type: 'SELECT', leg: 0, selection: 'home' });
    h.actor.send({ type: 'SET', field: 'title', value: '周四二串一' });
    h.actor.send({ type: 'SET', field: 'analysis', value: ANALYSIS });
    expect(planProblem(h.context())).toBe('二串一请选择两场比赛');
    // The same match as the second leg replaces the first rather than being counted twice.
    h.actor.send({ type: 'MATCH', leg: 1, match: a });
    expect(h.context().legs).toHaveLength(1);
    h.actor.send({ type: 'MATCH', leg: 1, match: b });
    h.actor.send({ type: 'SELECT', leg: 1, selection: 'away' });
    expect(h.state()).toBe('ready');
    expect(h.context().legs.map((l) => [l.match.id, l.selection])).toEqual([
      [1, 'home'],
      [2, 'away'],
    ]);
    h.actor.send({ type: 'MATCH', leg: 1, match: null });
    expect(h.state()).toBe('choosing');
    h.actor.send({ type: 'MATCH', leg: 1, match: b });
    h.actor.send({ type: 'SELECT', leg: 1, selection: 'draw' });
    h.actor.send({ type: 'PLAY_TYPE', playType: 1 });
    expect(h.context().legs.map((l) => l.match.id)).toEqual([1]);
    expect(h.state()).toBe('ready');
  });

  it('switching to basketball opens 让分 with no matches', () => {
    const h = harness();
    h.fill();
    h.actor.send({ type: 'SPORT', sport: 'basketball' });
    expect(h.context()).toMatchObject({ sport: 'basketball', playType: 1, legs: [] });
    expect(h.state()).toBe('choosing');
    h.actor.send({ type: 'MATCH', leg: 0, match: match(5, { sport: 'basketball' }) });
    h.actor.send({ type: 'SELECT', leg: 0, selection: 'away' });
    expect(h.state()).toBe('ready');
  });

  it('publishes the trimmed plan and emits its code', async () => {
    const h = harness();
    h.fill();
    h.actor.send({ type: 'SET', field: 'price', value: 18 });
    h.actor.send({ type: 'SET', field: 'refundOnLoss', value: true });
    h.actor.send({ type: 'SUBMIT' });
    expect(h.state()).toBe('submitting');
    // A second 发布 while one is under way sends nothing.
    h.actor.send({ type: 'SUBMIT' });
    expect(h.publishes).toHaveLength(1);
    expect(h.publishes[0]!.body).toEqual({
      sport: 'football',
      playType: 2,
      title: '英超焦点：主队让平半稳步拿分',
      analysis: ANALYSIS,
      picks: [{ matchId: 1, selection: 'home' }],
      price: 18,
      refundOnLoss: true,
    });
    h.publishes[0]!.answer({ ok: true, code: 'AB12CD34' });
    await waitFor(h.actor, (s) => s.matches('published'), { timeout: 1000 });
    expect(h.published).toEqual(['AB12CD34']);
  });

  it('a refusal keeps everything with the server’s message; 发布 again once fixed', async () => {
    const h = harness();
    h.fill();
    h.actor.send({ type: 'SUBMIT' });
    h.publishes[0]!.answer({ ok: false, msg: '方案内容不能含有"包中"等承诺' });
    await waitFor(h.actor, (s) => s.matches('failed'), { timeout: 1000 });
    expect(h.context()).toMatchObject({
      error: '方案内容不能含有"包中"等承诺',
      title: '英超焦点：主队让平半稳步拿分',
      legs: [{ match: { id: 1 }, selection: 'home' }],
    });
    h.actor.send({ type: 'SUBMIT' });
    expect(h.publishes).toHaveLength(2);
    h.publishes[1]!.answer('offline');
    await waitFor(h.actor, (s) => s.matches('failed'), { timeout: 1000 });
    expect(h.context().error).toBe(MSG_PUBLISH_FAILED);
    h.actor.send({ type: 'SET', field: 'analysis', value: `${ANALYSIS}补充。` });
    expect(h.state()).toBe('ready');
    expect(h.context().error).toBeNull();
    expect(h.published).toEqual([]);
  });
});
