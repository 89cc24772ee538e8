// Adverts, posters and banners: only enabled ones inside their window, by sort; bad place codes refused.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { advertCategories, adverts } from '../../server/db/schema';
import { seedDemoData } from '../../server/db/seed';
import { demoAdvertsStep } from '../../server/db/seed/adverts';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoData(t.database.db, [demoAdvertsStep]);
});
afterAll(() => t.close());

const hour = 3_600_000;
const get = (url: string) => t.app.inject({ url: `/gw${url}` });

describe('GET /inform/advert/v2/adv', () => {
  it('serves enabled adverts inside their time window, ordered by sort', async () => {
    const now = Date.now();
    const base = { placeCode: 'test_window', imageUrl: '/banners/live-tool.svg', jumpType: 1 };
    await t.database.db.insert(adverts).values([
      { ...base, title: '第二', sort: 20, innerPageId: 1 },
      { ...base, title: '第一', sort: 10, innerPageId: 9, startAt: new Date(now - hour) },
      { ...base, title: '已停用', sort: 1, innerPageId: 1, enabled: false },
      { ...base, title: '未开始', sort: 2, innerPageId: 1, startAt: new Date(now + hour) },
      { ...base, title: '已结束', sort: 3, innerPageId: 1, endAt: new Date(now - hour) },
      {
        ...base,
        title: '第三',
        sort: 30,
        jumpType: 2,
        outerLink: '/app',
        endAt: new Date(now + hour),
      },
    ]);
    const res = await get('/inform/advert/v2/adv?placeCode=test_window&channelId=3&platform=1');
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json();
    expect(code).toBe(200);
    expect(data.map((a: { title: string }) => a.title)).toEqual(['第一', '第二', '第三']);
    expect(data[2]).toEqual({
      id: expect.any(Number),
      title: '第三',
      imageUrl: '/banners/live-tool.svg',
      jumpType: 2,
      innerPageId: null,
      targetId: null,
      outerLink: '/app',
    });
  });

  it('serves the seeded right-column adverts and the floating activity', async () => {
    const right = (await get('/inform/advert/v2/adv?placeCode=home_right')).json().data;
    expect(right).toHaveLength(2);
    const [activity] = (await get('/inform/advert/v2/adv?placeCode=%20float_activity%20')).json()
      .data;
    expect(activity).toMatchObject({ jumpType: 2, outerLink: '/about/live/2' });
  });

  it('answers an unknown place with an empty list', async () => {
    const res = await get('/inform/advert/v2/adv?placeCode=no_such_place');
    expect(res.json()).toEqual({ code: 200, msg: 'success', data: [] });
  });

  it('refuses a missing, too long or malformed place code', async () => {
    for (const query of ['', '?placeCode=', `?placeCode=${'a'.repeat(65)}`, '?placeCode=a%27b']) {
      const res = await get(`/inform/advert/v2/adv${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(errors.badParams.code);
      expect(res.json().msg).toContain('query.placeCode');
    }
    const missing = await get('/inform/advert/v2/adv');
    expect(missing.json().msg).toBe('参数错误：query.placeCode 必填');
  });

  it('refuses unknown query fields', async () => {
    const res = await get('/inform/advert/v2/adv?placeCode=home&size=3');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[0].field).toBe('query');
  });

  it('cannot store an advert that would open a script link', async () => {
    const insert = t.database.db.insert(adverts).values({
      placeCode: 'x',
      title: 'x',
      imageUrl: '/x.svg',
      jumpType: 2,
      outerLink: 'javascript:alert(1)',
    });
    await expect(insert).rejects.toThrow();
  });
});

describe('GET /api/banner/list', () => {
  it('serves the home banners by default, each with an image the site ships', async () => {
    const res = await get('/api/banner/list');
    const banners = res.json().data;
    expect(banners.length).toBeGreaterThanOrEqual(4);
    expect(banners[0].title).toBe('欧冠淘汰赛 全场次高清直播');
    for (const b of banners) {
      expect(b.imageUrl).toMatch(/^\/banners\/[\w-]+\.svg$/);
      expect(existsSync(`public${b.imageUrl}`)).toBe(true);
      if (b.jumpType === 1) expect([1, 6, 9]).toContain(b.innerPageId);
      else expect(b.outerLink).toMatch(/^\/[a-z]/);
    }
  });

  it('serves another place when asked, and refuses a bad place code', async () => {
    const right = await get('/api/banner/list?placeCode=home_right');
    expect(right.json().data).toHaveLength(2);
    const bad = await get('/api/banner/list?placeCode=%E9%A6%96%E9%A1%B5');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(errors.badParams.code);
  });
});

describe('GET /inform/poster/v2/cate/list', () => {
  it('groups the seeded posters by category in order', async () => {
    const res = await get('/inform/poster/v2/cate/list?placeCode=home_poster');
    const groups = res.json().data;
    expect(groups.map((g: { cateName: string }) => g.cateName)).toEqual(['热门专题', '平台活动']);
    for (const g of groups) {
      expect(g.cateId).toEqual(expect.any(Number));
      expect(g.posters).toHaveLength(2);
      for (const p of g.posters) expect(existsSync(`public${p.imageUrl}`)).toBe(true);
    }
  });

  it('leaves out categories without a live poster', async () => {
    const [empty] = await t.database.db
      .insert(advertCategories)
      .values({ placeCode: 'test_posters', name: '空分类', sort: 1 })
      .returning();
    const [full] = await t.database.db
      .insert(advertCategories)
      .values({ placeCode: 'test_posters', name: '有海报', sort: 2 })
      .returning();
    await t.database.db.insert(adverts).values([
      {
        placeCode: 'test_posters',
        cateId: empty!.id,
        title: '下线',
        imageUrl: '/a.svg',
        innerPageId: 1,
        enabled: false,
      },
      {
        placeCode: 'test_posters',
        cateId: full!.id,
        title: '在线',
        imageUrl: '/b.svg',
        innerPageId: 1,
      },
    ]);
    const groups = (await get('/inform/poster/v2/cate/list?placeCode=test_posters')).json().data;
    expect(groups).toEqual([
      {
        cateId: full!.id,
        cateName: '有海报',
        posters: [expect.objectContaining({ title: '在线' })],
      },
    ]);
  });

  it('refuses a missing place code', async () => {
    const res = await get('/inform/poster/v2/cate/list');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(errors.badParams.code);
  });
});
