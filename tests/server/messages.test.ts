// The message centre: its calls (list, unread, read, delete, settings — success, bad input, missing login),
// the service's rules (switches, dedupe, bulk fan-out, retention) and every writer hook that tells a user
// something, each through the real action that causes it.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { type ChannelEvent, channels } from '../../contract/events';
import { comments, follows, messages, rooms, type users } from '../../server/db/schema';
import { closeCommentReport, reportComment } from '../../server/modules/comment/service';
import { reportPost } from '../../server/modules/community/report';
import { closePostReport } from '../../server/modules/community/service';
import {
  notify,
  sweepMessages,
  tellPlanSettled,
  tellWithdrawal,
} from '../../server/modules/message/service';
import { decideWithdrawal } from '../../server/modules/pay/withdrawals';
import { publishedRoom } from '../../server/modules/room/lifecycle';
import { calls, makeCircle, person } from './community-world';
import { startTestApp, type TestApp, testEngine } from './harness';
import { loadWorld, M, stateOf } from './match-api-world';
import {
  cardNumber,
  dataOf,
  giveTickets,
  newKey,
  payCalls,
  verifiedUser,
} from './pay-withdraw-support';
import { createUserWithSession } from './users';

let t: TestApp;
type Person = Awaited<ReturnType<typeof createUserWithSession>>;
let c: ReturnType<typeof calls>;

beforeAll(async () => {
  t = await startTestApp();
  c = calls(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const deps = () => ({ db: t.app.ctx.db, bus: t.app.ctx.bus });
const codeOf = (res: { json(): unknown }) => (res.json() as { code: number }).code;
const newPerson = (extra: Partial<typeof users.$inferInsert> = {}) =>
  createUserWithSession(db(), extra);

const list = (p: Person, tab: string, extra = '') =>
  c.get(`/api/message/list?tab=${tab}${extra}`, p.token);
const unread = (p: Person) => c.get('/api/message/unread', p.token);
const read = (p: Person, body: unknown) => c.post('/api/message/read', body, p.token);
const remove = (p: Person, body: unknown) => c.post('/api/message/delete', body, p.token);
const setKind = (p: Person, kind: string, enabled: number) =>
  c.post('/api/message/settings', { kind, enabled }, p.token);

/** The message.new pushes a user's channel still holds, oldest first. */
async function pushesTo(userId: number) {
  const { replay } = await t.app.ctx.bus.catchUp(channels.user(userId), 0);
  return replay.filter(
    (e): e is Extract<ChannelEvent, { type: 'message.new' }> => e.type === 'message.new',
  );
}

async function rowsOf(userId: number, kind?: string) {
  return db()
    .select()
    .from(messages)
    .where(
      kind
        ? and(eq(messages.userId, userId), eq(messages.kind, kind))
        : eq(messages.userId, userId),
    );
}

const follow = (fan: Person, target: Person, op = 1) =>
  c.get(
    `/api/attention/operAttention?type=2&targetId=${target.user.id}&operateType=${op}`,
    fan.token,
  );

describe(`message calls (${testEngine()})`, () => {
  let me: Person;
  let fan: Person;
  beforeAll(async () => {
    me = await newPerson();
    fan = await newPerson({ nickName: '铁杆球迷阿强' });
  });

  it('a follow is one 新粉丝 message, listed, counted, pushed live, never twice for a re-follow', async () => {
    expect((await follow(fan, me)).json()).toMatchObject({ code: 200 });
    const res = await list(me, 'follow');
    expect(res.json()).toMatchObject({ code: 200, data: { total: 1, page: 1, pageSize: 30 } });
    const [m] = res.json().data.list;
    expect(m).toMatchObject({
      kind: 'follow',
      tab: 'follow',
      title: '铁杆球迷阿强 关注了你',
      link: `/personal/${fan.user.id}`,
      read: false,
      actor: { id: fan.user.id, nickName: '铁杆球迷阿强', portrait: expect.any(String) },
    });
    const counts = (await unread(me)).json().data;
    expect(counts).toMatchObject({ total: 1, kinds: { follow: 1 }, tabs: { follow: 1 } });
    expect(counts.seq).toBeGreaterThan(0);
    const pushed = await pushesTo(me.user.id);
    expect(pushed.map((e) => e.data.message.id)).toEqual([m.id]);
    expect(pushed[0]!.data.unread.total).toBe(1);
    // Unfollow and follow again: the same event, no second message.
    await follow(fan, me, 0);
    await follow(fan, me, 1);
    expect(await rowsOf(me.user.id, 'follow')).toHaveLength(1);
  });

  it('marks one, a tab or all read; the count follows and other pages hear message.read', async () => {
    const other = await newPerson();
    await follow(other, me);
    expect((await unread(me)).json().data.total).toBe(2);
    const [first] = (await list(me, 'follow')).json().data.list;
    const one = await read(me, { id: first.id });
    expect(one.json()).toMatchObject({ code: 200, data: { changed: 1, unread: { total: 1 } } });
    const again = await read(me, { id: first.id });
    expect(again.json().data.changed).toBe(0);
    expect((await read(me, { kind: 'live' })).json().data.changed).toBe(0);
    const tab = await read(me, { tab: 'follow' });
    expect(tab.json().data).toMatchObject({ changed: 1, unread: { total: 0 } });
    const { replay } = await t.app.ctx.bus.catchUp(channels.user(me.user.id), 0);
    expect(replay.filter((e) => e.type === 'message.read')).toHaveLength(2);
    // All: nothing left to change.
    expect((await read(me, {})).json().data).toMatchObject({ changed: 0, unread: { total: 0 } });
    expect(
      (await list(me, 'follow')).json().data.list.every((m: { read: boolean }) => m.read),
    ).toBe(true);
  });

  it('deletes my own message only; a bad or foreign id is a 4xx envelope', async () => {
    const [m] = (await list(me, 'follow')).json().data.list;
    const stranger = await newPerson();
    const foreign = await remove(stranger, { id: m.id });
    expect(foreign.statusCode).toBe(404);
    expect(codeOf(foreign)).toBe(errors.messageNotFound.code);
    expect((await remove(me, { id: m.id })).json()).toMatchObject({ code: 200 });
    expect((await remove(me, { id: m.id })).statusCode).toBe(404);
    for (const body of [{}, { id: 'abc' }, { id: -1 }]) {
      const bad = await remove(me, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(codeOf(bad)).toBe(errors.badParams.code);
    }
  });

  it('refuses bad input on every call', async () => {
    for (const res of [
      await list(me, 'nope'),
      await list(me, 'follow', '&page=0'),
      await list(me, 'follow', '&pageSize=500'),
      await c.get('/api/message/list', me.token),
      await read(me, { id: 'x' }),
      await read(me, { tab: 'nope' }),
      await read(me, { kind: 'nope' }),
      await setKind(me, 'nope', 1),
      await setKind(me, 'live', 2),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: errors.badParams.code, msg: expect.any(String) });
    }
    expect(codeOf(await read(me, { tab: 'follow', kind: 'follow' }))).toBe(
      errors.messageReadTarget.code,
    );
    const both = await read(me, { id: 1, tab: 'follow' });
    expect(both.statusCode).toBe(400);
    expect(codeOf(both)).toBe(errors.messageReadTarget.code);
    const missing = await read(me, { id: 999_999 });
    expect(missing.statusCode).toBe(404);
  });

  it('needs a login on every call, and the header (not the cookie alone) for every write', async () => {
    for (const [method, path] of [
      ['GET', '/api/message/list?tab=follow'],
      ['GET', '/api/message/unread'],
      ['GET', '/api/message/settings'],
      ['POST', '/api/message/read'],
      ['POST', '/api/message/delete'],
      ['POST', '/api/message/settings'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `/gw${path}`,
        ...(method === 'POST'
          ? { payload: '{}', headers: { 'content-type': 'application/json' } }
          : {}),
      });
      expect(res.statusCode, path).toBe(401);
      expect(codeOf(res)).toBe(errors.notLoggedIn.code);
    }
    const byCookie = await t.app.inject({
      method: 'POST',
      url: '/gw/api/message/read',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
      cookies: { auth: me.token },
    });
    expect(codeOf(byCookie)).toBe(errors.notLoggedIn.code);
  });

  it('pages a tab by 30, newest first', async () => {
    const busy = await newPerson();
    for (let i = 0; i < 35; i++)
      await notify(deps(), {
        userId: busy.user.id,
        kind: 'system',
        title: `通知 ${i}`,
        dedupeKey: `test:${i}`,
      });
    const first = (await list(busy, 'system')).json().data;
    expect(first).toMatchObject({ total: 35, pageSize: 30 });
    expect(first.list).toHaveLength(30);
    expect(first.list[0].title).toBe('通知 34');
    const second = (await list(busy, 'system', '&page=2')).json().data;
    expect(second.list.map((m: { title: string }) => m.title)).toEqual([
      '通知 4',
      '通知 3',
      '通知 2',
      '通知 1',
      '通知 0',
    ]);
  });
});

describe(`message settings and service rules (${testEngine()})`, () => {
  it('a kind switched off is not written nor pushed; switched on again, it is', async () => {
    const me = await newPerson();
    const settings = (await c.get('/api/message/settings', me.token)).json().data;
    expect(settings).toHaveLength(8);
    expect(settings.every((s: { enabled: boolean }) => s.enabled)).toBe(true);
    const off = await setKind(me, 'follow', 0);
    expect(off.json().data.find((s: { kind: string }) => s.kind === 'follow')).toMatchObject({
      enabled: false,
      label: '新粉丝',
    });
    await follow(await newPerson(), me);
    expect(await rowsOf(me.user.id)).toHaveLength(0);
    expect(await pushesTo(me.user.id)).toHaveLength(0);
    await setKind(me, 'follow', 1);
    await follow(await newPerson(), me);
    expect(await rowsOf(me.user.id, 'follow')).toHaveLength(1);
  });

  it('dedupes: the same event for the same user is one message, however often it is reported', async () => {
    const me = await newPerson();
    const n = { userId: me.user.id, kind: 'system' as const, title: '欢迎', dedupeKey: 'welcome' };
    const first = await notify(deps(), n);
    expect(first).toBeTypeOf('number');
    expect(await notify(deps(), n)).toBeNull();
    await Promise.all([notify(deps(), n), notify(deps(), n)]);
    expect(await rowsOf(me.user.id)).toHaveLength(1);
    expect(await pushesTo(me.user.id)).toHaveLength(1);
  });

  it('never fails its caller: a notice to a missing user is logged and answers null', async () => {
    const errorsSeen: unknown[] = [];
    const quiet = { ...deps(), log: { error: (o: unknown) => errorsSeen.push(o), warn: () => {} } };
    const answer = await notify(quiet, {
      userId: 987_654,
      kind: 'system',
      title: 'x',
      dedupeKey: 'x',
    });
    expect(answer).toBeNull();
    expect(errorsSeen).toHaveLength(1);
  });

  it('an anchor going live tells 1,500 followers in bulk, once per broadcast, minus those who switched it off', async () => {
    const anchor = await newPerson({ isAnchor: 1, nickName: '解说老王' });
    const inserted = (await db().execute(sql`
      insert into users (phone, nick_name)
      select '17' || lpad((${anchor.user.id}::bigint * 10000 + g)::text, 9, '0'), '粉丝' || g
      from generate_series(1, 1500) g
      returning id
    `)) as unknown as { rows: { id: number }[] };
    const fanIds = inserted.rows.map((r) => r.id);
    await db().execute(sql`
      insert into follows (follower_id, target_id)
      select id, ${anchor.user.id} from users where id in (${sql.join(fanIds, sql`, `)})
    `);
    const quietFan = await newPerson();
    await db().insert(follows).values({ followerId: quietFan.user.id, targetId: anchor.user.id });
    await setKind(quietFan, 'live', 0);
    const [room] = await db()
      .insert(rooms)
      .values({
        anchorId: anchor.user.id,
        streamName: `msg${anchor.user.id}`,
        status: 'waiting',
        title: '英超焦点战 边看边聊',
      })
      .returning();
    const live = await publishedRoom(deps(), room!);
    expect(live?.status).toBe('live');
    const [{ n }] = (
      (await db().execute(
        sql`select count(*)::int as n from messages where kind = 'live' and actor_id = ${anchor.user.id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows as [{ n: number }];
    expect(n).toBe(1500);
    expect(await rowsOf(quietFan.user.id)).toHaveLength(0);
    const sample = fanIds[777]!;
    const [push] = await pushesTo(sample);
    expect(push?.data.message).toMatchObject({
      kind: 'live',
      tab: 'live',
      title: '你关注的主播 解说老王 开播了',
      body: '英超焦点战 边看边聊',
      link: `/live/room/${room!.id}`,
    });
    // The stream drops and comes back within the session: no second notice.
    await db().update(rooms).set({ status: 'waiting' }).where(eq(rooms.id, room!.id));
    await publishedRoom(deps(), { ...live!, status: 'waiting' });
    expect(await rowsOf(sample)).toHaveLength(1);
  });

  it('sweeps messages past the retention days and keeps each user under the cap', async () => {
    const me = await newPerson();
    const old = new Date(Date.now() - 100 * 86_400_000);
    await db()
      .insert(messages)
      .values([
        { userId: me.user.id, kind: 'system', title: '旧', dedupeKey: 'old', createdAt: old },
        ...Array.from({ length: 6 }, (_, i) => ({
          userId: me.user.id,
          kind: 'system',
          title: `新 ${i}`,
          dedupeKey: `new:${i}`,
          createdAt: new Date(Date.now() - (10 - i) * 60_000),
        })),
      ]);
    await sweepMessages(db(), { days: 90, perUser: 4 });
    const left = await rowsOf(me.user.id);
    expect(left.map((m) => m.title).sort()).toEqual(['新 2', '新 3', '新 4', '新 5']);
  });
});

describe(`writer hooks (${testEngine()})`, () => {
  it('a reply to my comment and a comment on my post are 回复我的; a like of my post is 收到的赞', async () => {
    const circle = await makeCircle(db(), `消息测试圈${Date.now()}`);
    const writer = await person(db(), circle.id);
    const replier = await person(db(), circle.id);
    const res = await c.addPost({ circleId: circle.id, content: '曼联今晚能赢吗' }, writer.token);
    const postId = res.json().data.id as number;
    const top = await c.comment({ postId, type: 2, content: '<b>能赢</b> 三比零' }, replier.token);
    expect(top.json()).toMatchObject({ code: 200 });
    const onPost = await rowsOf(writer.user.id, 'reply');
    expect(onPost).toHaveLength(1);
    expect(onPost[0]).toMatchObject({
      title: `${replier.user.nickName} 评论了你的帖子`,
      body: '<b>能赢</b> 三比零',
      link: `/community/${postId}`,
      actorId: replier.user.id,
    });
    // The writer answers the replier's comment: the replier hears of it.
    await c.comment(
      { postId, type: 2, content: '借你吉言', parentId: top.json().data.id },
      writer.token,
    );
    const replies = await rowsOf(replier.user.id, 'reply');
    expect(replies).toHaveLength(1);
    expect(replies[0]!.title).toBe(`${writer.user.nickName} 回复了你的评论`);
    // Likes: one message per liker, even after un-liking and liking again.
    await c.like(postId, replier.token);
    await c.like(postId, replier.token);
    await c.like(postId, replier.token);
    const likes = await rowsOf(writer.user.id, 'like');
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({ link: `/community/${postId}`, actorId: replier.user.id });
    // Nobody is told of their own act.
    await c.like(postId, writer.token);
    expect(await rowsOf(writer.user.id, 'like')).toHaveLength(1);
  });

  it('a handled post report tells the reporter (举报处理)', async () => {
    const circle = await makeCircle(db(), `举报圈${Date.now()}`);
    const writer = await person(db(), circle.id);
    const reporter = await person(db(), circle.id);
    const postId = (
      await c.addPost({ circleId: circle.id, content: '加群看直播' }, writer.token)
    ).json().data.id as number;
    const { id } = await reportPost(db(), reporter.user.id, { postId, reason: '广告', detail: '' });
    expect(await closePostReport(db(), id, deps())).toBe(true);
    const [m] = await rowsOf(reporter.user.id, 'report');
    expect(m).toMatchObject({ title: '你的举报已处理', link: `/community/${postId}` });
    // Closing again changes nothing and tells nobody twice.
    expect(await closePostReport(db(), id, deps())).toBe(false);
    expect(await rowsOf(reporter.user.id, 'report')).toHaveLength(1);
    // A comment report: the comment taken down, so the reporter hears it was upheld.
    const said = await c.comment({ postId, type: 2, content: '私聊我买球' }, writer.token);
    const commentId = said.json().data.id as number;
    const other = await person(db(), circle.id);
    const report = await reportComment(db(), other.user.id, { commentId, reason: '广告' });
    await db().update(comments).set({ status: 0 }).where(eq(comments.id, commentId));
    expect(await closeCommentReport(db(), report.id, deps())).toBe(true);
    const [upheld] = await rowsOf(other.user.id, 'report');
    expect(upheld!.body).toContain('已被处理');
  });

  it('a reserved match kicking off tells everyone who reserved it, with the anchors showing it', async () => {
    await loadWorld(t.app.ctx.ingest);
    const fans = await Promise.all([newPerson(), newPerson(), newPerson()]);
    for (const fan of fans)
      expect(
        (
          await c.get(
            `/api/attention/operAttention?type=1&targetId=${M.tomorrow}&matchType=football&operateType=1`,
            fan.token,
          )
        ).json(),
      ).toMatchObject({ code: 200 });
    const kickoff = stateOf(M.tomorrow, 2);
    await t.app.ctx.ingest.changes([kickoff], { cursor: kickoff.at });
    for (const fan of fans)
      await expect.poll(() => rowsOf(fan.user.id, 'reserve'), { timeout: 15_000 }).toHaveLength(1);
    const [m] = await rowsOf(fans[0]!.user.id, 'reserve');
    expect(m!.title).toContain('你预约的比赛开赛了');
    expect(m!.link).toBe(`/football/live/${M.tomorrow}`);
    // Another report of the same state: no second notice.
    const again = stateOf(M.tomorrow, 2, 1, 0);
    await t.app.ctx.ingest.changes([again], { cursor: again.at });
    expect(await rowsOf(fans[1]!.user.id, 'reserve')).toHaveLength(1);
  });

  it('an operator approving or rejecting a withdrawal tells its owner (结算通知)', async () => {
    const name = '赵六';
    const { user, token } = await verifiedUser(db(), name);
    const pay = payCalls(t.app);
    await pay.post(
      '/pay/change/pay-pass',
      { password: '135790', confirmPassword: '135790' },
      token,
    );
    const card = dataOf<{ id: number }>(
      await pay.post(
        '/pay/bind-card',
        { type: 1, account: cardNumber(), bankName: '中国建设银行', holderName: name },
        token,
      ),
    );
    await giveTickets(t.app.ctx, user.id, 60_000);
    const ask = async (amount: number) =>
      dataOf<{ id: number }>(
        await pay.post(
          '/pay/withdraw',
          { amount, accountId: card.id, payPassword: '135790' },
          token,
          newKey(),
        ),
      ).id;
    const paid = await ask(200);
    const refused = await ask(150);
    await decideWithdrawal(t.app.ctx, paid, 'approve');
    await decideWithdrawal(t.app.ctx, refused, 'reject', '收款账户信息有误');
    // Deciding again moves nothing and tells nobody twice.
    await decideWithdrawal(t.app.ctx, paid, 'approve');
    const rows = await rowsOf(user.id, 'settle');
    expect(rows.map((r) => r.title).sort()).toEqual(['提现已到账', '提现未通过审核']);
    expect(rows.every((r) => r.link === '/v/cashout')).toBe(true);
    expect(rows.find((r) => r.title === '提现未通过审核')!.body).toContain('收款账户信息有误');
  });

  it('plan settlement and withdrawal notices are 结算通知 with their links', async () => {
    const me = await newPerson();
    const p = { userId: me.user.id, planId: 9, code: 'AB12', title: '英超稳胆' };
    await tellPlanSettled(deps(), { ...p, result: 'void', refunded: 38 });
    await tellWithdrawal(deps(), {
      userId: me.user.id,
      withdrawalId: 4,
      approved: false,
      amount: '100.00',
      reason: '账户信息有误',
    });
    const rows = await rowsOf(me.user.id, 'settle');
    expect(rows.map((r) => r.link).sort()).toEqual(['/guide/expert/plan?code=AB12', '/v/cashout']);
    expect(rows.find((r) => r.link === '/v/cashout')!.body).toContain('账户信息有误');
    const tabs = (await unread(me)).json().data.tabs;
    expect(tabs.system).toBe(2);
  });
});
