// Reporting a comment (举报) and loading a thread's replies: success, the operators' queue, idempotent repeats,
// bad input and auth.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { runOperator } from '../../server/cli/operator-commands';
import { commentReports } from '../../server/db/schema';
import { startTestApp, type TestApp, testEngine } from './harness';
import { newsWorld } from './news-world';
import { createUserWithSession } from './users';

let t: TestApp;
let world: Awaited<ReturnType<typeof newsWorld>>;
let writer: Awaited<ReturnType<typeof createUserWithSession>>;
let reader: Awaited<ReturnType<typeof createUserWithSession>>;
beforeAll(async () => {
  t = await startTestApp();
  world = await newsWorld(t.database.db);
  writer = await createUserWithSession(t.database.db);
  reader = await createUserWithSession(t.database.db);
});
afterAll(() => t.close());

const write = async (token: string, payload: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/gw/inform/comment/reply',
    headers: { accesstoken: token },
    payload,
  });
  expect(res.json().code).toBe(200);
  return res.json().data as { id: number; content: string };
};
const report = (token: string | null, payload: unknown, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/gw/inform/comment/report',
    headers: { ...(token ? { accesstoken: token } : {}), ...extra },
    payload: payload as Record<string, unknown>,
  });
const replies = (query: string) => t.app.inject({ url: `/gw/inform/comment/replies?${query}` });

describe(`comment reports (${testEngine()})`, () => {
  it("reports someone else's comment once, shows it in the operators' queue and closes it there", async () => {
    const comment = await write(writer.token, { postId: world.ids.derby, content: '加微信看球' });
    const first = await report(reader.token, {
      commentId: comment.id,
      reason: '广告',
      detail: '拉人进群',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    const id = first.json().data.id as number;
    // Again, even with another reason: the same report, nothing new stored.
    const again = await report(reader.token, { commentId: comment.id, reason: '其他' });
    expect(again.json()).toEqual({ code: 200, msg: expect.any(String), data: { id } });
    const rows = await t.database.db
      .select()
      .from(commentReports)
      .where(eq(commentReports.commentId, comment.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reporterId: reader.user.id,
      reason: '广告',
      detail: '拉人进群',
    });

    const printed: string[] = [];
    const ctx = t.app.ctx;
    expect(await runOperator(['reports', 'list'], ctx, (l) => printed.push(l))).toBe(0);
    const listed = printed.join('\n');
    expect(listed).toContain(`#c${id}  评论 ${comment.id}（文章 ${world.ids.derby}`);
    expect(listed).toContain('广告：拉人进群');
    expect(listed).toContain('「加微信看球」');
    expect(await runOperator(['reports', 'done', `c${id}`], ctx, (l) => printed.push(l))).toBe(0);
    expect(printed.at(-1)).toBe(`评论举报 #c${id} 已标记为已处理。`);
    expect(await runOperator(['reports', 'done', `c${id}`], ctx, (l) => printed.push(l))).toBe(1);
    printed.length = 0;
    await runOperator(['reports', 'list'], ctx, (l) => printed.push(l));
    expect(printed.join('\n')).not.toContain(`#c${id} `);
  });

  it('stores one report when the same reader submits twice at once', async () => {
    const comment = await write(writer.token, { postId: world.ids.epl, content: '裁判黑哨' });
    const both = await Promise.all(
      [1, 2].map(() => report(reader.token, { commentId: comment.id, reason: '辱骂' })),
    );
    expect(both.map((r) => r.json().code)).toEqual([200, 200]);
    expect(both[0]!.json().data.id).toBe(both[1]!.json().data.id);
  });

  it("refuses one's own comment, an unknown comment and bad input with 4xx", async () => {
    const mine = await write(writer.token, { postId: world.ids.nba, content: '湖人总冠军' });
    const own = await report(writer.token, { commentId: mine.id, reason: '其他' });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: errors.commentReportOwn.code, data: null });
    const unknown = await report(reader.token, { commentId: 2_000_000_000, reason: '其他' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(errors.commentNotFound.code);
    for (const body of [
      { commentId: mine.id },
      { commentId: mine.id, reason: '不喜欢' },
      { commentId: 'x', reason: '其他' },
      { commentId: 0, reason: '其他' },
      { commentId: mine.id, reason: '其他', detail: '长'.repeat(201) },
      { commentId: mine.id, reason: '其他', extra: 1 },
    ]) {
      const res = await report(reader.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe(errors.badParams.code);
    }
  });

  it('needs the accessToken header (the cookie alone is not enough)', async () => {
    const comment = await write(writer.token, { postId: world.ids.derby, content: '德比看谁' });
    const none = await report(null, { commentId: comment.id, reason: '其他' });
    expect(none.json().code).toBe(errors.notLoggedIn.code);
    const cookieOnly = await report(
      null,
      { commentId: comment.id, reason: '其他' },
      { cookie: `auth=${reader.token}` },
    );
    expect(cookieOnly.json().code).toBe(errors.notLoggedIn.code);
    const rows = await t.database.db
      .select()
      .from(commentReports)
      .where(eq(commentReports.commentId, comment.id));
    expect(rows).toHaveLength(0);
  });
});

describe(`a thread's replies (${testEngine()})`, () => {
  it('pages every reply of a comment, oldest first, beyond the three the list shows', async () => {
    const top = await write(writer.token, { postId: world.ids.epl, content: '阿森纳能夺冠吗' });
    const fans = await Promise.all([1, 2, 3].map(() => createUserWithSession(t.database.db)));
    const written: number[] = [];
    for (const [i, fan] of [...fans, reader].entries()) {
      written.push(
        (await write(fan.token, { postId: world.ids.epl, content: `回复${i}`, parentId: top.id }))
          .id,
      );
    }
    const all = (await replies(`commentId=${top.id}`)).json();
    expect(all).toMatchObject({ code: 200, data: { total: 4, page: 1 } });
    expect(all.data.list.map((r: { id: number }) => r.id)).toEqual(written);
    const second = (await replies(`commentId=${top.id}&page=2&pageSize=3`)).json().data;
    expect(second.list.map((r: { id: number }) => r.id)).toEqual(written.slice(3));
    // A reply has no thread of its own; unknown ids and bad paging are refused.
    expect((await replies(`commentId=${written[0]}`)).json().code).toBe(
      errors.commentNotFound.code,
    );
    expect((await replies('commentId=2000000000')).statusCode).toBe(404);
    expect((await replies(`commentId=${top.id}&pageSize=51`)).json().code).toBe(
      errors.badParams.code,
    );
    expect((await replies('commentId=abc')).statusCode).toBe(400);
  });
});
