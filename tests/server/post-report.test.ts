// Reporting a post (举报帖子): success and the operators' queue (p<id>), idempotent repeats and concurrent submits,
// one's own post, removed and unknown posts, bad input and auth.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { runOperator } from '../../server/cli/operator-commands';
import { postReports } from '../../server/db/schema';
import { calls, makeCircle, person } from './community-world';
import { startTestApp, type TestApp, testEngine } from './harness';

let t: TestApp;
let c: ReturnType<typeof calls>;
let circleId: number;
let writer: Awaited<ReturnType<typeof person>>;
let reader: Awaited<ReturnType<typeof person>>;
beforeAll(async () => {
  t = await startTestApp();
  c = calls(t.app);
  circleId = (await makeCircle(t.database.db, '举报测试圈')).id;
  writer = await person(t.database.db, circleId);
  reader = await person(t.database.db);
});
afterAll(() => t.close());

const write = async (content: string) => {
  const res = await c.addPost({ circleId, content }, writer.token);
  expect(res.json().code).toBe(200);
  return res.json().data.id as number;
};
const report = (body: unknown, token?: string | null) => c.post('/inform/post/report', body, token);
const reportsOf = (postId: number) =>
  t.database.db.select().from(postReports).where(eq(postReports.postId, postId));

describe(`post reports (${testEngine()})`, () => {
  it("reports someone else's post once, lists it as p<id> for the operators and closes it there", async () => {
    const postId = await write('加微信进群看免费直播');
    const first = await report({ postId, reason: '广告', detail: '拉人进群' }, reader.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    const id = first.json().data.id as number;
    // Again with another reason: the same report, nothing new stored.
    const again = await report({ postId, reason: '其他' }, reader.token);
    expect(again.json()).toEqual({ code: 200, msg: expect.any(String), data: { id } });
    const rows = await reportsOf(postId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reporterId: reader.user.id,
      reason: '广告',
      detail: '拉人进群',
      status: 'open',
    });

    const printed: string[] = [];
    const ctx = t.app.ctx;
    expect(await runOperator(['reports', 'list'], ctx, (l) => printed.push(l))).toBe(0);
    const listed = printed.join('\n');
    expect(listed).toContain(`#p${id}  帖子 ${postId}（圈子 ${circleId}`);
    expect(listed).toContain('广告：拉人进群');
    expect(listed).toContain('「加微信进群看免费直播」');
    expect(await runOperator(['reports', 'done', `p${id}`], ctx, (l) => printed.push(l))).toBe(0);
    expect(printed.at(-1)).toBe(`帖子举报 #p${id} 已标记为已处理。`);
    expect(await runOperator(['reports', 'done', `p${id}`], ctx, (l) => printed.push(l))).toBe(1);
    expect(printed.at(-1)).toBe(`帖子举报 #p${id} 已处理过，未做任何改动。`);
    expect((await reportsOf(postId))[0]!.status).toBe('done');
    printed.length = 0;
    await runOperator(['reports', 'list'], ctx, (l) => printed.push(l));
    expect(printed.join('\n')).not.toContain(`#p${id} `);
    // An unknown report id is refused, not a crash.
    expect(await runOperator(['reports', 'done', 'p2000000000'], ctx, (l) => printed.push(l))).toBe(
      1,
    );
    expect(printed.at(-1)).toContain(errors.reportNotFound.msg);
  });

  it('stores one report when the same reader submits several at once', async () => {
    const postId = await write('这裁判是不是收钱了');
    const all = await Promise.all(
      [1, 2, 3].map(() => report({ postId, reason: '辱骂' }, reader.token)),
    );
    expect(all.map((r) => r.json().code)).toEqual([200, 200, 200]);
    expect(new Set(all.map((r) => r.json().data.id)).size).toBe(1);
    expect(await reportsOf(postId)).toHaveLength(1);
  });

  it("refuses one's own post, a removed or unknown post and bad input with 4xx", async () => {
    const postId = await write('今晚谁赢？');
    const own = await report({ postId, reason: '其他' }, writer.token);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: errors.postReportOwn.code, data: null });
    const unknown = await report({ postId: 2_000_000_000, reason: '其他' }, reader.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(errors.postNotFound.code);
    const gone = await write('马上删');
    expect((await c.post('/inform/post/delete', { postId: gone }, writer.token)).json().code).toBe(
      200,
    );
    const removed = await report({ postId: gone, reason: '其他' }, reader.token);
    expect(removed.statusCode).toBe(404);
    expect(removed.json().code).toBe(errors.postNotFound.code);
    for (const body of [
      { postId },
      { postId, reason: '不喜欢' },
      { postId: 'x', reason: '其他' },
      { postId: 0, reason: '其他' },
      { postId, reason: '其他', detail: '长'.repeat(201) },
      { postId, reason: '其他', extra: 1 },
    ]) {
      const res = await report(body, reader.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe(errors.badParams.code);
    }
    expect(await reportsOf(postId)).toHaveLength(0);
  });

  it('needs the accessToken header (the cookie alone is not enough)', async () => {
    const postId = await write('德比看谁');
    const none = await report({ postId, reason: '其他' });
    expect(none.json().code).toBe(errors.notLoggedIn.code);
    const cookieOnly = await t.app.inject({
      method: 'POST',
      url: '/gw/inform/post/report',
      payload: { postId, reason: '其他' },
      headers: { cookie: `auth=${reader.token}` },
    });
    expect(cookieOnly.json().code).toBe(errors.notLoggedIn.code);
    expect(await reportsOf(postId)).toHaveLength(0);
  });
});
