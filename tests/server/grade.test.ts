// Levels and tasks (issue 23): each experience source credits up to its daily cap (chat and gifts through their
// real calls, watch minutes from a real socket watching a live room), check-in once per China day with its
// streak, task progress from real data, /api/task/reward paying once (twice in a row and ten at once) with the
// ledger balanced, level.up pushed on the user's channel, missing auth and bad input refused.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { channels } from '../../contract/events';
import { chinaDayStart, chinaDayStartOf } from '../../contract/format/china-day';
import { levelOf, sourceRules, thresholdOf } from '../../contract/grade';
import { experienceEvents, rooms, userExperience, users } from '../../server/db/schema';
import { backfillExperience } from '../../server/db/seed/grade';
import { earn, earnMany } from '../../server/modules/grade/experience';
import { setGradeClock, watchTrackerOf } from '../../server/modules/grade/service';
import { viewersOf } from '../../server/modules/room/viewers';
import { testEngine } from './harness';
import { fund, healthy, ledgerFacts, newKey, paidPost, query, seedGifts } from './pay-spend-world';
import { getAs, postJson } from './profile-fixtures';
import {
  ask,
  type Client,
  connectClient,
  type RealtimeApp,
  recordEvents,
  startRealtimeApp,
} from './realtime-support';
import { createUserWithSession } from './users';

let t: RealtimeApp;
type Person = Awaited<ReturnType<typeof createUserWithSession>>;
let anchor: Person;
let roomId: number;
let giftId: number;
const sockets: Client[] = [];
/** The module's clock: a test moves it to cross China days. */
let now = Date.now();

const codeOf = (res: { json(): unknown }) => (res.json() as { code: number }).code;
const dataOf = <T = Record<string, unknown>>(res: { json(): unknown }) =>
  (res.json() as { data: T }).data;
const db = () => t.database.db;

/**
 * 04:00 China time today: tests that move the clock on by minutes or hours start here, so that a run late in the
 * China evening does not cross midnight into a new day's caps.
 */
const earlyToday = () => chinaDayStartOf(Date.now()) + 4 * 3_600_000;
/** 04:00 China time, `days` after 2026-03-02 (as earlyToday: clear of midnight either way). */
const chinaEarly = (days: number) =>
  chinaDayStart('2026-03-02') + 4 * 3_600_000 + days * 86_400_000;

async function experienceOf(userId: number) {
  const [row] = await db()
    .select({ experience: userExperience.experience })
    .from(userExperience)
    .where(eq(userExperience.userId, userId));
  const [user] = await db().select({ level: users.level }).from(users).where(eq(users.id, userId));
  return { experience: row?.experience ?? 0, level: user?.level ?? 0 };
}

const mine = async (p: Person) =>
  dataOf<{
    level: number;
    experience: number;
    today: { source: string; earned: number; cap: number }[];
    checkin: { today: boolean; streak: number; days: string[]; reward: number };
  }>(await getAs(t.app, '/api/grade/mine', p.token));
const earnedToday = async (p: Person, source: string) =>
  (await mine(p)).today.find((s) => s.source === source)?.earned;
const taskOf = async (p: Person, id: string) => {
  const list = dataOf<{ list: { id: string; state: string; progress: number }[] }>(
    await getAs(t.app, '/api/task/list', p.token),
  ).list;
  return list.find((x) => x.id === id);
};
const ticketOf = async (userId: number) => {
  const [row] = await query<{ balance: string }>(
    db(),
    sql`select balance from ledger_accounts where user_id = ${userId} and currency = 'ticket'`,
  );
  return Number(row?.balance ?? 0);
};

beforeAll(async () => {
  t = await startRealtimeApp();
  setGradeClock(t.app.ctx, () => now);
  anchor = await createUserWithSession(db(), { isAnchor: 1 });
  const [room] = await db()
    .insert(rooms)
    .values({
      anchorId: anchor.user.id,
      streamName: randomBytes(8).toString('hex'),
      status: 'live',
    })
    .returning();
  roomId = room!.id;
  giftId = (await seedGifts(db()))[0]!.id;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

describe(`levels (${testEngine()})`, () => {
  it('derives users.level from experience and pushes level.up on the user channel', async () => {
    now = earlyToday();
    const fan = await createUserWithSession(db());
    const socket = await connectClient(t.url, fan.token);
    sockets.push(socket);
    const events = recordEvents(socket);
    expect(await ask(socket, 'subscribe', { channel: channels.user(fan.user.id) })).toMatchObject({
      ok: true,
    });
    await earn(t.app.ctx, {
      userId: fan.user.id,
      source: 'task',
      amount: thresholdOf(3),
      ref: newKey(),
    });
    expect(await experienceOf(fan.user.id)).toEqual({ experience: thresholdOf(3), level: 3 });
    await events.until(channels.user(fan.user.id), 1);
    expect(events.of(channels.user(fan.user.id))[0]).toMatchObject({
      type: 'level.up',
      data: { level: 3, previous: 0, experience: thresholdOf(3) },
    });
    // The same ref never credits twice.
    const ref = newKey();
    await earn(t.app.ctx, { userId: fan.user.id, source: 'task', amount: 5, ref });
    await earn(t.app.ctx, { userId: fan.user.id, source: 'task', amount: 5, ref });
    expect((await experienceOf(fan.user.id)).experience).toBe(thresholdOf(3) + 5);
  });

  it('starts a user with a level and no experience at that level’s threshold', async () => {
    const old = await createUserWithSession(db(), { level: 8 });
    expect(await mine(old)).toMatchObject({ level: 8, experience: thresholdOf(8) });
    await earn(t.app.ctx, { userId: old.user.id, source: 'task', amount: 1, ref: newKey() });
    expect(await experienceOf(old.user.id)).toEqual({ experience: thresholdOf(8) + 1, level: 8 });
  });

  it('gives demo users the experience of the level the seed shows (level derives from experience)', async () => {
    const seeded = await createUserWithSession(db(), { level: 15 });
    await backfillExperience(db());
    expect(await experienceOf(seeded.user.id)).toEqual({ experience: thresholdOf(15), level: 15 });
    const rows = await query<{ level: number; experience: string }>(
      db(),
      sql`select u.level, x.experience from users u join user_experience x on x.user_id = u.id`,
    );
    for (const r of rows) expect(levelOf(Number(r.experience))).toBeGreaterThanOrEqual(r.level);
  });

  it('credits a real chat line and caps chat experience per China day', async () => {
    now = earlyToday();
    const fan = await createUserWithSession(db());
    const sent = await postJson(t.app, '/api/chat/msg', { roomId, content: '好球！' }, fan.token);
    expect(codeOf(sent)).toBe(200);
    // The line's experience is credited once its row is stored, off the send path.
    await t.app.ctx.chatWrites.settled();
    expect(await earnedToday(fan, 'chat')).toBe(2);
    for (let i = 0; i < 20; i++)
      await earn(t.app.ctx, { userId: fan.user.id, source: 'chat', amount: 2, ref: newKey() });
    expect(await earnedToday(fan, 'chat')).toBe(sourceRules.chat.dailyCap);
    expect((await experienceOf(fan.user.id)).experience).toBe(sourceRules.chat.dailyCap);
    // A new day, a new allowance.
    now += 86_400_000;
    expect(await earnedToday(fan, 'chat')).toBe(0);
    await earn(t.app.ctx, { userId: fan.user.id, source: 'chat', amount: 2, ref: newKey() });
    expect((await experienceOf(fan.user.id)).experience).toBe(sourceRules.chat.dailyCap + 2);
    expect(await taskOf(fan, 'daily-chat')).toMatchObject({ state: 'claimable', progress: 1 });
  });

  it('credits many chat lines of many users in one batch: each ref once, each user capped, levels raised', async () => {
    now = earlyToday();
    const a = await createUserWithSession(db());
    const b = await createUserWithSession(db(), { level: 8 });
    // a: the whole day's cap and two lines past it, interleaved with b's lines; b starts at Lv.8's threshold.
    const lines = sourceRules.chat.dailyCap / 2 + 2;
    const refs = Array.from({ length: lines }, () => newKey());
    const credits = refs.flatMap((ref, i) => [
      { userId: a.user.id, amount: 2, ref },
      ...(i < 3 ? [{ userId: b.user.id, amount: 2, ref: `${ref}-b` }] : []),
    ]);
    const first = await earnMany(t.app.ctx, 'chat', credits);
    expect(first.get(a.user.id)).toMatchObject({ granted: sourceRules.chat.dailyCap });
    expect(first.get(b.user.id)).toMatchObject({ granted: 6, previousLevel: 8, level: 8 });
    expect(await earnedToday(a, 'chat')).toBe(sourceRules.chat.dailyCap);
    expect(await experienceOf(a.user.id)).toEqual({
      experience: sourceRules.chat.dailyCap,
      level: levelOf(sourceRules.chat.dailyCap),
    });
    expect(await experienceOf(b.user.id)).toEqual({ experience: thresholdOf(8) + 6, level: 8 });
    // The same refs again credit nothing (a retried batch); a user gone is left out.
    const again = await earnMany(t.app.ctx, 'chat', [
      ...credits.filter((c) => c.userId === b.user.id),
      { userId: 2_000_000_000, amount: 2, ref: newKey() },
    ]);
    expect([...again.keys()]).toEqual([b.user.id]);
    expect(again.get(b.user.id)).toMatchObject({ granted: 0 });
    expect((await experienceOf(b.user.id)).experience).toBe(thresholdOf(8) + 6);
  });

  it('credits a gift by its value through POST /pay/gift (once per idempotent retry), capped', async () => {
    now = earlyToday();
    const fan = await createUserWithSession(db());
    await fund(t.app.ctx, fan.user.id, 1_000_000);
    const key = newKey();
    const body = { anchorId: anchor.user.id, giftId, count: 1 };
    const first = await paidPost(t.app, '/pay/gift', body, fan.token, key);
    expect(codeOf(first)).toBe(200);
    const again = await paidPost(t.app, '/pay/gift', body, fan.token, key);
    expect(dataOf(again)).toEqual(dataOf(first));
    const value = Math.max(1, Math.floor(dataOf<{ amount: number }>(first).amount));
    expect(await earnedToday(fan, 'gift')).toBe(value);
    expect(await taskOf(fan, 'daily-gift')).toMatchObject({ state: 'claimable' });
    await earn(t.app.ctx, { userId: fan.user.id, source: 'gift', amount: 10_000, ref: newKey() });
    expect(await earnedToday(fan, 'gift')).toBe(sourceRules.gift.dailyCap);
  });

  it('credits watch minutes of a logged-in socket watching a live room, per user and capped', async () => {
    now = earlyToday();
    const fan = await createUserWithSession(db());
    const tracker = watchTrackerOf(t.app);
    const tab1 = await connectClient(t.url, fan.token);
    const tab2 = await connectClient(t.url, fan.token);
    const anonymous = await connectClient(t.url);
    sockets.push(tab1, tab2, anonymous);
    for (const s of [tab1, tab2, anonymous])
      expect(
        await ask(s, 'subscribe', { channel: channels.room(roomId), watch: true }),
      ).toMatchObject({
        ok: true,
      });
    now += 5 * 60_000 + 30_000;
    await tracker.flush();
    // Two tabs are one viewer: five whole minutes, the half minute kept for later.
    expect(await earnedToday(fan, 'watch')).toBe(5);
    tab2.close();
    now += 4 * 60_000 + 30_000;
    await tracker.flush();
    expect(await earnedToday(fan, 'watch')).toBe(10);
    expect(await taskOf(fan, 'daily-watch')).toMatchObject({ state: 'claimable', progress: 10 });
    // Leaving stops the clock (the anonymous tab still watches, and earns nobody anything).
    tab1.close();
    await expect.poll(() => viewersOf(t.app).countOf(roomId)).toBe(1);
    now += 30 * 60_000;
    await tracker.flush();
    expect(await earnedToday(fan, 'watch')).toBe(10);
    // Hours on one page earn the day's cap, no more.
    const tab3 = await connectClient(t.url, fan.token);
    sockets.push(tab3);
    await ask(tab3, 'subscribe', { channel: channels.room(roomId), watch: true });
    now += 3 * 3_600_000;
    await tracker.flush();
    expect(await earnedToday(fan, 'watch')).toBe(sourceRules.watch.dailyCap);
    tab3.close();
  });

  it('does not count an off-air room’s page as watching', async () => {
    now = earlyToday();
    const fan = await createUserWithSession(db());
    const idle = await createUserWithSession(db(), { isAnchor: 1 });
    const [room] = await db()
      .insert(rooms)
      .values({ anchorId: idle.user.id, streamName: randomBytes(8).toString('hex') })
      .returning();
    const tab = await connectClient(t.url, fan.token);
    sockets.push(tab);
    await ask(tab, 'subscribe', { channel: channels.room(room!.id), watch: true });
    now += 10 * 60_000;
    await watchTrackerOf(t.app).flush();
    expect(await earnedToday(fan, 'watch')).toBe(0);
    tab.close();
  });
});

describe(`level privileges (${testEngine()})`, () => {
  it('announces the entry of a Lv.30+ user in the room (进场提示), not of a lower one', async () => {
    const low = await createUserWithSession(db(), { level: 29 });
    const high = await createUserWithSession(db(), { level: 30 });
    const viewer = await connectClient(t.url);
    sockets.push(viewer);
    const events = recordEvents(viewer);
    await ask(viewer, 'subscribe', { channel: channels.room(roomId) });
    for (const who of [low, high])
      expect(codeOf(await postJson(t.app, '/api/chat/welcome', { roomId }, who.token))).toBe(200);
    const entries = () => events.of(channels.room(roomId)).filter((e) => e.type === 'room.entry');
    // Pushes on one channel arrive in order: once the high user's entry is here, the low one's would be too.
    await expect.poll(() => entries().length).toBeGreaterThan(0);
    expect(entries().map((e) => e.data)).toEqual([
      { roomId, userId: high.user.id, nickName: high.user.nickName, nobility: null },
    ]);
  });
});

describe(`check-in (${testEngine()})`, () => {
  it('checks in once per China day, with a growing streak that a missed day breaks', async () => {
    const fan = await createUserWithSession(db());
    now = chinaEarly(0);
    const first = await postJson(t.app, '/api/grade/checkin', {}, fan.token);
    expect(first.json()).toMatchObject({ code: 200, data: { streak: 1, reward: 10 } });
    const second = await postJson(t.app, '/api/grade/checkin', {}, fan.token);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: errors.checkinAlready.code });
    expect((second.json() as { msg: string }).msg).toContain('已签到');
    expect((await mine(fan)).checkin).toMatchObject({ today: true, streak: 1 });

    now = chinaEarly(1) + 11 * 3_600_000; // 23:00 China time, the next day
    expect((await mine(fan)).checkin).toMatchObject({ today: false, streak: 1, reward: 15 });
    const next = await postJson(t.app, '/api/grade/checkin', {}, fan.token);
    expect(next.json()).toMatchObject({ data: { streak: 2, reward: 15 } });
    now = chinaEarly(3);
    expect((await mine(fan)).checkin).toMatchObject({ today: false, streak: 0 });
    const broken = await postJson(t.app, '/api/grade/checkin', {}, fan.token);
    expect(broken.json()).toMatchObject({ data: { streak: 1, reward: 10 } });
    expect((await mine(fan)).checkin.days).toEqual(['2026-03-05', '2026-03-03', '2026-03-02']);
    expect((await experienceOf(fan.user.id)).experience).toBe(35);
  });

  it('credits once when the same check-in arrives ten times at once', async () => {
    const fan = await createUserWithSession(db());
    now = chinaEarly(10);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postJson(t.app, '/api/grade/checkin', {}, fan.token)),
    );
    expect(answers.filter((a) => codeOf(a) === 200)).toHaveLength(1);
    expect(answers.filter((a) => codeOf(a) === errors.checkinAlready.code)).toHaveLength(9);
    expect((await experienceOf(fan.user.id)).experience).toBe(10);
  });

  it('refuses without the accessToken header', async () => {
    const fan = await createUserWithSession(db());
    const res = await t.app.inject({
      method: 'POST',
      url: '/gw/api/grade/checkin',
      cookies: { auth: fan.token },
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(codeOf(res)).toBe(errors.notLoggedIn.code);
    expect(codeOf(await getAs(t.app, '/api/grade/mine'))).toBe(errors.notLoggedIn.code);
  });
});

describe(`tasks and POST /api/task/reward (${testEngine()})`, () => {
  it('lists tasks with progress from real data and pays an experience reward once', async () => {
    now = chinaEarly(20);
    const fan = await createUserWithSession(db());
    expect(await taskOf(fan, 'daily-checkin')).toMatchObject({ state: 'todo', progress: 0 });
    expect(await taskOf(fan, 'new-phone')).toMatchObject({ state: 'claimable' });
    const early = await postJson(t.app, '/api/task/reward', { taskId: 'daily-checkin' }, fan.token);
    expect(early.statusCode).toBe(409);
    expect(codeOf(early)).toBe(errors.taskNotFinished.code);

    await postJson(t.app, '/api/grade/checkin', {}, fan.token);
    expect(await taskOf(fan, 'daily-checkin')).toMatchObject({ state: 'claimable', progress: 1 });
    const claim = await postJson(t.app, '/api/task/reward', { taskId: 'daily-checkin' }, fan.token);
    expect(claim.json()).toMatchObject({
      code: 200,
      data: { taskId: 'daily-checkin', reward: { kind: 'exp', amount: 10 }, experience: 20 },
    });
    const twice = await postJson(t.app, '/api/task/reward', { taskId: 'daily-checkin' }, fan.token);
    expect(codeOf(twice)).toBe(errors.taskClaimed.code);
    expect(await taskOf(fan, 'daily-checkin')).toMatchObject({ state: 'claimed' });
    // Tomorrow the daily task is open again.
    now = chinaEarly(21);
    expect(await taskOf(fan, 'daily-checkin')).toMatchObject({ state: 'todo' });
  });

  it('sees follows of anchors today, a changed nickname and real-name verification', async () => {
    now = earlyToday();
    const fan = await createUserWithSession(db());
    expect(await taskOf(fan, 'daily-follow')).toMatchObject({ state: 'todo' });
    await db().execute(
      sql`insert into follows (follower_id, target_id) values (${fan.user.id}, ${anchor.user.id})`,
    );
    expect(await taskOf(fan, 'daily-follow')).toMatchObject({ state: 'claimable' });
    expect(await taskOf(fan, 'new-nickname')).toMatchObject({ state: 'todo' });
    const renamed = await t.app.inject({
      url: `/gw/user/center/updateNickName?nickName=${encodeURIComponent(`新名${fan.user.id % 100000}`)}`,
      headers: { accesstoken: fan.token },
    });
    expect(codeOf(renamed)).toBe(200);
    expect(await taskOf(fan, 'new-nickname')).toMatchObject({ state: 'claimable' });
    expect(await taskOf(fan, 'new-real-name')).toMatchObject({ state: 'todo' });
    await db().update(users).set({ realNameStatus: 1 }).where(eq(users.id, fan.user.id));
    expect(await taskOf(fan, 'new-real-name')).toMatchObject({ state: 'claimable' });
  });

  it('pays a 球票 reward once as 系统赠送 when ten claims arrive at once, the ledger balanced', async () => {
    now = earlyToday();
    const fan = await createUserWithSession(db(), { realNameStatus: 1 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        postJson(t.app, '/api/task/reward', { taskId: 'new-real-name' }, fan.token),
      ),
    );
    expect(answers.filter((a) => codeOf(a) === 200)).toHaveLength(1);
    expect(answers.filter((a) => codeOf(a) === errors.taskClaimed.code)).toHaveLength(9);
    expect(await ticketOf(fan.user.id)).toBe(500);
    const paid = answers.find((a) => codeOf(a) === 200)!;
    expect(dataOf(paid)).toMatchObject({ reward: { kind: 'ticket', amount: 5 }, ticket: 5 });
    const [grants] = await query<{ n: string }>(
      db(),
      sql`select count(*) as n from ledger_transactions where trade_type = 7 and user_id = ${fan.user.id}`,
    );
    expect(Number(grants?.n)).toBe(1);
    const facts = await ledgerFacts(db());
    expect(facts).toMatchObject({ unbalanced: [], drifted: [], negative: [] });
    expect(facts.totals.every((x) => x.total === 0)).toBe(true);
    expect(healthy.unbalanced).toEqual([]);
    // Once ever: a newcomer task stays claimed on later days.
    now += 3 * 86_400_000;
    expect(await taskOf(fan, 'new-real-name')).toMatchObject({ state: 'claimed' });
    const later = await postJson(t.app, '/api/task/reward', { taskId: 'new-real-name' }, fan.token);
    expect(codeOf(later)).toBe(errors.taskClaimed.code);
    expect(await ticketOf(fan.user.id)).toBe(500);
  });

  it('refuses an unknown task, bad input and a missing login', async () => {
    const fan = await createUserWithSession(db());
    const unknown = await postJson(
      t.app,
      '/api/task/reward',
      { taskId: 'no-such-task' },
      fan.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe(errors.taskNotFound.code);
    const empty = await postJson(t.app, '/api/task/reward', {}, fan.token);
    expect(empty.statusCode).toBe(400);
    expect(codeOf(empty)).toBe(errors.badParams.code);
    const wrongType = await postJson(t.app, '/api/task/reward', { taskId: 7 }, fan.token);
    expect(codeOf(wrongType)).toBe(errors.badParams.code);
    const anonymous = await postJson(t.app, '/api/task/reward', { taskId: 'new-phone' });
    expect(codeOf(anonymous)).toBe(errors.notLoggedIn.code);
    expect(codeOf(await getAs(t.app, '/api/task/list'))).toBe(errors.notLoggedIn.code);
  });

  it('answers the level table from the one list of thresholds', async () => {
    const res = await getAs(t.app, '/api/grade/levels');
    const levels = dataOf<{
      levels: { level: number; experience: number; privileges: string[] }[];
    }>(res).levels;
    expect(levels).toHaveLength(51);
    for (const l of levels) expect(levelOf(l.experience)).toBe(l.level);
    expect(levels[30]!.privileges).toContain('进场提示');
    const [events] = await query<{ n: string }>(
      db(),
      sql`select count(*) as n from ${experienceEvents}`,
    );
    expect(Number(events?.n)).toBeGreaterThan(0);
  });
});
