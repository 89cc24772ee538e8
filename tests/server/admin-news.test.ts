// The 新闻文章 desk: every article listed with filters; 下架 hides an article from readers (404 with the spec's
// message) and from the headline, 恢复上架 brings back only what an operator took down, 置顶头条 leads the
// headline carousel; each change audited with before/after and its reason; bad input refused.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminNewsItem } from '../../contract/calls/admin-news';
import { errors } from '../../contract/errors';
import { adminAudit } from '../../server/db/schema';
import { setArticleStatus } from '../../server/modules/news/service';
import { type AdminSession, adminWithSession, asAdmin, GW, post } from './admin-support';
import { startTestApp, type TestApp } from './harness';
import { newsWorld } from './news-world';

let t: TestApp;
let moderator: AdminSession;
let world: Awaited<ReturnType<typeof newsWorld>>;

beforeAll(async () => {
  t = await startTestApp();
  world = await newsWorld(t.database.db);
  moderator = await adminWithSession(t.app, 'moderator');
});
afterAll(() => t?.close());

const adminGet = (p: string) =>
  t.app.inject({ method: 'GET', url: GW + p, headers: asAdmin(moderator) });
const adminPost = (p: string, body: unknown) => post(t.app, p, body, asAdmin(moderator));
const detail = (id: number) => t.app.inject({ url: `${GW}/inform/info/detail/${id}` });
const headline = async () =>
  (
    (await t.app.inject({ url: `${GW}/inform/info/banner?limit=10` })).json().data as {
      id: number;
    }[]
  ).map((a) => a.id);
const list = async (query = '') =>
  (await adminGet(`/admin/news${query}`)).json().data as {
    list: AdminNewsItem[];
    total: number;
    columns: { columnNo: string; name: string }[];
  };
const lastAudit = async (action: string) =>
  (
    await t.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, action))
      .orderBy(desc(adminAudit.id))
      .limit(1)
  )[0];

describe('news desk', () => {
  it('lists articles of every status, filtered by status, column, author and title', async () => {
    const all = await list();
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.list.map((a) => a.status)).toContain('draft');
    const drafts = await list('?status=draft');
    expect(drafts.list.map((a) => a.id)).toEqual([world.ids.draft]);
    const derby = all.list.find((a) => a.id === world.ids.derby)!;
    const byColumn = await list(`?columnNo=${derby.columnNo}`);
    expect(byColumn.list.every((a) => a.columnNo === derby.columnNo)).toBe(true);
    expect(byColumn.list.map((a) => a.id)).toContain(world.ids.derby);
    expect(all.columns.map((c) => c.columnNo)).toContain(derby.columnNo);
    const byAuthor = await list(`?authorId=${derby.authorId}`);
    expect(byAuthor.list.every((a) => a.authorId === derby.authorId)).toBe(true);
    const byTitle = await list(`?keyword=${encodeURIComponent(derby.title.slice(0, 3))}`);
    expect(byTitle.list.map((a) => a.id)).toContain(world.ids.derby);
    expect((await list('?keyword=%25%25%25')).total).toBe(0);
    const bad = await adminGet('/admin/news?status=gone');
    expect(bad.json().code).toBe(errors.badParams.code);
  });

  it('takes an article down with a reason: readers get 404 with the message, the headline drops it, audited', async () => {
    const id = world.ids.derby;
    expect((await detail(id)).json().code).toBe(200);
    await adminPost(`/admin/news/${id}/pin`, { pinned: true });
    expect((await headline())[0]).toBe(id);

    const bare = await adminPost(`/admin/news/${id}/take-down`, { reason: ' ' });
    expect(bare.statusCode).toBe(400);
    const down = await adminPost(`/admin/news/${id}/take-down`, { reason: '内容失实' });
    expect(down.json().data).toMatchObject({ id, status: 'withdrawn', pinned: false });
    const gone = await detail(id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({
      code: errors.newsNotFound.code,
      msg: errors.newsNotFound.msg,
    });
    expect(await headline()).not.toContain(id);
    expect(await lastAudit('news.take-down')).toMatchObject({
      username: moderator.username,
      targetType: 'news',
      targetId: String(id),
      reason: '内容失实',
      before: { status: 'published', pinned: true },
      after: { status: 'withdrawn', pinned: false },
    });
    const again = await adminPost(`/admin/news/${id}/take-down`, { reason: '再次' });
    expect(again.json().code).toBe(errors.newsAdminAlreadyDown.code);
    const pinDown = await adminPost(`/admin/news/${id}/pin`, { pinned: true });
    expect(pinDown.json().code).toBe(errors.newsAdminNotPublished.code);

    const back = await adminPost(`/admin/news/${id}/restore`, { reason: '核实无误' });
    expect(back.json().data).toMatchObject({ status: 'published' });
    expect((await detail(id)).json().code).toBe(200);
    expect(await lastAudit('news.restore')).toMatchObject({
      reason: '核实无误',
      before: { status: 'withdrawn' },
      after: { status: 'published' },
    });
  });

  it('restores only what an operator took down; pins and unpins; unknown ids refused', async () => {
    // An author's own withdrawal stays theirs.
    await setArticleStatus(t.database.db, world.ids.epl, 'withdrawn');
    const own = await adminPost(`/admin/news/${world.ids.epl}/restore`, { reason: '恢复' });
    expect(own.json().code).toBe(errors.newsAdminNotDown.code);
    const live = await adminPost(`/admin/news/${world.ids.nba}/restore`, { reason: '恢复' });
    expect(live.json().code).toBe(errors.newsAdminNotDown.code);

    const pin = await adminPost(`/admin/news/${world.ids.nba}/pin`, {
      pinned: true,
      reason: '焦点',
    });
    expect(pin.json().data).toMatchObject({ pinned: true });
    expect((await headline())[0]).toBe(world.ids.nba);
    expect(await lastAudit('news.pin')).toMatchObject({ reason: '焦点', after: { pinned: true } });
    await adminPost(`/admin/news/${world.ids.nba}/pin`, { pinned: false });
    expect(await headline()).not.toContain(world.ids.nba);
    expect(await lastAudit('news.unpin')).toMatchObject({ before: { pinned: true } });

    const draftPin = await adminPost(`/admin/news/${world.ids.draft}/pin`, { pinned: true });
    expect(draftPin.json().code).toBe(errors.newsAdminNotPublished.code);
    const none = await adminPost('/admin/news/2147483647/take-down', { reason: 'x' });
    expect(none.json().code).toBe(errors.newsNotFound.code);
  });
});
