// The catalogue's pictures: team crests and competition marks as SVG on the live host (long-cached, ETag),
// the envelope for unknown and bad ids; every gift of the catalogue has artwork that exists.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions, gifts, teams } from '../../server/db/schema';
import { giftCatalogue } from '../../server/db/seed/gifts';
import { giftList } from '../../server/modules/pay/service';
import { startTestApp, type TestApp, testEngine } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const { db } = t.app.ctx;
  await db.insert(competitions).values({
    id: 901,
    sport: 'football',
    name: '英格兰超级联赛',
    shortName: '英超',
    country: '英格兰',
    kind: 'league',
    tier: 1,
    color: '#3d195b',
    seasonId: 1,
    seasonName: '2026/27',
  });
  await db.insert(teams).values([
    {
      id: 9001,
      sport: 'football',
      name: '曼彻斯特城',
      shortName: '曼城',
      country: '英格兰',
      competitionId: 901,
    },
    {
      id: 9002,
      sport: 'football',
      name: '<托特纳姆&热刺>',
      shortName: '热刺"',
      country: '英格兰',
      competitionId: 901,
    },
  ]);
  await db.insert(gifts).values(giftCatalogue);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/gw${url}`, headers });

describe(`crests and competition marks (${testEngine()})`, () => {
  it.each([
    ['/live/img/team/9001.svg', '曼城'],
    ['/live/img/competition/901.svg', '英超'],
  ])(
    'draws %s as an SVG with the short name, cached a day with an ETag',
    async (url, shortName) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toMatch(/^public, max-age=86400\b/);
      expect(res.headers.etag).toMatch(/^"[\w-]{16}"$/);
      expect(res.body).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64"/,
      );
      expect(res.body.endsWith('</svg>')).toBe(true);
      expect(res.body).toContain(`>${shortName}</text>`);
    },
  );

  it('draws the same picture every time and answers a matching If-None-Match with 304', async () => {
    const first = await get('/live/img/team/9001.svg');
    const again = await get('/live/img/team/9001.svg');
    expect(again.body).toBe(first.body);
    const revalidated = await get('/live/img/team/9001.svg', {
      'if-none-match': first.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('uses the competition colour from the catalogue', async () => {
    const res = await get('/live/img/competition/901.svg');
    expect(res.body).toContain('fill="#3d195b"');
  });

  it('escapes names so they cannot break out of the markup', async () => {
    const res = await get('/live/img/team/9002.svg');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<托特纳姆');
    expect(res.body).not.toContain('热刺"');
    expect(res.body).toContain('&#60;托特纳姆&#38;热刺&#62;');
  });

  it.each(['/live/img/team/123456.svg', '/live/img/competition/77.svg'])(
    'answers an id the catalogue does not have (%s) with the 404 envelope',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 10007, data: null });
    },
  );

  it.each(['abc.svg', '0.svg', '12.png', '12', '-3.svg', '99999999999.svg', '1e3.svg'])(
    'answers a bad id (%s) with the 400 envelope',
    async (file) => {
      const res = await get(`/live/img/team/${file}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 10001, data: null });
    },
  );
});

describe('gift artwork', () => {
  it('gives every gift of the catalogue a picture among the static files', async () => {
    const list = await giftList(t.app.ctx.db);
    expect(list).toHaveLength(giftCatalogue.length);
    const icons = new Set(list.map((g) => g.icon));
    expect(icons.size).toBe(list.length);
    for (const { icon } of list) {
      expect(icon).toMatch(/^\/gifts\/[a-z-]+\.svg$/);
      expect(existsSync(join('public', icon))).toBe(true);
    }
  });
});
