// The shared comments on a news article: write, reply, list (最热 / 最新), like; masking, rate limit, IP属地, auth.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { comments, sensitiveWords } from '../../server/db/schema';
import { COMMENT_RATE } from '../../server/modules/comment/service';
import { startTestApp, type TestApp, testEngine } from './harness';
import { newsWorld } from './news-world';
import { createUserWithSession } from './users';

let t: TestApp;
let world: Awaited<ReturnType<typeof newsWorld>>;
let fan: Awaited<ReturnType<typeof createUserWithSession>>;
let other: Awaited<ReturnType<typeof createUserWithSession>>;
beforeAll(async () => {
  t = await startTestApp();
  // Listed before the first comment is written, so the cached word list already holds it.
  await t.database.db.insert(sensitiveWords).values({ word: '赌球' });
  world = await newsWorld(t.database.db);
  fan = await createUserWithSession(t.database.db);
  other = await createUserWithSession(t.database.db);
});
afterAll(() => t.close());

const write = (token: string | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/gw/inform/comment/reply',
    headers: token ? { accesstoken: token } : {},
    payload,
  });
const like = (token: string, id: number) =>
  t.app.inject({ url: `/gw/inform/comment/like/${id}`, headers: { accesstoken: token } });
const list = (query: string, token?: string) =>
  t.app.inject({
    url: `/gw/inform/info/comment/list/byPost?${query}`,
    headers: token ? { accesstoken: token } : {},
  });

describe(`comments on news (${testEngine()})`, () => {
  it('writes a comment with the sensitive words masked and the IP属地 of a private address as 未知', async () => {
    const res = await write(fan.token, {
      postId: world.ids.derby,
      content: '  德比必胜！有人赌球吗  ',
    });
    expect(res.json()).toMatchObject({
      code: 200,
      data: {
        content: '德比必胜！有人**吗',
        parentId: null,
        user: { id: fan.user.id },
        replyTo: null,
        ipRegion: '未知',
        likeCount: 0,
        liked: false,
      },
    });
    const [row] = await t.database.db
      .select()
      .from(comments)
      .where(eq(comments.id, res.json().data.id));
    expect(row).toMatchObject({ targetType: 1, targetId: world.ids.derby, ipAddress: '127.0.0.1' });
  });

  it('replies under the top-level comment, naming whom it answers', async () => {
    const top = (
      await write(fan.token, { postId: world.ids.epl, content: '阿森纳这场踢得好' })
    ).json().data;
    const reply = (
      await write(other.token, { postId: world.ids.epl, content: '同意', parentId: top.id })
    ).json().data;
    expect(reply).toMatchObject({ parentId: top.id, replyTo: { id: fan.user.id } });
    const again = (
      await write(fan.token, { postId: world.ids.epl, content: '谢谢', parentId: reply.id })
    ).json().data;
    expect(again).toMatchObject({ parentId: top.id, replyTo: { id: other.user.id } });
    const page = (await list(`postId=${world.ids.epl}&sort=new`)).json().data;
    expect(page).toMatchObject({ total: 1, page: 1 });
    expect(page.list[0]).toMatchObject({ id: top.id, replyCount: 2 });
    expect(page.list[0].replies.map((r: { content: string }) => r.content)).toEqual([
      '同意',
      '谢谢',
    ]);
    // A reply must belong to the same article.
    const wrong = await write(fan.token, {
      postId: world.ids.nba,
      content: '串门',
      parentId: top.id,
    });
    expect(wrong.json().code).toBe(errors.commentParentMismatch.code);
  });

  it('likes once per user, takes the like back on a second call, and sorts 最热 by likes', async () => {
    const a = (await write(other.token, { postId: world.ids.nba, content: '詹姆斯太稳了' })).json()
      .data;
    const b = (await write(other.token, { postId: world.ids.nba, content: '库里可惜了' })).json()
      .data;
    expect((await like(fan.token, b.id)).json().data).toEqual({ liked: true, likeCount: 1 });
    expect((await like(other.token, b.id)).json().data).toEqual({ liked: true, likeCount: 2 });
    const hot = (await list(`postId=${world.ids.nba}&sort=hot`, fan.token)).json().data;
    expect(hot.list.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
    expect(hot.list[0].liked).toBe(true);
    const fresh = (await list(`postId=${world.ids.nba}&sort=new`)).json().data;
    expect(fresh.list.map((c: { id: number }) => c.id)).toEqual([b.id, a.id].sort((x, y) => y - x));
    expect(fresh.list[0].liked).toBe(false);
    expect((await like(fan.token, b.id)).json().data).toEqual({ liked: false, likeCount: 1 });
    expect((await like(fan.token, 999999)).json().code).toBe(errors.commentNotFound.code);
  });

  it('needs the accessToken header to write or like', async () => {
    expect((await write(null, { postId: world.ids.derby, content: '你好' })).json().code).toBe(
      errors.notLoggedIn.code,
    );
    const cookieOnly = await t.app.inject({
      url: '/gw/inform/comment/like/1',
      headers: { cookie: `auth=${fan.token}` },
    });
    expect(cookieOnly.json().code).toBe(errors.notLoggedIn.code);
  });

  it('refuses bad input, unknown and unpublished articles', async () => {
    for (const body of [
      { postId: world.ids.derby, content: '   ' },
      { postId: world.ids.derby, content: '长'.repeat(501) },
      { postId: 'x', content: '你好' },
      { postId: world.ids.derby, content: '你好', type: 9 },
      { postId: world.ids.derby, content: '你好', extra: 1 },
    ]) {
      const res = await write(fan.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe(errors.badParams.code);
    }
    expect((await write(fan.token, { postId: world.ids.draft, content: '你好' })).json().code).toBe(
      errors.commentTargetNotFound.code,
    );
    expect((await list(`postId=${world.ids.draft}`)).json().code).toBe(errors.newsNotFound.code);
    expect((await list('postId=1&sort=old')).json().code).toBe(errors.badParams.code);
  });

  it(`allows ${COMMENT_RATE.max} comments a minute per user, then answers 18012`, async () => {
    const spammer = await createUserWithSession(t.database.db);
    for (let i = 0; i < COMMENT_RATE.max; i++) {
      expect(
        (await write(spammer.token, { postId: world.ids.derby, content: `第${i}条` })).json().code,
      ).toBe(200);
    }
    const refused = await write(spammer.token, { postId: world.ids.derby, content: '还想发' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: errors.commentTooFast.code, data: null });
    // Another user is not held back.
    expect(
      (await write(fan.token, { postId: world.ids.derby, content: '我还能发' })).json().code,
    ).toBe(200);
  });
});

describe('IP属地', () => {
  it("is looked up from the writer's public address when the comment is written", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/gw/inform/comment/reply',
      headers: { accesstoken: other.token },
      remoteAddress: '202.96.128.86',
      payload: { postId: world.ids.derby, content: '广州来的球迷报到' },
    });
    expect(res.json().data.ipRegion).toBe('广东');
    const [row] = await t.database.db
      .select()
      .from(comments)
      .where(eq(comments.id, res.json().data.id));
    expect(row).toMatchObject({ ipAddress: '202.96.128.86', ipRegion: '广东' });
  });
});
