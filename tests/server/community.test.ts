// The community's calls: circles, posts with pictures, likes, shields, removal, comments on posts; bad input and
// missing auth answered with the envelope.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_MAX_LENGTH } from '../../contract/calls/community';
import { errors } from '../../contract/errors';
import { circles, posts, sensitiveWords } from '../../server/db/schema';
import { POST_RATE, storePost } from '../../server/modules/community/service';
import { calls, ids, makeCircle, person } from './community-world';
import { startTestApp, type TestApp, testEngine } from './harness';
import { dataUrl, jpegOf, pngOf } from './profile-fixtures';

let t: TestApp;
let c: ReturnType<typeof calls>;
let circle: Awaited<ReturnType<typeof makeCircle>>;
let fan: Awaited<ReturnType<typeof person>>;
let other: Awaited<ReturnType<typeof person>>;
beforeAll(async () => {
  t = await startTestApp();
  c = calls(t.app);
  await t.database.db.insert(sensitiveWords).values({ word: '赌球' });
  circle = await makeCircle(t.database.db, '曼联圈', { kind: 'team', teamId: 501, sort: 1 });
  await makeCircle(t.database.db, '英超圈', { kind: 'league', competitionId: 5, sort: 2 });
  fan = await person(t.database.db, circle.id);
  other = await person(t.database.db, circle.id);
});
afterAll(() => t.close());

const codeOf = (res: { json(): { code: number } }) => res.json().code;

describe(`community calls (${testEngine()})`, () => {
  it('lists circles with the reader’s own first, and joins and leaves once each', async () => {
    const newcomer = await person(t.database.db);
    const before = (await c.get('/inform/circle/list', newcomer.token)).json().data;
    expect(before.map((x: { name: string }) => x.name)).toEqual(['曼联圈', '英超圈']);
    expect(before[0]).toMatchObject({ joined: false, role: null, memberCount: 2 });
    expect(before[0].icon).toMatch(/\/live\/img\/team\/501\.svg$/);
    const league = before[1].id;
    const joined = await c.post('/inform/circle/join', { circleId: league }, newcomer.token);
    expect(joined.json().data).toEqual({ joined: true, memberCount: 1 });
    // Joining again changes nothing.
    const again = await c.post('/inform/circle/join', { circleId: league }, newcomer.token);
    expect(again.json().data).toEqual({ joined: true, memberCount: 1 });
    const after = (await c.get('/inform/circle/list', newcomer.token)).json().data;
    expect(after.map((x: { name: string }) => x.name)).toEqual(['英超圈', '曼联圈']);
    expect(after[0]).toMatchObject({ joined: true, role: 'member' });
    const left = await c.post('/inform/circle/leave', { circleId: league }, newcomer.token);
    expect(left.json().data).toEqual({ joined: false, memberCount: 0 });
    expect(codeOf(await c.post('/inform/circle/join', { circleId: 99999 }, newcomer.token))).toBe(
      errors.circleNotFound.code,
    );
  });

  it('posts text masked (held for review when it hits a listed word), with IP属地, listed newest first and in detail', async () => {
    const res = await c.addPost(
      { circleId: circle.id, content: '  今晚曼联必胜，有人赌球吗  ' },
      fan.token,
    );
    expect(res.json()).toMatchObject({
      code: 200,
      data: {
        kind: 'general',
        circle: { id: circle.id, name: '曼联圈' },
        user: { id: fan.user.id },
        content: '今晚曼联必胜，有人**吗',
        pics: [],
        ipRegion: '未知',
        likeCount: 0,
        commentCount: 0,
      },
    });
    // A listed word holds the post for the console's content desk (admin-content.test.ts): unseen until approved.
    const held = res.json().data.id;
    expect(res.json().data.pending).toBe(true);
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, held));
    expect(row).toMatchObject({ ipAddress: '127.0.0.1', status: 2 });
    const clean = await c.addPost({ circleId: circle.id, content: '  今晚曼联必胜  ' }, fan.token);
    const id = clean.json().data.id;
    expect(clean.json().data.pending).toBeUndefined();
    const page = (await c.general({ circleId: circle.id })).json().data;
    expect(ids(page)[0]).toBe(id);
    expect(ids(page)).not.toContain(held);
    expect((await c.detail(id)).json().data).toMatchObject({ id, content: '今晚曼联必胜' });
  });

  it('uploads pictures through the upload checks and saves a post with two of them in order', async () => {
    const up = await c.addPic(
      [dataUrl('image/png', pngOf(40, 30)), dataUrl('image/jpeg', jpegOf(30, 40))],
      fan.token,
    );
    expect(up.json().code).toBe(200);
    const urls: string[] = up.json().data;
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(/\.png$/);
    expect(urls[1]).toMatch(/\.jpg$/);
    const res = await c.addPost(
      { circleId: circle.id, content: '现场图', pics: [urls[1], urls[0]] },
      fan.token,
    );
    expect(res.json().data.pics).toEqual([urls[1], urls[0]]);
    const served = await t.app.inject({ url: urls[0]! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // A picture-only post is a post.
    const only = await c.addPost({ circleId: circle.id, pics: [urls[0]] }, fan.token);
    expect(only.json()).toMatchObject({ code: 200, data: { content: '' } });
  });

  it('refuses a picture that is not PNG/JPEG/WebP, by its bytes', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    const res = await c.addPic([dataUrl('image/png', gif)], fan.token);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).toBe(errors.uploadUnsupported.code);
  });

  it('refuses pictures that are not the writer’s uploads, ten pictures, an empty post and an over-long one', async () => {
    const mine: string[] = (await c.addPic([dataUrl('image/png', pngOf(8, 8))], other.token)).json()
      .data;
    const notMine = await c.addPost(
      { circleId: circle.id, content: '借图', pics: mine },
      fan.token,
    );
    expect(notMine.json().code).toBe(errors.postPictureInvalid.code);
    const outside = await c.addPost(
      { circleId: circle.id, content: '外链', pics: ['https://example.com/a.png'] },
      fan.token,
    );
    expect(outside.json().code).toBe(errors.postPictureInvalid.code);
    const ten = await c.addPost(
      { circleId: circle.id, content: '十张', pics: Array.from({ length: 10 }, () => mine[0]) },
      fan.token,
    );
    expect(ten.statusCode).toBe(400);
    expect(ten.json()).toMatchObject({ code: errors.badParams.code });
    expect(ten.json().msg).toContain('最多 9 张图片');
    const empty = await c.addPost({ circleId: circle.id, content: '   ' }, fan.token);
    expect(empty.json()).toMatchObject({ code: errors.postEmpty.code, msg: '帖子内容不能为空' });
    const long = await c.addPost(
      { circleId: circle.id, content: '长'.repeat(POST_MAX_LENGTH + 1) },
      fan.token,
    );
    expect(long.json().code).toBe(errors.badParams.code);
    expect(long.json().msg).toContain(`最多 ${POST_MAX_LENGTH} 个字`);
    const unknown = await c.addPost(
      { circleId: circle.id, content: '多字段', isTop: 1 },
      fan.token,
    );
    expect(unknown.json().code).toBe(errors.badParams.code);
    const nested = await c.general({ pageParam: { pageNum: 1, pageSize: 20, extra: 1 } });
    expect(nested.json().code).toBe(errors.badParams.code);
    // Nothing half-written: no post row holds the refused content, and no picture row points nowhere.
    const stored = await t.database.db.select().from(posts).where(eq(posts.content, '借图'));
    expect(stored).toHaveLength(0);
  });

  it('keeps a post and its pictures together: a failing picture row leaves no post', async () => {
    // A picture row the database refuses (no URL) fails inside the post's transaction.
    await expect(
      storePost(t.database.db, {
        userId: fan.user.id,
        circleId: circle.id,
        content: '半截帖',
        pics: ['/gw/uploads/a.png', null as unknown as string],
        matchId: null,
        ipAddress: '',
        ipRegion: '未知',
      }),
    ).rejects.toThrow();
    expect(await t.database.db.select().from(posts).where(eq(posts.content, '半截帖'))).toEqual([]);
    const [kept] = await t.database.db.select().from(circles).where(eq(circles.id, circle.id));
    expect(kept!.postCount).toBe(
      (await t.database.db.select().from(posts).where(eq(posts.circleId, circle.id))).filter(
        (p) => p.status === 1,
      ).length,
    );
  });

  it('likes once per user: a second call takes it back, counted once, refused on a removed post', async () => {
    const fan = await person(t.database.db, circle.id);
    const id = (await c.addPost({ circleId: circle.id, content: '点赞测试' }, fan.token)).json()
      .data.id;
    expect((await c.like(id, other.token)).json().data).toEqual({ liked: true, likeCount: 1 });
    expect((await c.like(id, fan.token)).json().data).toEqual({ liked: true, likeCount: 2 });
    expect((await c.like(id, other.token)).json().data).toEqual({ liked: false, likeCount: 1 });
    expect((await c.detail(id, fan.token)).json().data).toMatchObject({
      likeCount: 1,
      liked: true,
    });
    // Twenty likes at once from one user end liked or not, never counted twice.
    const burst = await Promise.all(Array.from({ length: 20 }, () => c.like(id, other.token)));
    expect(burst.every((r) => r.json().code === 200)).toBe(true);
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, id));
    expect(row!.likeCount).toBe(1); // an even number of toggles: back where it was
    await c.post('/inform/post/delete', { postId: id }, fan.token);
    const refused = await c.like(id, other.token);
    expect(refused.json()).toMatchObject({ code: errors.postNotFound.code });
    expect(refused.statusCode).toBe(404);
  });

  it('keeps a removed post for audit and gone for readers: list, detail, comments', async () => {
    const fan = await person(t.database.db, circle.id);
    const id = (await c.addPost({ circleId: circle.id, content: '将被删除' }, fan.token)).json()
      .data.id;
    await c.comment({ postId: id, type: 2, content: '沙发' }, other.token);
    const removed = await c.post('/inform/post/delete', { postId: id }, fan.token);
    expect(removed.json().data).toEqual({ removed: true });
    expect(ids((await c.general({ circleId: circle.id })).json().data)).not.toContain(id);
    expect(codeOf(await c.detail(id))).toBe(errors.postNotFound.code);
    expect(codeOf(await c.get(`/inform/comment/list/byPost?postId=${id}`))).toBe(
      errors.postNotFound.code,
    );
    expect(codeOf(await c.comment({ postId: id, type: 2, content: '还在吗' }, other.token))).toBe(
      errors.commentTargetNotFound.code,
    );
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, id));
    expect(row).toMatchObject({ status: 0, removedBy: 'author', content: '将被删除' });
    // Another's post is not yours to delete.
    const theirs = (await c.addPost({ circleId: circle.id, content: '别人的' }, other.token)).json()
      .data.id;
    expect(codeOf(await c.post('/inform/post/delete', { postId: theirs }, fan.token))).toBe(
      errors.postNotYours.code,
    );
  });

  it('comments on a post through the shared model (type 2), listed by /inform/comment/list/byPost', async () => {
    const fan = await person(t.database.db, circle.id);
    const id = (await c.addPost({ circleId: circle.id, content: '讨论帖' }, fan.token)).json().data
      .id;
    const top = (
      await c.comment({ postId: id, type: 2, content: '赌球不可取' }, other.token)
    ).json().data;
    expect(top).toMatchObject({ content: '**不可取', ipRegion: '未知' });
    await c.comment({ postId: id, type: 2, content: '同意', parentId: top.id }, fan.token);
    const page = (await c.get(`/inform/comment/list/byPost?postId=${id}&page=1&pageSize=20`)).json()
      .data;
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(page.list[0]).toMatchObject({ id: top.id, replyCount: 1 });
    expect(page.list[0].replies[0]).toMatchObject({ content: '同意' });
    expect((await c.detail(id)).json().data.commentCount).toBe(2);
    // A comment liked through the shared call.
    const liked = await c.get(`/inform/comment/like/${top.id}`, fan.token);
    expect(liked.json().data).toEqual({ liked: true, likeCount: 1 });
    // A post's comment list does not answer for a news article's comments, nor the other way.
    expect(codeOf(await c.comment({ postId: id, type: 3, content: 'x' }, fan.token))).toBe(
      errors.badParams.code,
    );
  });

  it('respects shields: a hidden post and a blocked author leave the reader’s lists only', async () => {
    const fan = await person(t.database.db, circle.id);
    const reader = await person(t.database.db, circle.id);
    const a = (await c.addPost({ circleId: circle.id, content: '帖子A' }, fan.token)).json().data
      .id;
    const b = (await c.addPost({ circleId: circle.id, content: '帖子B' }, other.token)).json().data
      .id;
    const hide = await c.post('/inform/post/shield', { type: 'post', id: a }, reader.token);
    expect(hide.json().data).toEqual({ shielded: true });
    let seen = ids((await c.general({ circleId: circle.id }, reader.token)).json().data);
    expect(seen).not.toContain(a);
    expect(seen).toContain(b);
    await c.post('/inform/post/shield', { type: 'author', id: other.user.id }, reader.token);
    seen = ids(
      (
        await c.general(
          { circleId: circle.id, pageParam: { pageNum: 1, pageSize: 50 } },
          reader.token,
        )
      ).json().data,
    );
    expect(seen).not.toContain(b);
    // Others still see both.
    const everyone = ids((await c.general({ circleId: circle.id })).json().data);
    expect(everyone).toEqual(expect.arrayContaining([a, b]));
    // Lifting the shield brings the post back.
    await c.post('/inform/post/shield', { type: 'post', id: a, flag: 0 }, reader.token);
    seen = ids((await c.general({ circleId: circle.id }, reader.token)).json().data);
    expect(seen).toContain(a);
    expect(
      codeOf(
        await c.post('/inform/post/shield', { type: 'author', id: reader.user.id }, reader.token),
      ),
    ).toBe(errors.postShieldSelf.code);
  });

  it('sorts 最热 by likes and comments and 精华 by the essence mark; pinned first in a circle', async () => {
    const topic = await makeCircle(t.database.db, '话题圈');
    const writer = await person(t.database.db, topic.id, 'moderator');
    const fans = await Promise.all([1, 2, 3].map(() => person(t.database.db, topic.id)));
    const plain = (await c.addPost({ circleId: topic.id, content: '普通' }, writer.token)).json()
      .data.id;
    const hot = (await c.addPost({ circleId: topic.id, content: '热帖' }, writer.token)).json().data
      .id;
    const pinned = (await c.addPost({ circleId: topic.id, content: '置顶' }, writer.token)).json()
      .data.id;
    for (const f of fans) await c.like(hot, f.token);
    await c.moderate(pinned, 'pin', writer.token);
    await c.moderate(plain, 'essence', writer.token);
    expect(ids((await c.general({ circleId: topic.id, sort: 'hot' })).json().data)).toEqual([
      pinned,
      hot,
      plain,
    ]);
    expect(ids((await c.general({ circleId: topic.id, sort: 'essence' })).json().data)).toEqual([
      plain,
    ]);
    expect(ids((await c.general({ circleId: topic.id })).json().data)[0]).toBe(pinned);
  });

  it('lists anchors’ dynamics, one anchor’s, and a user’s own posts', async () => {
    const anchor = await person(t.database.db, undefined, undefined, 1);
    const dyn = await c.addPost({ content: '今晚8点直播曼联比赛，不见不散' }, anchor.token);
    expect(dyn.json().data).toMatchObject({ kind: 'anchor', circle: null, user: { isAnchor: 1 } });
    const all = (await c.anchor({})).json().data;
    expect(ids(all)).toContain(dyn.json().data.id);
    const own = (await c.anchor({ anchorId: anchor.user.id })).json().data;
    expect(own).toMatchObject({ total: 1, pageNum: 1, pageSize: 20 });
    const mine = (
      await c.general({ userId: fan.user.id, pageParam: { pageNum: 1, pageSize: 50 } })
    ).json().data;
    expect(mine.list.every((p: { user: { id: number } }) => p.user.id === fan.user.id)).toBe(true);
    expect(mine.total).toBeGreaterThan(0);
  });

  it('limits posts per user per minute', async () => {
    const quick = await person(t.database.db, circle.id);
    const results = [];
    for (let i = 0; i <= POST_RATE.max; i++) {
      results.push(
        codeOf(await c.addPost({ circleId: circle.id, content: `刷屏${i}` }, quick.token)),
      );
    }
    expect(results.slice(0, POST_RATE.max).every((code) => code === 200)).toBe(true);
    expect(results[POST_RATE.max]).toBe(errors.postTooFast.code);
  });

  it('refuses every write without the accessToken header, and takes the cookie alone for none', async () => {
    const fan = await person(t.database.db, circle.id);
    const id = (await c.addPost({ circleId: circle.id, content: '鉴权' }, fan.token)).json().data
      .id;
    const writes = [
      () => c.addPost({ circleId: circle.id, content: '无头' }, null),
      () => c.addPic([dataUrl('image/png', pngOf(4, 4))], null),
      () => c.post('/inform/post/shield', { id }, null),
      () => c.like(id, null),
      () => c.comment({ postId: id, type: 2, content: '无头' }, null),
      () => c.get(`/inform/comment/like/1`, null),
      () => c.moderate(id, 'pin', null),
      () => c.post('/inform/post/delete', { postId: id }, null),
      () => c.post('/inform/circle/join', { circleId: circle.id }, null),
      () => c.post('/inform/circle/leave', { circleId: circle.id }, null),
      () =>
        c.post(
          '/inform/match/rating/add',
          { matchId: 1, ratings: [{ playerId: 1, score: 5 }] },
          null,
        ),
    ];
    for (const write of writes) expect(codeOf(await write())).toBe(errors.notLoggedIn.code);
    const cookieOnly = await t.app.inject({
      url: `/gw/inform/post/like/${id}`,
      headers: { cookie: `auth=${other.token}` },
    });
    expect(cookieOnly.json().code).toBe(errors.notLoggedIn.code);
    expect((await c.detail(id)).json().data.likeCount).toBe(0);
  });
});
