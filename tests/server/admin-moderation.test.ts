// The reports and users desks: every act on every kind of report closes it once (through the module's own close)
// and tells the reporter once; a site-wide mute refuses room chat, match chat, comments and posts with a clear
// message until it ends, and reaches the user's open pages; a ban revokes sessions and refuses login; lookups;
// the ledger read-only below finance; manual top-ups and deductions idempotent and balanced (with a property
// test over a seeded random sequence).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { channels } from '../../contract/events';
import {
  adminAudit,
  commentReports,
  comments,
  competitions,
  matches,
  messages,
  postReports,
  posts,
  roomReports,
  sessions,
  teams,
  userSanctions,
} from '../../server/db/schema';
import { restateUser } from '../../server/modules/chat/standing';
import { hashPassword } from '../../server/modules/user/password';
import { type AdminSession, adminWithSession, asAdmin, GW, post } from './admin-support';
import { newRoom, say } from './chat-world';
import { calls } from './community-world';
import { startTestApp, type TestApp, testEngine } from './harness';
import { passwordLoginFrom } from './login-support';
import { newsWorld } from './news-world';
import { api, getAs, postForm } from './profile-fixtures';
import { createUserWithSession } from './users';

let t: TestApp;
let moderator: AdminSession;
let finance: AdminSession;
let auditor: AdminSession;
let world: Awaited<ReturnType<typeof newsWorld>>;
const db = () => t.database.db;
const MATCH = 99_101;

beforeAll(async () => {
  t = await startTestApp();
  moderator = await adminWithSession(t.app, 'moderator');
  finance = await adminWithSession(t.app, 'finance');
  auditor = await adminWithSession(t.app, 'auditor');
  world = await newsWorld(db());
  await db().insert(competitions).values({
    id: 991,
    sport: 'football',
    name: '英超',
    shortName: '英超',
    country: '英格兰',
    kind: 'league',
    tier: 1,
    color: '#3d195b',
    seasonId: 1,
    seasonName: '2026/27',
  });
  const team = (id: number, shortName: string) => ({
    id,
    sport: 'football',
    name: shortName,
    shortName,
    country: '英格兰',
    competitionId: 991,
  });
  await db()
    .insert(teams)
    .values([team(99101, '阿森纳'), team(99102, '切尔西')]);
  await db()
    .insert(matches)
    .values({
      id: MATCH,
      sport: 'football',
      competitionId: 991,
      seasonId: 1,
      round: '1',
      kickoffAt: new Date('2026-11-29T12:00:00Z'),
      homeTeamId: 99101,
      awayTeamId: 99102,
      state: 1,
    });
});
afterAll(() => t?.close());

const adminGet = (p: string, s: AdminSession = moderator) =>
  t.app.inject({ method: 'GET', url: GW + p, headers: asAdmin(s) });
const adminPost = (p: string, body: unknown, s: AdminSession = moderator) =>
  post(t.app, p, body, asAdmin(s));

const fan = () => createUserWithSession(db());
type Fan = Awaited<ReturnType<typeof fan>>;

async function comment(writer: Fan, content: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/gw/inform/comment/reply',
    headers: { accesstoken: writer.token },
    payload: { postId: world.ids.derby, content },
  });
  return res.json() as { code: number; msg: string; data: { id: number } };
}

/** A fresh report of the kind, by a fresh reporter against a fresh writer: its ref, reporter and target. */
async function newReport(kind: 'room' | 'comment' | 'post') {
  const reporter = await fan();
  if (kind === 'room') {
    const { anchor, room } = await newRoom(db());
    const [r] = await db()
      .insert(roomReports)
      .values({ roomId: room.id, reporterId: reporter.user.id, reason: '辱骂引战', detail: '骂人' })
      .returning();
    return { ref: `room:${r!.id}`, reporter, target: anchor, contentId: room.id };
  }
  const writer = await createUserWithSession(db(), { isAnchor: 1 });
  if (kind === 'comment') {
    const c = await comment(writer, '加微信看球 <b>x</b>');
    expect(c.code).toBe(200);
    const [r] = await db()
      .insert(commentReports)
      .values({ commentId: c.data.id, reporterId: reporter.user.id, reason: '广告' })
      .returning();
    return { ref: `comment:${r!.id}`, reporter, target: writer, contentId: c.data.id };
  }
  const added = await calls(t.app).addPost({ content: '主播动态：约球' }, writer.token);
  expect(added.json().code).toBe(200);
  const postId = added.json().data.id as number;
  const [r] = await db()
    .insert(postReports)
    .values({ postId, reporterId: reporter.user.id, reason: '广告' })
    .returning();
  return { ref: `post:${r!.id}`, reporter, target: writer, contentId: postId };
}

const reportMessages = (userId: number) =>
  db()
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.kind, 'report')));

async function reportStatus(ref: string) {
  const [kind, idText] = ref.split(':');
  const id = Number(idText);
  const table = { room: roomReports, comment: commentReports, post: postReports }[
    kind as 'room' | 'comment' | 'post'
  ];
  const [row] = await db().select({ status: table.status }).from(table).where(eq(table.id, id));
  return row?.status;
}

describe(`reports desk (${testEngine()})`, () => {
  it('lists every kind with its content as text, reporter, target and earlier reports', async () => {
    const r = await newReport('comment');
    const again = await fan();
    await db()
      .insert(commentReports)
      .values({ commentId: r.contentId, reporterId: again.user.id, reason: '其他' });
    const res = await adminGet('/admin/reports?kind=comment&pageSize=100');
    expect(res.json().code).toBe(200);
    const list = res.json().data.list as {
      ref: string;
      content: string;
      reporter: { id: number };
      target: { id: number };
      earlier: number;
    }[];
    const mine = list.filter((x) => x.content.includes('加微信看球'));
    const first = mine.find((x) => x.ref === r.ref)!;
    expect(first.content).toBe('加微信看球 <b>x</b>');
    expect(first.reporter.id).toBe(r.reporter.user.id);
    expect(first.target.id).toBe(r.target.user.id);
    expect(first.earlier).toBe(0);
    expect(mine.find((x) => x.reporter.id === again.user.id)?.earlier).toBe(1);
  });

  it('claims: a second moderator cannot act on a claimed report', async () => {
    const r = await newReport('post');
    const other = await adminWithSession(t.app, 'moderator');
    expect((await adminPost(`/admin/reports/${r.ref}/claim`, {})).json().code).toBe(200);
    const refused = await adminPost(
      `/admin/reports/${r.ref}/act`,
      { action: 'dismiss', reason: '看过' },
      other,
    );
    expect(refused.json().code).toBe(errors.modReportClaimed.code);
    expect(await reportStatus(r.ref)).toBe('open');
  });

  const cases = (['room', 'comment', 'post'] as const).flatMap((kind) =>
    (['dismiss', 'warn', 'mute', 'ban', 'remove'] as const)
      .filter((action) => !(kind === 'room' && action === 'remove'))
      .map((action) => [kind, action] as const),
  );
  it.each(cases)(
    '%s report, %s: closes it once, tells the reporter once, audited',
    async (kind, action) => {
      const r = await newReport(kind);
      const res = await adminPost(`/admin/reports/${r.ref}/act`, {
        action,
        duration: '1h',
        reason: '违反社区规范',
      });
      expect(res.json()).toMatchObject({ code: 200, data: { ref: r.ref, action } });
      expect(await reportStatus(r.ref)).toBe('done');
      const again = await adminPost(`/admin/reports/${r.ref}/act`, {
        action: 'dismiss',
        reason: '再来一次',
      });
      expect(again.json().code).toBe(errors.modReportClosed.code);
      await expect.poll(async () => (await reportMessages(r.reporter.user.id)).length).toBe(1);
      const [told] = await reportMessages(r.reporter.user.id);
      expect(told!.body).toContain(action === 'dismiss' ? '暂未发现违规' : '已被处理');
      const [logged] = await db()
        .select()
        .from(adminAudit)
        .where(and(eq(adminAudit.action, `report.${action}`), eq(adminAudit.targetId, r.ref)));
      expect(logged).toMatchObject({ username: moderator.username, reason: '违反社区规范' });
      expect(logged!.after).toMatchObject({ status: 'done', userId: r.target.user.id });
      const standing = await db()
        .select()
        .from(userSanctions)
        .where(eq(userSanctions.userId, r.target.user.id));
      if (action === 'mute' || action === 'ban') {
        expect(standing).toHaveLength(1);
        expect(standing[0]!.kind).toBe(action);
        expect(standing[0]!.reportRef).toBe(r.ref);
      } else expect(standing).toHaveLength(0);
      if (action === 'warn')
        await expect
          .poll(async () =>
            (
              await db()
                .select()
                .from(messages)
                .where(and(eq(messages.userId, r.target.user.id), eq(messages.kind, 'system')))
            ).map((m) => m.title),
          )
          .toContain('违规警告');
      if (action === 'remove') {
        const table = kind === 'comment' ? comments : posts;
        const [row] = await db()
          .select({ status: table.status })
          .from(table)
          .where(eq(table.id, r.contentId));
        expect(row!.status).toBe(0);
      }
    },
  );

  it('refuses removing a room', async () => {
    const r = await newReport('room');
    const res = await adminPost(`/admin/reports/${r.ref}/act`, { action: 'remove', reason: 'x' });
    expect(res.json().code).toBe(errors.modActionInvalid.code);
    expect(await reportStatus(r.ref)).toBe('open');
  });
});

async function matchChatAs(who: Fan, content: string) {
  const tokenRes = await t.app.inject({
    method: 'POST',
    url: api(`/chat/getToken?group=${encodeURIComponent(`football:${MATCH}`)}`),
    headers: { accesstoken: who.token },
  });
  const token = tokenRes.json().data.token as string;
  return postForm(
    t.app,
    '/chat/msg',
    { channel: 'football', matchId: String(MATCH), content, platform: '1', token },
    who.token,
  );
}

describe(`site-wide sanctions (${testEngine()})`, () => {
  it('a mute refuses room chat, match chat, comments and posts with a clear message until it ends', async () => {
    const { room } = await newRoom(db());
    const who = await createUserWithSession(db(), { isAnchor: 1 });
    const muted = await adminPost(`/admin/users/${who.user.id}/sanctions`, {
      kind: 'mute',
      duration: '1h',
      reason: '刷屏',
    });
    expect(muted.json()).toMatchObject({ code: 200, data: { kind: 'mute', active: true } });

    // Their open pages hear it on their own channel.
    const { replay } = await t.app.ctx.bus.catchUp(channels.user(who.user.id), 0);
    expect(replay.filter((e) => e.type === 'user.sanction').map((e) => e.data)).toEqual([
      { kind: 'mute', active: true, until: muted.json().data.until },
    ]);
    // The room page's snapshot shows the input locked.
    const detail = await getAs(t.app, `/api/room/detail?roomId=${room.id}`, who.token);
    if (detail.json().code === 200) expect(detail.json().data.banned).toBe(true);

    const chat = (await say(t.app, who, { roomId: room.id, content: '还想说' })).json();
    expect(chat.code).toBe(errors.siteMuted.code);
    expect(chat.msg).toContain('全站禁言');
    expect(chat.msg).toContain('北京时间');
    expect((await matchChatAs(who, '聊球')).json().code).toBe(errors.siteMuted.code);
    expect((await comment(who, '评论一下')).code).toBe(errors.siteMuted.code);
    expect((await calls(t.app).addPost({ content: '主播动态' }, who.token)).json().code).toBe(
      errors.siteMuted.code,
    );

    // Over: everything speaks again.
    await db()
      .update(userSanctions)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(userSanctions.userId, who.user.id));
    // The row edited behind the desk's back: the room chat's cached standing (which the desk's own calls
    // restate) is restated as they would.
    await restateUser(t.app.ctx, who.user.id);
    expect((await say(t.app, who, { roomId: room.id, content: '回来了' })).json().code).toBe(200);
    // The site-wide chat pace counts room and match chat together: the next line is a new turn.
    await t.app.ctx.kv.delete(`chat:rate:${who.user.id}`);
    expect((await matchChatAs(who, '聊球啦')).json().code).toBe(200);
    expect((await comment(who, '评论一下')).code).toBe(200);
  });

  it('lifting a mute lets the user speak at once and is audited with before/after', async () => {
    const { room } = await newRoom(db());
    const who = await fan();
    const muted = await adminPost(`/admin/users/${who.user.id}/sanctions`, {
      kind: 'mute',
      duration: 'forever',
      reason: '辱骂',
    });
    expect(muted.json().data.until).toBeNull();
    const chat = (await say(t.app, who, { roomId: room.id, content: '在吗' })).json();
    expect(chat.msg).toContain('永久');
    const lifted = await adminPost(
      `/admin/users/${who.user.id}/sanctions/${muted.json().data.id}/lift`,
      { reason: '申诉通过' },
    );
    expect(lifted.json()).toMatchObject({ code: 200, data: { active: false } });
    expect((await say(t.app, who, { roomId: room.id, content: '在吗' })).json().code).toBe(200);
    const [row] = await db()
      .select()
      .from(adminAudit)
      .where(
        and(eq(adminAudit.action, 'user.sanction.lift'), eq(adminAudit.targetId, `${who.user.id}`)),
      );
    expect(row!.before).toMatchObject({ active: true });
    expect(row!.after).toMatchObject({ active: false });
  });

  it('a ban revokes every session and refuses login until it ends', async () => {
    const password = 'Secret123';
    const who = await createUserWithSession(db(), { passwordHash: await hashPassword(password) });
    expect((await passwordLoginFrom(t.app, who.user.phone, password)).json().code).toBe(200);
    const banned = await adminPost(`/admin/users/${who.user.id}/sanctions`, {
      kind: 'ban',
      duration: '7d',
      reason: '诈骗',
    });
    expect(banned.json().code).toBe(200);
    const live = await db()
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, who.user.id), sql`${sessions.revokedAt} is null`));
    expect(live).toHaveLength(0);
    const refused = (await passwordLoginFrom(t.app, who.user.phone, password)).json();
    expect(refused.code).toBe(errors.siteBanned.code);
    expect(refused.msg).toContain('封禁');
    await db()
      .update(userSanctions)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(userSanctions.userId, who.user.id));
    expect((await passwordLoginFrom(t.app, who.user.phone, password)).json().code).toBe(200);
  });

  it('revokes one session or all from the card', async () => {
    const who = await fan();
    const card = (await adminGet(`/admin/users/${who.user.id}`)).json().data;
    expect(card.sessions).toHaveLength(1);
    const res = await adminPost(`/admin/users/${who.user.id}/sessions/revoke`, {
      sessionId: card.sessions[0].id,
      reason: '账号被盗',
    });
    expect(res.json().data).toEqual({ revoked: 1 });
    expect((await adminGet(`/admin/users/${who.user.id}`)).json().data.sessions).toHaveLength(0);
  });
});

describe(`users desk (${testEngine()})`, () => {
  it('looks users up by phone (exact), nick name (partial) and id', async () => {
    const who = await createUserWithSession(db(), { nickName: `查找测试${Date.now() % 100000}` });
    const find = async (by: string, q: string) =>
      (
        (await adminGet(`/admin/users?by=${by}&q=${encodeURIComponent(q)}`, auditor)).json().data
          .list as { id: number }[]
      ).map((u) => u.id);
    expect(await find('phone', who.user.phone)).toEqual([who.user.id]);
    expect(await find('phone', who.user.phone.slice(0, 8))).toEqual([]);
    expect(await find('nick', '查找测试')).toContain(who.user.id);
    expect(await find('nick', '%')).not.toContain(who.user.id);
    expect(await find('id', String(who.user.id))).toEqual([who.user.id]);
    expect(await find('id', 'abc')).toEqual([]);
    const card = (await adminGet(`/admin/users/${who.user.id}`, auditor)).json();
    expect(card.data).toMatchObject({ id: who.user.id, roles: ['用户'], sanctions: [] });
    expect((await adminGet('/admin/users/2147483647', auditor)).json().code).toBe(
      errors.modUserNotFound.code,
    );
  });

  it('shows the ledger read-only to a non-finance role, money moves only for finance', async () => {
    const who = await fan();
    const body = {
      direction: 'topup',
      currency: 'diamond',
      amount: 10,
      reason: '活动补偿',
      idempotencyKey: `money-${who.user.id}-ro`,
    };
    expect((await adminPost(`/admin/users/${who.user.id}/money`, body, auditor)).json().code).toBe(
      errors.adminForbidden.code,
    );
    expect((await adminPost(`/admin/users/${who.user.id}/money`, body)).json().code).toBe(
      errors.adminForbidden.code,
    );
    expect((await adminPost(`/admin/users/${who.user.id}/money`, body, finance)).json().code).toBe(
      200,
    );
    const ledger = (await adminGet(`/admin/users/${who.user.id}/ledger`, auditor)).json().data;
    expect(ledger.list).toEqual([
      expect.objectContaining({ amount: 10, tradeType: 14, tradeTypeLabel: '人工充值' }),
    ]);
  });

  it('top-up and deduction: idempotent, balanced, deductions beyond the balance refused, pushed live', async () => {
    const who = await fan();
    const key = `money-${who.user.id}-1`;
    const body = {
      direction: 'topup',
      currency: 'ticket',
      amount: 12.5,
      reason: '补发',
      idempotencyKey: key,
    };
    const first = (await adminPost(`/admin/users/${who.user.id}/money`, body, finance)).json();
    const retry = (await adminPost(`/admin/users/${who.user.id}/money`, body, finance)).json();
    expect(first.data).toMatchObject({ ticket: 12.5, replayed: false });
    expect(retry.data).toMatchObject({
      ticket: 12.5,
      replayed: true,
      transactionId: first.data.transactionId,
    });
    const reused = await adminPost(
      `/admin/users/${who.user.id}/money`,
      { ...body, amount: 99 },
      finance,
    );
    expect(reused.json().code).toBe(errors.modIdempotencyReused.code);
    const over = await adminPost(
      `/admin/users/${who.user.id}/money`,
      { ...body, direction: 'deduct', amount: 13, idempotencyKey: `${key}-d` },
      finance,
    );
    expect(over.json().code).toBe(errors.insufficientBalance.code);
    const { replay } = await t.app.ctx.bus.catchUp(channels.user(who.user.id), 0);
    expect(replay.filter((e) => e.type === 'balance.change').at(-1)?.data).toMatchObject({
      ticket: 12.5,
    });
    const audits = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, 'money.topup'), eq(adminAudit.targetId, `${who.user.id}`)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.before).toMatchObject({ ticket: 0 });
  });

  it('PROPERTY: a seeded random run of top-ups and deductions keeps the ledger balanced', async () => {
    const who = await fan();
    // mulberry32: the same 50 steps on every run and engine.
    let seed = 0x5eed24;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
    };
    const held = { diamond: 0, ticket: 0 };
    for (let step = 0; step < 50; step++) {
      const currency = random() < 0.5 ? 'diamond' : 'ticket';
      const direction = random() < 0.55 ? 'topup' : 'deduct';
      const units = 1 + Math.floor(random() * 5000);
      const res = (
        await adminPost(
          `/admin/users/${who.user.id}/money`,
          {
            direction,
            currency,
            amount: units / 100,
            reason: `第${step}步`,
            idempotencyKey: `prop-${who.user.id}-${step}`,
          },
          finance,
        )
      ).json();
      if (direction === 'deduct' && units > held[currency]) {
        expect(res.code).toBe(errors.insufficientBalance.code);
        continue;
      }
      expect(res.code).toBe(200);
      held[currency] += direction === 'topup' ? units : -units;
    }
    // Every currency's entries sum to zero over the whole ledger.
    const sums = await db().execute(
      sql`select a.currency, sum(e.amount)::bigint as total from ledger_entries e join ledger_accounts a on a.id = e.account_id group by a.currency`,
    );
    for (const row of (sums as unknown as { rows: { total: string | number }[] }).rows)
      expect(Number(row.total)).toBe(0);
    // The user's balance is the sum of their entries and what the run expects.
    const mine = await db().execute(
      sql`select a.currency, a.balance, coalesce(sum(e.amount), 0)::bigint as total from ledger_accounts a left join ledger_entries e on e.account_id = a.id where a.user_id = ${who.user.id} group by a.currency, a.balance`,
    );
    const rows = (
      mine as unknown as {
        rows: { currency: 'diamond' | 'ticket'; balance: unknown; total: unknown }[];
      }
    ).rows;
    for (const row of rows) {
      expect(Number(row.balance)).toBe(Number(row.total));
      expect(Number(row.balance)).toBe(held[row.currency]);
    }
  });
});
