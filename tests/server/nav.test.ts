// GET /api/nav/list: the recommend centre menu (type 0) from the table, groups and links by sort.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { navItems } from '../../server/db/schema';
import { seedDemoData } from '../../server/db/seed';
import { demoNav } from '../../server/db/seed/nav';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoData(t.database.db, [demoNav]);
});
afterAll(() => t.close());

describe('GET /api/nav/list', () => {
  it('serves the type 0 menu by default', async () => {
    const res = await t.app.inject({ url: '/gw/api/nav/list' });
    expect(res.statusCode).toBe(200);
    const groups = res.json().data;
    expect(groups.map((g: { name: string }) => g.name)).toEqual(['推荐中心', '我的推荐']);
    expect(groups[0]).toEqual({
      id: expect.any(Number),
      name: '推荐中心',
      icon: 'recommend',
      children: [
        { id: expect.any(Number), name: '发布推荐', path: '/recommend' },
        { id: expect.any(Number), name: '赛事列表', path: '/recommend/comList' },
      ],
    });
    expect(groups[1].children.map((c: { path: string }) => c.path)).toEqual([
      '/recommend/yapan',
      '/recommend/daxiaoqiu',
      '/recommend/records',
    ]);
  });

  it('follows operator changes: a disabled link disappears, sort reorders', async () => {
    await t.database.db
      .update(navItems)
      .set({ enabled: false })
      .where(eq(navItems.path, '/recommend/records'));
    await t.database.db.update(navItems).set({ sort: 1 }).where(eq(navItems.name, '我的推荐'));
    const groups = (await t.app.inject({ url: '/gw/api/nav/list?type=0' })).json().data;
    expect(groups[0].name).toBe('我的推荐');
    expect(groups[0].children).toHaveLength(2);
  });

  it('answers a type without a menu with an empty list', async () => {
    const res = await t.app.inject({ url: '/gw/api/nav/list?type=7' });
    expect(res.json().data).toEqual([]);
  });

  it('refuses a non-integer or negative type', async () => {
    for (const type of ['abc', '-1', '1.5', '99999']) {
      const res = await t.app.inject({ url: `/gw/api/nav/list?type=${type}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(errors.badParams.code);
      expect(res.json().msg).toContain('query.type');
    }
  });
});
