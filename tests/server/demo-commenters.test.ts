// The demo commenters act through the comment service a person's request goes through: their comments land on
// recent published articles only, carry the IP属地 the offline database gives the fan's address, never repeat a
// line under one article and answer other fans' comments; they like without ever taking a like back; a
// restart's warm-up writes nothing when the conversation is already there.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentLikes, comments } from '../../server/db/schema';
import { demoFans, demoFansStep } from '../../server/db/seed/crowd';
import { DemoCommenters, FAN_ADDRESSES } from '../../server/modules/demo-crowd/service';
import { regionOf } from '../../server/providers/ip-region';
import { startTestApp, type TestApp, testEngine } from './harness';
import { newsWorld } from './news-world';

let t: TestApp;
let world: Awaited<ReturnType<typeof newsWorld>>;
beforeAll(async () => {
  t = await startTestApp();
  await demoFansStep.run(t.database.db);
  world = await newsWorld(t.database.db);
});
afterAll(() => t.close());

/** A repeatable stream of numbers in [0, 1). */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

describe(`demo commenters (${testEngine()})`, () => {
  it('comment on recent published articles from the fan’s province, and answer each other', async () => {
    const db = t.database.db;
    const commenters = new DemoCommenters(t.app.ctx, { random: seeded(7), replyShare: 0.5 });
    const fans = await commenters.load();
    expect(fans).toHaveLength(demoFans.length);
    const written = [];
    for (let i = 0; i < 12; i++) {
      const c = await commenters.comment();
      if (c) written.push(c);
    }
    expect(written.length).toBeGreaterThan(8);
    const rows = await db
      .select()
      .from(comments)
      .where(
        inArray(
          comments.id,
          written.map((c) => c.id),
        ),
      );
    // Recent (two days) and published: the derby preview, its report; never the draft or the older ones.
    const recent = [world.ids.derby, world.ids.derbyReport];
    for (const row of rows) {
      expect(recent).toContain(row.targetId);
      const fanIndex = fans.findIndex((f) => f.id === row.userId);
      expect(row.ipAddress).toBe(FAN_ADDRESSES[fanIndex % FAN_ADDRESSES.length]);
      expect(row.ipRegion).toBe(await regionOf(row.ipAddress));
      expect(row.ipRegion).not.toBe('未知');
    }
    // Nobody repeats a line already said under the same article.
    for (const target of recent) {
      const said = rows
        .filter((r) => r.targetId === target && r.parentId === null)
        .map((r) => r.content);
      expect(new Set(said).size).toBe(said.length);
    }
    const replies = rows.filter((r) => r.parentId !== null);
    expect(replies.length).toBeGreaterThan(0);
    for (const reply of replies) {
      const [parent] = rows.filter((r) => r.id === reply.parentId);
      if (parent) expect(parent.userId).not.toBe(reply.userId);
    }
  });

  it('like comments they have not liked, never taking a like back', async () => {
    const db = t.database.db;
    const commenters = new DemoCommenters(t.app.ctx, { random: seeded(11) });
    await commenters.load();
    for (let i = 0; i < 30; i++) await commenters.like();
    const likes = await db.select().from(commentLikes);
    expect(likes.length).toBeGreaterThan(5);
    const liked = await db
      .select()
      .from(comments)
      .where(
        inArray(
          comments.id,
          likes.map((l) => l.commentId),
        ),
      );
    for (const c of liked) {
      const n = likes.filter((l) => l.commentId === c.id).length;
      expect(c.likeCount).toBe(n);
      // Nobody likes their own comment.
      expect(likes.filter((l) => l.commentId === c.id && l.userId === c.userId)).toHaveLength(0);
    }
  });

  it('warm up a new site to the target and write nothing more after a restart', async () => {
    const db = t.database.db;
    const recentCount = async () =>
      (
        await db
          .select()
          .from(comments)
          .where(and(eq(comments.targetType, 1)))
      ).length;
    const before = await recentCount();
    const commenters = new DemoCommenters(t.app.ctx, { random: seeded(5) });
    await commenters.load();
    const target = before + 6;
    const wrote = await commenters.warmUp(target);
    expect(wrote).toBe(6);
    expect(await recentCount()).toBeGreaterThanOrEqual(before + 4);
    const again = new DemoCommenters(t.app.ctx, { random: seeded(9) });
    await again.load();
    const after = await recentCount();
    expect(await again.warmUp(Math.min(target, after))).toBe(0);
    expect(await recentCount()).toBe(after);
  });
});
