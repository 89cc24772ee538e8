// The demo community: circles for the catalogue's big clubs and leagues, a few hundred posts and comments by the
// demo fans with drawn pictures, anchors' dynamics; every count made by the real stores and toggles. (How long the
// step takes is a benchmark's question, not a test's: a loaded CI machine would fail any limit set here.)
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData, seedSteps } from '../../server/db/seed';
import { buildCatalogue } from '../../server/providers/feed/simulator/catalogue';
import { calls } from './community-world';
import { startTestApp, type TestApp, testEngine } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const community = seedSteps.find((s) => s.name === 'community-v1')!;
  await seedDemoData(
    t.database.db,
    seedSteps.filter((s) => s !== community),
  );
  expect(await seedDemoData(t.database.db, [community])).toEqual(['community-v1']);
});
afterAll(() => t.close());

describe(`demo community (${testEngine()})`, () => {
  it('makes circles for the big clubs and leagues with members and a moderator each', async () => {
    const c = calls(t.app);
    const list = (await c.get('/inform/circle/list')).json().data;
    const names = list.map((x: { name: string }) => x.name);
    expect(names).toEqual(
      expect.arrayContaining(['曼城圈', '英超圈', 'NBA圈', '中超圈', '看球闲聊']),
    );
    expect(list.every((x: { memberCount: number }) => x.memberCount > 0)).toBe(true);
    expect(list[0].icon).toMatch(/\/live\/img\/team\/\d+\.svg$/);
    // A team circle's id is the feed catalogue's, so its crest and the rating post's home team match it.
    const catalogue = buildCatalogue(1);
    for (const circle of list.filter((x: { kind: string }) => x.kind === 'team')) {
      const team = catalogue.teams.find((x) => x.id === circle.teamId);
      expect(`${team?.shortName}圈`).toBe(circle.name);
    }
    const detail = (await c.get(`/inform/circle/detail/${list[0].id}`)).json().data;
    expect(detail.moderators).toHaveLength(1);
  });

  it('fills the lists with a few hundred posts, comments, likes, drawn pictures and anchors’ dynamics', async () => {
    const c = calls(t.app);
    const hot = (await c.general({ sort: 'hot' })).json().data;
    expect(hot.total).toBeGreaterThanOrEqual(240);
    const withPics = hot.list.concat(
      (await c.general({ pageParam: { pageNum: 2, pageSize: 50 } })).json().data.list,
    );
    const pic = withPics.flatMap((p: { pics: string[] }) => p.pics)[0];
    expect(pic).toMatch(/^\/gw\/live\/img\/(team|competition)\/\d+\.svg$/);
    const commented = hot.list.find((p: { commentCount: number }) => p.commentCount > 0);
    const page = (await c.get(`/inform/comment/list/byPost?postId=${commented.id}`)).json().data;
    expect(page.total).toBeGreaterThan(0);
    const total = page.list.reduce(
      (n: number, x: { replyCount: number }) => n + 1 + x.replyCount,
      0,
    );
    expect(total).toBe(commented.commentCount);
    const dynamics = (await c.anchor({})).json().data;
    expect(dynamics.total).toBeGreaterThanOrEqual(9);
    expect(dynamics.list[0]).toMatchObject({ kind: 'anchor', circle: null, user: { isAnchor: 1 } });
  });

  it('leaves every count equal to the rows behind it (written through the stores and toggles)', async () => {
    const { db } = t.database;
    // Both drivers (node-postgres, PGlite) answer with { rows }.
    const off = (await db.execute(sql`
      select
        (select count(*) from community_posts p where p.comment_count <>
          (select count(*) from comments c where c.target_type = 2 and c.target_id = p.id)) as post_comments,
        (select count(*) from community_posts p where p.like_count <>
          (select count(*) from community_post_likes l where l.post_id = p.id)) as post_likes,
        (select count(*) from comments c where c.reply_count <>
          (select count(*) from comments r where r.parent_id = c.id)) as replies,
        (select count(*) from comments c where c.like_count <>
          (select count(*) from comment_likes l where l.comment_id = c.id)) as comment_likes,
        (select count(*) from comments where target_type = 2) as comments,
        (select count(*) from community_post_likes) as likes,
        (select count(*) from comment_likes) as liked_comments`)) as unknown as {
      rows: Record<string, number | string>[];
    };
    const row = off.rows[0]!;
    console.log(`community-v1 engagement: ${JSON.stringify(row)}`);
    expect(Number(row.post_comments)).toBe(0);
    expect(Number(row.post_likes)).toBe(0);
    expect(Number(row.replies)).toBe(0);
    expect(Number(row.comment_likes)).toBe(0);
    expect(Number(row.comments)).toBeGreaterThan(80);
    expect(Number(row.likes)).toBeGreaterThan(60);
    expect(Number(row.liked_comments)).toBeGreaterThan(5);
  });
});
