// The match chat (聊球室, spec §7 "Chat (main host)"): tokens, welcome with the online count, the pinned notice,
// history pages of 20, sending through room chat's rules, the live push to a real socket on match:<type>:<id>,
// the retention bound; and the room host's /api/user/info, /api/user/recommend and /api/upload/multiUploadBase64.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_CHAT_CONTENT_MAX } from '../../contract/calls/match-chat';
import { errors } from '../../contract/errors';
import { channels } from '../../contract/events';
import { runOperator } from '../../server/cli/operator-commands';
import {
  competitions,
  follows,
  matchChatBans,
  matchChatMessages,
  matches,
  rooms,
  sensitiveWords,
  teams,
} from '../../server/db/schema';
import { imposeSanction } from '../../server/modules/admin/users-sanctions';
import { forgetSensitiveWords } from '../../server/modules/chat/words';
import { pruneMatchChat } from '../../server/modules/match-chat/service';
import { testEngine } from './harness';
import { api, dataUrl, getAs, pngOf, postForm, postJson } from './profile-fixtures';
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
const sockets: Client[] = [];
const db = () => t.database.db;

/** Football 1: not started; 2: finished; basketball 3: not started. */
const M = { open: 88001, finished: 88002, hoops: 88003, quiet: 88004 } as const;

beforeAll(async () => {
  t = await startRealtimeApp();
  const comp = (id: number, sport: string, shortName: string) => ({
    id,
    sport,
    name: shortName,
    shortName,
    country: '英格兰',
    kind: 'league',
    tier: 1,
    color: '#3d195b',
    seasonId: 1,
    seasonName: '2026/27',
  });
  await db()
    .insert(competitions)
    .values([comp(881, 'football', '英超'), comp(882, 'basketball', 'NBA')]);
  const team = (id: number, sport: string, shortName: string, competitionId: number) => ({
    id,
    sport,
    name: shortName,
    shortName,
    country: '英格兰',
    competitionId,
  });
  await db()
    .insert(teams)
    .values([
      team(8801, 'football', '曼城', 881),
      team(8802, 'football', '热刺', 881),
      team(8803, 'basketball', '湖人', 882),
      team(8804, 'basketball', '凯尔特人', 882),
    ]);
  const kickoffAt = new Date('2026-11-22T12:00:00Z');
  const fb = { sport: 'football', competitionId: 881, seasonId: 1, round: '12', kickoffAt };
  const fbSides = { homeTeamId: 8801, awayTeamId: 8802 };
  await db()
    .insert(matches)
    .values([
      { ...fb, ...fbSides, id: M.open, state: 1 },
      { ...fb, ...fbSides, id: M.finished, state: 8 },
      { ...fb, ...fbSides, id: M.quiet, state: 1 },
      {
        ...fb,
        sport: 'basketball',
        competitionId: 882,
        id: M.hoops,
        homeTeamId: 8803,
        awayTeamId: 8804,
        state: 1,
      },
    ]);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

const newFan = (level = 0) => createUserWithSession(db(), { level });
type Fan = Awaited<ReturnType<typeof newFan>>;

async function tokenFor(fan: Fan, group: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: api(`/chat/getToken?group=${encodeURIComponent(group)}`),
    headers: { accesstoken: fan.token },
  });
  return res;
}

async function tokenOf(fan: Fan, group: string): Promise<string> {
  const body = (await tokenFor(fan, group)).json();
  expect(body.code).toBe(200);
  return body.data.token;
}

const send = (fan: Fan | null, body: Record<string, unknown>) =>
  postForm(
    t.app,
    '/chat/msg',
    Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])),
    fan?.token,
  );

async function matchEvents(type: 'football' | 'basketball', matchId: number) {
  const { replay } = await t.app.ctx.bus.catchUp(channels.match(type, matchId), 0);
  return replay.filter((e) => e.type === 'match.chat');
}

describe(`match chat (${testEngine()})`, () => {
  it('issues a send token to a logged-in fan for an open match only', async () => {
    const fan = await newFan();
    const visitor = await t.app.inject({
      method: 'POST',
      url: api(`/chat/getToken?group=football:${M.open}`),
    });
    expect(visitor.json().code).toBe(errors.notLoggedIn.code);
    expect(visitor.statusCode).toBe(401);
    expect((await tokenFor(fan, 'football:abc')).json().code).toBe(errors.badParams.code);
    expect((await tokenFor(fan, 'football:999999')).json().code).toBe(errors.matchNotFound.code);
    expect((await tokenFor(fan, `basketball:${M.open}`)).json().code).toBe(
      errors.matchChatChannel.code,
    );
    const closed = await tokenFor(fan, `football:${M.finished}`);
    expect(closed.json()).toMatchObject({
      code: errors.matchChatClosed.code,
      msg: '比赛已结束，聊天室已关闭',
    });
    expect(closed.statusCode).toBe(409);
    const ok = (await tokenFor(fan, `football:${M.open}`)).json();
    expect(ok.code).toBe(200);
    expect(ok.data).toMatchObject({ group: `football:${M.open}` });
    expect(ok.data.token.length).toBeGreaterThan(20);
    expect(ok.data.expiresAt).toBeGreaterThan(Date.now());
    expect(ok.data.mutedUntil).toBeNull();

    // A fan muted site-wide still gets a token, with the mute's end, so the page opens with the input locked.
    const operator = { id: null, username: 'shenhe', ip: '127.0.0.1', userAgent: 'test' };
    const view = await imposeSanction(t.app.ctx, operator, {
      userId: fan.user.id,
      kind: 'mute',
      duration: '1h',
      reason: '刷屏',
    });
    const muted = (await tokenFor(fan, `football:${M.open}`)).json();
    expect(muted.code).toBe(200);
    expect(muted.data.mutedUntil).toBe(view.until);
    expect(muted.data.mutedUntil).toBeGreaterThan(Date.now());
  });

  it('answers the notice (kick-off and 文明观球) and says when a finished match’s chat is closed', async () => {
    const open = (await postForm(t.app, '/chat/notice', { matchId: String(M.open) })).json();
    expect(open.code).toBe(200);
    expect(open.data.notice).toBe('曼城 vs 热刺，北京时间 2026-11-22 20:00 开赛');
    expect(open.data.rules).toContain('文明观球');
    expect(open.data.closed).toBe(false);
    const done = (await postForm(t.app, '/chat/notice', { matchId: String(M.finished) })).json();
    expect(done.data.closed).toBe(true);
    expect(done.data.notice).toContain('已结束');
    const bad = await postForm(t.app, '/chat/notice', { matchId: 'x' });
    expect(bad.json().code).toBe(errors.badParams.code);
    expect(bad.statusCode).toBe(400);
    expect((await postForm(t.app, '/chat/notice', { matchId: '999999' })).json().code).toBe(
      errors.matchNotFound.code,
    );
  });

  it('pages history 20 at a time, oldest first, older pages by beforeId', async () => {
    const fan = await newFan(4);
    const base = Date.parse('2026-11-22T12:00:00Z');
    await db()
      .insert(matchChatMessages)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          matchId: M.quiet,
          userId: fan.user.id,
          nickName: fan.user.nickName,
          content: `第${i + 1}条`,
          createdAt: new Date(base + i * 1000),
        })),
      );
    const first = (await postForm(t.app, '/chat/page', { matchId: String(M.quiet) })).json();
    expect(first.code).toBe(200);
    expect(first.data.list).toHaveLength(20);
    expect(first.data.hasMore).toBe(true);
    expect(first.data.list[0]).toMatchObject({
      content: '第6条',
      level: 4,
      channel: 'football',
      nickName: fan.user.nickName,
    });
    expect(first.data.list.at(-1).content).toBe('第25条');
    const older = (
      await postForm(t.app, '/chat/page', {
        matchId: String(M.quiet),
        pageSize: '20',
        beforeId: String(first.data.list[0].id),
      })
    ).json();
    expect(older.data.list.map((l: { content: string }) => l.content)).toEqual([
      '第1条',
      '第2条',
      '第3条',
      '第4条',
      '第5条',
    ]);
    expect(older.data.hasMore).toBe(false);
    const bad = await postForm(t.app, '/chat/page', { matchId: String(M.quiet), pageSize: '0' });
    expect(bad.json().code).toBe(errors.badParams.code);
  });

  it('sends a line: stored, masked, pushed live to a socket on the match channel, counted online', async () => {
    await db().insert(sensitiveWords).values({ word: '赌球代理' }).onConflictDoNothing();
    forgetSensitiveWords(db());
    const watcher = await connectClient(t.url);
    sockets.push(watcher);
    const seen = recordEvents(watcher);
    const channel = channels.match('basketball', M.hoops);
    const ack = await ask(watcher, 'subscribe', { channel });
    expect(ack.ok).toBe(true);
    const welcome = (await postForm(t.app, '/chat/welcome', { matchId: String(M.hoops) })).json();
    expect(welcome.data).toMatchObject({
      group: `basketball:${M.hoops}`,
      closed: false,
      text: '欢迎来到 湖人 vs 凯尔特人 聊球室，一起为喜欢的球队加油！',
    });
    expect(welcome.data.online).toBe(1);

    const fan = await newFan(9);
    const token = await tokenOf(fan, `basketball:${M.hoops}`);
    const res = await send(fan, {
      channel: 'basketball',
      matchId: M.hoops,
      content: '  湖人必胜 找赌球代理的滚 <b>x</b> ',
      platform: 1,
      token,
    });
    const line = res.json().data;
    expect(res.json().code).toBe(200);
    expect(line).toMatchObject({
      matchId: M.hoops,
      channel: 'basketball',
      userId: fan.user.id,
      nickName: fan.user.nickName,
      level: 9,
      content: '湖人必胜 找****的滚 <b>x</b>',
    });
    const [stored] = await db()
      .select()
      .from(matchChatMessages)
      .where(eq(matchChatMessages.id, line.id));
    expect(stored).toMatchObject({ matchId: M.hoops, content: line.content });
    await seen.until(channel, 1);
    expect(seen.of(channel).map((e) => [e.type, e.data])).toEqual([['match.chat', line]]);
    const page = (await postForm(t.app, '/chat/page', { matchId: String(M.hoops) })).json();
    expect(page.data.list).toEqual([line]);
  });

  it('holds a line to the rules: visitor, token, length, pace, duplicates, ban, channel, finished match', async () => {
    const group = `football:${M.open}`;
    const fan = await newFan();
    const token = await tokenOf(fan, group);
    const line = (content: string, more: Record<string, unknown> = {}) => ({
      channel: 'football',
      matchId: M.open,
      content,
      platform: 1,
      token,
      ...more,
    });
    expect((await send(null, line('你好'))).json().code).toBe(errors.notLoggedIn.code);
    const wrongToken = await send(fan, line('你好', { token: 'not-a-token' }));
    expect(wrongToken.json().code).toBe(errors.matchChatToken.code);
    expect(wrongToken.statusCode).toBe(403);
    // Another fan's token, and this fan's token for another match, are both refused.
    const other = await newFan();
    expect((await send(other, line('你好'))).json().code).toBe(errors.matchChatToken.code);
    expect((await send(fan, line('你好', { matchId: M.quiet }))).json().code).toBe(
      errors.matchChatToken.code,
    );
    expect((await send(fan, line('你好', { channel: 'basketball' }))).json().code).toBe(
      errors.matchChatChannel.code,
    );
    const long = (await send(fan, line('球'.repeat(MATCH_CHAT_CONTENT_MAX + 1)))).json();
    expect(long.code).toBe(errors.badParams.code);
    expect(long.msg).toContain(`最多 ${MATCH_CHAT_CONTENT_MAX} 个字`);
    expect((await send(fan, line('   '))).json().msg).toContain('请输入内容');
    expect((await send(fan, line('第一条'))).json().code).toBe(200);
    const fast = await send(fan, line('第二条'));
    expect(fast.json()).toMatchObject({ code: errors.chatTooFast.code });
    expect(fast.statusCode).toBe(429);
    // Past the base rate the same text is still a duplicate; new text passes.
    await expect
      .poll(async () => (await send(fan, line('第一条'))).json().code, { interval: 400 })
      .toBe(errors.chatDuplicate.code);
    await expect
      .poll(async () => (await send(fan, line('第二条'))).json().code, { interval: 400 })
      .toBe(200);

    const banned = await newFan();
    const bannedToken = await tokenOf(banned, group);
    // The operator bars the user (npm run operator -- match-chat ban <id> 3 辱骂).
    const out: string[] = [];
    const operator = (...args: string[]) =>
      runOperator(['match-chat', ...args], t.app.ctx, (l) => out.push(l));
    expect(await operator('ban', String(banned.user.id), '3', '辱骂')).toBe(0);
    expect(await operator('ban', 'x')).toBe(2);
    expect(await operator('ban', '999999')).toBe(1);
    expect(await operator('bans')).toBe(0);
    expect(out.join('\n')).toContain(`${banned.user.id}  ${banned.user.nickName}  至 `);
    const refused = await send(banned, line('放我出来', { token: bannedToken }));
    expect(refused.json()).toMatchObject({
      code: errors.matchChatBanned.code,
      msg: '您已被禁止在聊球室发言',
    });
    // Lifted, then barred again and run out: either way the user speaks again.
    expect(await operator('unban', String(banned.user.id))).toBe(0);
    expect(await operator('unban', String(banned.user.id))).toBe(1);
    expect((await send(banned, line('谢谢解禁', { token: bannedToken }))).json().code).toBe(200);
    expect(await operator('ban', String(banned.user.id), 'forever')).toBe(0);
    await expect
      .poll(async () => (await send(banned, line('再说一句', { token: bannedToken }))).json().code)
      .toBe(errors.matchChatBanned.code);
    // A ban that has run out no longer counts.
    await db()
      .update(matchChatBans)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(matchChatBans.userId, banned.user.id));
    // (Past the base rate since 谢谢解禁.)
    await expect
      .poll(
        async () => (await send(banned, line('我回来了', { token: bannedToken }))).json().code,
        {
          interval: 400,
        },
      )
      .toBe(200);

    // The match ends: the token issued before is no use any more.
    const late = await newFan();
    const lateToken = await tokenOf(late, group);
    await db().update(matches).set({ state: 8 }).where(eq(matches.id, M.open));
    try {
      const closed = await send(late, line('还能说吗', { token: lateToken }));
      expect(closed.json()).toMatchObject({ code: errors.matchChatClosed.code });
      expect(closed.statusCode).toBe(409);
      const welcome = (await postJson(t.app, '/chat/welcome', { matchId: M.open })).json();
      expect(welcome.data.closed).toBe(true);
    } finally {
      await db().update(matches).set({ state: 1 }).where(eq(matches.id, M.open));
    }
    const pushed = await matchEvents('football', M.open);
    expect(pushed.map((e) => e.data.content)).toEqual(['第一条', '第二条', '谢谢解禁', '我回来了']);
  });

  it('keeps a bounded history: pruning leaves a match’s newest lines', async () => {
    const fan = await newFan();
    const other = await newFan();
    await db()
      .insert(matchChatMessages)
      .values([
        ...Array.from({ length: 8 }, (_, i) => ({
          matchId: M.finished,
          userId: fan.user.id,
          nickName: fan.user.nickName,
          content: `旧${i}`,
        })),
        { matchId: M.hoops, userId: other.user.id, nickName: other.user.nickName, content: '别场' },
      ]);
    expect(await pruneMatchChat(db(), M.finished, 3)).toBe(5);
    const left = await db()
      .select({ content: matchChatMessages.content })
      .from(matchChatMessages)
      .where(eq(matchChatMessages.matchId, M.finished))
      .orderBy(matchChatMessages.id);
    expect(left.map((r) => r.content)).toEqual(['旧5', '旧6', '旧7']);
    const elsewhere = await db()
      .select()
      .from(matchChatMessages)
      .where(and(eq(matchChatMessages.matchId, M.hoops), eq(matchChatMessages.content, '别场')));
    expect(elsewhere).toHaveLength(1);
  });
});

describe(`room host user and upload calls (${testEngine()})`, () => {
  it('GET /api/user/info answers the §3 user info with balances; needs a login; refuses unknown fields', async () => {
    const fan = await newFan(3);
    const res = (await getAs(t.app, '/api/user/info', fan.token)).json();
    expect(res.code).toBe(200);
    expect(res.data).toEqual({
      id: fan.user.id,
      nickName: fan.user.nickName,
      portrait: '',
      level: 3,
      isAnchor: 0,
      isExpert: 0,
      balance: 0,
      ticket: 0,
    });
    const visitor = await getAs(t.app, '/api/user/info');
    expect(visitor.json().code).toBe(errors.notLoggedIn.code);
    expect(visitor.statusCode).toBe(401);
    const bad = await getAs(t.app, '/api/user/info?userId=abc', fan.token);
    expect(bad.json().code).toBe(errors.badParams.code);
  });

  it('GET /api/user/recommend: live anchors first, not the caller, not whom they follow', async () => {
    const anchor = () => createUserWithSession(db(), { isAnchor: 1 });
    const [live, followed, quiet, me] = [
      await anchor(),
      await anchor(),
      await anchor(),
      await anchor(),
    ];
    await db()
      .insert(rooms)
      .values([
        { anchorId: live.user.id, streamName: randomBytes(8).toString('hex'), status: 'live' },
        { anchorId: quiet.user.id, streamName: randomBytes(8).toString('hex') },
      ]);
    await db().insert(follows).values({ followerId: me.user.id, targetId: followed.user.id });
    const mine = (await getAs(t.app, '/api/user/recommend', me.token)).json();
    expect(mine.code).toBe(200);
    const ids = mine.data.map((u: { id: number }) => u.id);
    expect(ids[0]).toBe(live.user.id);
    expect(mine.data[0]).toMatchObject({ status: 'live' });
    expect(ids).toContain(quiet.user.id);
    expect(ids).not.toContain(followed.user.id);
    expect(ids).not.toContain(me.user.id);
    expect(mine.data.length).toBeLessThanOrEqual(20);
    // A visitor is shown everyone, the followed anchor included.
    const anyone = (await getAs(t.app, '/api/user/recommend')).json();
    expect(anyone.data.map((u: { id: number }) => u.id)).toEqual(
      expect.arrayContaining([live.user.id, followed.user.id, me.user.id]),
    );
    const two = (await getAs(t.app, '/api/user/recommend?pageSize=2', me.token)).json();
    expect(two.data).toHaveLength(2);
    const bad = await getAs(t.app, '/api/user/recommend?pageSize=0');
    expect(bad.json().code).toBe(errors.badParams.code);
    expect(bad.statusCode).toBe(400);
  });

  it('POST /api/upload/multiUploadBase64 stores images and refuses bad ones, too many, and visitors', async () => {
    const fan = await newFan();
    const png = dataUrl('image/png', pngOf(16, 12));
    const upload = (files: unknown, token?: string) =>
      postJson(t.app, '/api/upload/multiUploadBase64', { files }, token);
    const ok = (await upload([png, png], fan.token)).json();
    expect(ok.code).toBe(200);
    expect(ok.data).toHaveLength(2);
    const served = await t.app.inject({ url: ok.data[0] });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const visitor = await upload([png]);
    expect(visitor.json().code).toBe(errors.notLoggedIn.code);
    expect((await upload(['not base64 at all!'], fan.token)).json().code).toBe(
      errors.uploadUnsupported.code,
    );
    const gif = await upload([dataUrl('image/png', Buffer.from('GIF89a......'))], fan.token);
    expect(gif.json().code).toBe(errors.uploadUnsupported.code);
    expect(gif.statusCode).toBe(415);
    const many = await upload(Array(6).fill(png), fan.token);
    expect(many.json().code).toBe(errors.badParams.code);
    expect(many.json().msg).toContain('一次最多上传 5 张图片');
    expect((await upload([], fan.token)).json().code).toBe(errors.badParams.code);
  });
});
