// The 内容审核 desk: the 新闻评论先审 switch (held comments seen only by their writer, published or hidden by a
// decision), posts held on a sensitive word, flagged nick names and every avatar change, claims, bad input, audit
// rows with before/after, notices to the author; and the dashboard's moderation response times.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import {
  adminAudit,
  circles,
  comments,
  contentReviews,
  expertApplications,
  messages,
  posts,
  sensitiveWords,
  siteSettings,
  users,
} from '../../server/db/schema';
import { newsCommentPreReview, PRE_REVIEW_KEY } from '../../server/modules/admin/content-switch';
import { SITE_SETTINGS_TTL_MS } from '../../server/modules/admin/site-settings';
import { type AdminSession, adminWithSession, asAdmin, GW } from './admin-support';
import { calls, makeCircle, person } from './community-world';
import { startTestApp, type TestApp, testEngine } from './harness';
import { newsWorld } from './news-world';
import { dataUrl, getAs, jpegOf, upload } from './profile-fixtures';
import { createUserWithSession } from './users';

let t: TestApp;
let mod: AdminSession;
let mod2: AdminSession;
let world: Awaited<ReturnType<typeof newsWorld>>;
beforeAll(async () => {
  t = await startTestApp();
  // Listed before anything is written, so every cached word list already holds them.
  await t.database.db.insert(sensitiveWords).values([{ word: '赌球' }, { word: '代理' }]);
  mod = await adminWithSession(t.app, 'moderator');
  mod2 = await adminWithSession(t.app, 'operator');
  world = await newsWorld(t.database.db);
});
afterAll(() => t?.close());

const db = () => t.database.db;
const get = (who: AdminSession, path: string) =>
  t.app.inject({ method: 'GET', url: GW + path, headers: asAdmin(who) });
const post = (who: AdminSession, path: string, body: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url: GW + path,
    headers: { ...asAdmin(who), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const writeComment = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/gw/inform/comment/reply',
    headers: { accesstoken: token },
    payload,
  });
const commentsOf = async (articleId: number, token?: string) =>
  (
    await t.app.inject({
      url: `/gw/inform/info/comment/list/byPost?postId=${articleId}&sort=new`,
      headers: token ? { accesstoken: token } : {},
    })
  ).json().data as {
    list: { id: number; pending?: boolean; replyCount: number; replies: { id: number }[] }[];
  };
const queue = async (tab: string, status = 'pending') => {
  const res = await get(mod, `/admin/content?tab=${tab}&status=${status}&pageSize=100`);
  expect(res.json().code, res.body).toBe(200);
  return res.json().data as {
    list: { id: number; kind: string; targetId: number; userId: number; hits: string[] }[];
    waiting: Record<string, number>;
  };
};
const itemFor = async (tab: string, targetId: number, kind?: string) =>
  (await queue(tab)).list.find((i) => i.targetId === targetId && (!kind || i.kind === kind));
const setSwitch = (on: boolean, reason = '世界杯期间评论先审') =>
  post(mod, '/admin/content/settings', { newsCommentPreReview: on, reason });
const auditRows = (action: string, targetId: number) =>
  db()
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.action, action), eq(adminAudit.targetId, String(targetId))))
    .orderBy(desc(adminAudit.id));
const noticesOf = (userId: number) =>
  db().select().from(messages).where(eq(messages.userId, userId)).orderBy(desc(messages.id));

describe(`新闻评论先审 (${testEngine()})`, () => {
  it('is off by default: a news comment publishes at once and nothing is queued', async () => {
    expect((await get(mod, '/admin/content/settings')).json().data).toEqual({
      newsCommentPreReview: false,
    });
    const fan = await createUserWithSession(db());
    const reader = await createUserWithSession(db());
    const c = (
      await writeComment(fan.token, { postId: world.ids.nba, content: '詹姆斯太强了' })
    ).json().data;
    expect(c.pending).toBeUndefined();
    expect((await commentsOf(world.ids.nba, reader.token)).list.map((x) => x.id)).toContain(c.id);
    expect(await itemFor('comment', c.id)).toBeUndefined();
  });

  it('refuses a bad switch body and a missing reason for a refusal', async () => {
    for (const body of [{}, { newsCommentPreReview: 'yes' }, { newsCommentPreReview: 1 }]) {
      const res = await post(mod, '/admin/content/settings', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(errors.badParams.code);
    }
    const bad = await get(mod, '/admin/content?tab=video');
    expect(bad.json().code).toBe(errors.badParams.code);
    expect((await post(mod, '/admin/content/2147483647/approve')).json().code).toBe(
      errors.contentReviewNotFound.code,
    );
  });

  it('when on: the writer sees 审核中, nobody else sees it, the desk approves it and readers get it', async () => {
    const saved = await setSwitch(true);
    expect(saved.json().data).toEqual({ newsCommentPreReview: true });
    const [switchAudit] = await db()
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'content.settings'))
      .orderBy(desc(adminAudit.id));
    expect(switchAudit).toMatchObject({
      before: { newsCommentPreReview: false },
      after: { newsCommentPreReview: true },
      reason: '世界杯期间评论先审',
    });

    const fan = await createUserWithSession(db());
    const reader = await createUserWithSession(db());
    const res = await writeComment(fan.token, { postId: world.ids.derby, content: '申花必胜' });
    const c = res.json().data;
    expect(c).toMatchObject({ content: '申花必胜', pending: true });
    const mine = await commentsOf(world.ids.derby, fan.token);
    expect(mine.list.find((x) => x.id === c.id)).toMatchObject({ pending: true });
    expect((await commentsOf(world.ids.derby, reader.token)).list.map((x) => x.id)).not.toContain(
      c.id,
    );
    expect((await commentsOf(world.ids.derby)).list.map((x) => x.id)).not.toContain(c.id);
    // Nobody else can like, report or answer it while it waits.
    const like = await t.app.inject({
      url: `/gw/inform/comment/like/${c.id}`,
      headers: { accesstoken: reader.token },
    });
    expect(like.json().code).toBe(errors.commentNotFound.code);

    const item = await itemFor('comment', c.id);
    expect(item).toMatchObject({ kind: 'comment', userId: fan.user.id });
    const approved = await post(mod, `/admin/content/${item!.id}/approve`, {});
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      link: `/news/${world.ids.derby}`,
    });
    const seen = (await commentsOf(world.ids.derby, reader.token)).list.find((x) => x.id === c.id);
    expect(seen).toBeDefined();
    expect(seen?.pending).toBeUndefined();
    const [row] = await auditRows('content.approve', c.id);
    expect(row).toMatchObject({
      username: mod.username,
      targetType: 'content-comment',
      before: { reviewId: item!.id, status: 'pending', content: '申花必胜' },
      after: { reviewId: item!.id, status: 'approved', commentPublished: true },
    });
    // Decided once: a second decision is refused.
    const again = await post(mod, `/admin/content/${item!.id}/reject`, { reason: '灌水' });
    expect(again.json().code).toBe(errors.contentReviewDecided.code);
  });

  it('holds a reply too: its thread counts it and its parent writer hears of it only on approval', async () => {
    const a = await createUserWithSession(db());
    const b = await createUserWithSession(db());
    await setSwitch(false);
    const top = (
      await writeComment(a.token, { postId: world.ids.epl, content: '阿森纳加油' })
    ).json().data;
    await setSwitch(true);
    const reply = (
      await writeComment(b.token, { postId: world.ids.epl, content: '同意', parentId: top.id })
    ).json().data;
    expect(reply.pending).toBe(true);
    const before = (await commentsOf(world.ids.epl, a.token)).list.find((x) => x.id === top.id);
    expect(before).toMatchObject({ replyCount: 0, replies: [] });
    expect((await noticesOf(a.user.id)).filter((m) => m.kind === 'reply')).toHaveLength(0);
    const item = await itemFor('comment', reply.id);
    expect((await post(mod, `/admin/content/${item!.id}/approve`, {})).json().code).toBe(200);
    const after = (await commentsOf(world.ids.epl, a.token)).list.find((x) => x.id === top.id);
    expect(after?.replyCount).toBe(1);
    expect(after?.replies.map((r) => r.id)).toEqual([reply.id]);
    expect((await noticesOf(a.user.id)).filter((m) => m.kind === 'reply')).toHaveLength(1);
  });

  it('a refusal hides it for good, with the reason told to the writer', async () => {
    await setSwitch(true);
    const fan = await createUserWithSession(db());
    const c = (
      await writeComment(fan.token, { postId: world.ids.derby, content: '加微信看球' })
    ).json().data;
    const item = await itemFor('comment', c.id);
    const noReason = await post(mod, `/admin/content/${item!.id}/reject`, {});
    expect(noReason.json().code).toBe(errors.badParams.code);
    const res = await post(mod, `/admin/content/${item!.id}/reject`, {
      reason: '含广告或引流信息',
    });
    expect(res.json().data).toMatchObject({ status: 'rejected', reason: '含广告或引流信息' });
    expect((await commentsOf(world.ids.derby, fan.token)).list.map((x) => x.id)).not.toContain(
      c.id,
    );
    const [stored] = await db().select().from(comments).where(eq(comments.id, c.id));
    expect(stored?.status).toBe(0);
    const [notice] = await noticesOf(fan.user.id);
    expect(notice).toMatchObject({ kind: 'system', title: '你的评论未通过审核' });
    expect(notice?.body).toContain('含广告或引流信息');
    const [row] = await auditRows('content.reject', c.id);
    expect(row).toMatchObject({ reason: '含广告或引流信息', after: { commentHidden: true } });
    await setSwitch(false);
  });

  it('reaches another process within the settings cache time, without a restart', async () => {
    const now = Date.now();
    await db().delete(siteSettings).where(eq(siteSettings.key, PRE_REVIEW_KEY));
    expect(await newsCommentPreReview(db(), now)).toBe(false);
    // Another process saved it: this one's copy is still the old value until it expires.
    await db()
      .insert(siteSettings)
      .values({ key: PRE_REVIEW_KEY, value: true })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: true } });
    expect(await newsCommentPreReview(db(), now + 1)).toBe(false);
    expect(await newsCommentPreReview(db(), now + SITE_SETTINGS_TTL_MS)).toBe(true);
    await setSwitch(false);
  });
});

describe(`posts hitting the sensitive words (${testEngine()})`, () => {
  it('holds a post that hits, uncounted and unseen, and publishes one that does not', async () => {
    const circle = await makeCircle(db(), `审核圈${Date.now()}`);
    const writer = await person(db(), circle.id);
    const reader = await person(db(), circle.id);
    const c = calls(t.app);
    const clean = (
      await c.addPost({ circleId: circle.id, content: '今晚德比谁赢？' }, writer.token)
    ).json().data;
    expect(clean.pending).toBeUndefined();
    const held = (
      await c.addPost({ circleId: circle.id, content: '招赌球代理，私聊' }, writer.token)
    ).json().data;
    expect(held).toMatchObject({ pending: true, content: '招****，私聊' });
    const list = (await c.general({ circleId: circle.id }, reader.token)).json().data;
    expect(list.list.map((p: { id: number }) => p.id)).toEqual([clean.id]);
    expect((await c.detail(held.id, reader.token)).json().code).toBe(errors.postNotFound.code);
    const [count] = await db().select().from(circles).where(eq(circles.id, circle.id));
    expect(count?.postCount).toBe(1);
    expect(await itemFor('post', clean.id)).toBeUndefined();
    const item = await itemFor('post', held.id);
    expect(item?.hits.sort()).toEqual(['代理', '赌球']);

    expect((await post(mod, `/admin/content/${item!.id}/approve`, {})).json().code).toBe(200);
    expect((await c.detail(held.id, reader.token)).json().code).toBe(200);
    const [after] = await db().select().from(circles).where(eq(circles.id, circle.id));
    expect(after?.postCount).toBe(2);
  });

  it('a refusal removes the post and tells the writer why', async () => {
    const circle = await makeCircle(db(), `审核圈二${Date.now()}`);
    const writer = await person(db(), circle.id);
    const c = calls(t.app);
    const held = (
      await c.addPost({ circleId: circle.id, content: '赌球群来' }, writer.token)
    ).json().data;
    const item = await itemFor('post', held.id);
    const res = await post(mod, `/admin/content/${item!.id}/reject`, { reason: '赌球或博彩推广' });
    expect(res.json().code).toBe(200);
    const [row] = await db().select().from(posts).where(eq(posts.id, held.id));
    expect(row).toMatchObject({ status: 0, removedBy: 'operator' });
    const [notice] = await noticesOf(writer.user.id);
    expect(notice).toMatchObject({ title: '你的帖子未通过审核' });
    expect((await auditRows('content.reject', held.id))[0]).toMatchObject({
      targetType: 'content-post',
      after: { postRemoved: true },
    });
  });
});

describe(`nick names and avatars (${testEngine()})`, () => {
  const rename = (token: string, nickName: string) =>
    getAs(t.app, `/user/center/updateNickName?nickName=${encodeURIComponent(nickName)}`, token);
  const setPortrait = (token: string, url: string) =>
    getAs(t.app, `/user/center/updatePortrait?portraitUrl=${encodeURIComponent(url)}`, token);

  it('flags a nick name with a listed word (kept meanwhile); a refusal resets it to 用户<id> and says so', async () => {
    const fan = await createUserWithSession(db());
    const clean = await rename(fan.token, `球迷${fan.user.id}`);
    expect(clean.json().code).toBe(200);
    expect(await itemFor('profile', fan.user.id, 'nickname')).toBeUndefined();
    const flagged = await rename(fan.token, `代理${fan.user.id}`);
    expect(flagged.json().data.nickName).toBe(`代理${fan.user.id}`);
    const item = await itemFor('profile', fan.user.id, 'nickname');
    expect(item).toMatchObject({ content: `代理${fan.user.id}`, previous: `球迷${fan.user.id}` });
    // The other admin cannot decide it while the first one's claim lasts.
    expect((await post(mod, `/admin/content/${item!.id}/claim`)).json().code).toBe(200);
    const blocked = await post(mod2, `/admin/content/${item!.id}/reject`, { reason: 'x' });
    expect(blocked.json().code).toBe(errors.reviewClaimed.code);
    const res = await post(mod, `/admin/content/${item!.id}/reject`, { reason: '昵称含违规词' });
    expect(res.json().code).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.id, fan.user.id));
    expect(row?.nickName).toBe(`用户${fan.user.id}`);
    const [notice] = await noticesOf(fan.user.id);
    expect(notice?.title).toBe('你的昵称已被重置');
    expect(notice?.body).toContain(`用户${fan.user.id}`);
    expect((await auditRows('content.reject', fan.user.id))[0]).toMatchObject({
      targetType: 'content-nickname',
      before: { content: `代理${fan.user.id}`, previous: `球迷${fan.user.id}` },
      after: { nickName: `用户${fan.user.id}` },
    });
  });

  it('queues every avatar change (shown at once); approval clears it, a refusal restores the default', async () => {
    const fan = await createUserWithSession(db());
    const pic = async () =>
      (
        (await upload(t.app, fan.token, [dataUrl('image/jpeg', jpegOf(20, 20))], 'portrait')).json()
          .data as string[]
      )[0]!;
    const first = await pic();
    expect((await setPortrait(fan.token, first)).json().data.portrait).toBe(first);
    const item = await itemFor('profile', fan.user.id, 'avatar');
    expect(item).toMatchObject({ content: first, previous: '' });
    expect((await post(mod, `/admin/content/${item!.id}/approve`, {})).json().code).toBe(200);
    expect(await itemFor('profile', fan.user.id, 'avatar')).toBeUndefined();
    const [kept] = await db().select().from(users).where(eq(users.id, fan.user.id));
    expect(kept?.portrait).toBe(first);

    const second = await pic();
    await setPortrait(fan.token, second);
    const next = await itemFor('profile', fan.user.id, 'avatar');
    expect(next).toMatchObject({ content: second, previous: first });
    const res = await post(mod, `/admin/content/${next!.id}/reject`, {
      reason: '头像含广告或二维码',
    });
    expect(res.json().code).toBe(200);
    const [reset] = await db().select().from(users).where(eq(users.id, fan.user.id));
    expect(reset?.portrait).toBe('');
    expect((await noticesOf(fan.user.id))[0]?.title).toBe('你的头像已被重置');
    const history = await queue('profile', 'rejected');
    expect(history.list.map((i) => i.id)).toContain(next!.id);
  });
});

describe(`moderation response times on the dashboard (${testEngine()})`, () => {
  it('per queue: decided in 7 days with median and p90 over every row, waiting and the oldest wait', async () => {
    const hour = 3_600_000;
    const now = Date.now();
    const decided = async (enteredAgo: number, tookMs: number) => {
      const { user } = await createUserWithSession(db());
      await db()
        .insert(expertApplications)
        .values({
          userId: user.id,
          intro: '十年看球经验',
          specialities: ['英超'],
          state: 'pass',
          createdAt: new Date(now - enteredAgo),
          decidedAt: new Date(now - enteredAgo + tookMs),
        });
    };
    await decided(20 * hour, 1 * hour);
    await decided(30 * hour, 2 * hour);
    await decided(40 * hour, 10 * hour);
    // Decided 8 days ago: outside the window.
    await decided(9 * 24 * hour, 30 * hour);
    const { user } = await createUserWithSession(db());
    await db()
      .insert(expertApplications)
      .values({
        userId: user.id,
        intro: '等待审核',
        specialities: ['中超'],
        createdAt: new Date(now - 5 * hour),
      });
    const res = await get(mod, '/admin/dashboard');
    expect(res.json().code, res.body).toBe(200);
    const figures = res.json().data.moderation as {
      queue: string;
      decided: number;
      medianMs: number | null;
      p90Ms: number | null;
      waiting: number;
      oldestWaitMs: number | null;
    }[];
    expect(figures.map((f) => f.queue)).toEqual([
      'reports',
      'content',
      'anchors',
      'experts',
      'withdrawals',
    ]);
    const experts = figures.find((f) => f.queue === 'experts')!;
    expect(experts).toMatchObject({ decided: 3, medianMs: 2 * hour, waiting: 1 });
    // Linear interpolation as percentile_cont: 2 h + 0.8 × (10 h − 2 h).
    expect(experts.p90Ms).toBe(Math.round(8.4 * hour));
    expect(experts.oldestWaitMs).toBeGreaterThanOrEqual(5 * hour);
    expect(experts.oldestWaitMs).toBeLessThan(5 * hour + 10 * 60_000);

    // The content queue's figures are the rows this suite decided and left waiting.
    const rows = await db().select().from(contentReviews);
    const content = figures.find((f) => f.queue === 'content')!;
    expect(content.decided).toBe(rows.filter((r) => r.decidedAt !== null).length);
    expect(content.waiting).toBe(rows.filter((r) => r.status === 'pending').length);
    expect(content.medianMs).not.toBeNull();
    const anchors = figures.find((f) => f.queue === 'anchors')!;
    expect(anchors).toMatchObject({ decided: 0, medianMs: null, p90Ms: null, waiting: 0 });
  });
});
