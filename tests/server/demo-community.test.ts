// The live community crowd acts through the community's services: its fans post in circles they belong to (about
// the circle's live match too), comment, reply and like; every count on a post or comment matches the rows behind
// it, the circle and the writers hear of it on the bus, and after stop() nothing more is written.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_TARGET_POST } from '../../contract/calls/comment';
import { commentLikes, comments, matches, postLikes, posts } from '../../server/db/schema';
import { demoFansStep } from '../../server/db/seed/crowd';
import { joinCircle } from '../../server/modules/community/service';
import {
  DemoCommunity,
  loadDemoFans,
  startDemoCommunity,
} from '../../server/modules/demo-crowd/service';
import { makeCircle } from './community-world';
import { startTestApp, type TestApp, testEngine } from './harness';
import { LIVE_HOT, loadWorld } from './match-centre-world';

let t: TestApp;
let teamCircle: number;
let topicCircle: number;
beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  await loadWorld(t.app.ctx.ingest);
  await demoFansStep.run(db);
  const [live] = await db.select().from(matches).where(eq(matches.id, LIVE_HOT));
  teamCircle = (
    await makeCircle(db, '热刺圈', {
      kind: 'team',
      teamId: live!.homeTeamId,
      competitionId: live!.competitionId,
    })
  ).id;
  topicCircle = (await makeCircle(db, '看球闲聊')).id;
  for (const fan of await loadDemoFans(db)) {
    await joinCircle(db, fan.id, teamCircle, 'member');
    await joinCircle(db, fan.id, topicCircle, 'member');
  }
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function totals() {
  const db = t.database.db;
  return {
    posts: (await db.select({ id: posts.id }).from(posts)).length,
    comments: (
      await db
        .select({ id: comments.id })
        .from(comments)
        .where(eq(comments.targetType, COMMENT_TARGET_POST))
    ).length,
    likes: (await db.select({ id: postLikes.postId }).from(postLikes)).length,
    commentLikes: (await db.select({ id: commentLikes.commentId }).from(commentLikes)).length,
  };
}

describe(`demo community crowd (${testEngine()})`, () => {
  it('posts about the circle’s live match from a member, never repeating the circle’s recent lines', async () => {
    const crowd = new DemoCommunity(t.app.ctx, { random: seeded(3), matchShare: 1 });
    await crowd.load();
    const written = [];
    for (let i = 0; i < 8; i++) {
      const view = await crowd.post();
      if (view) written.push(view);
    }
    expect(written.length).toBeGreaterThan(4);
    const rows = await t.database.db
      .select()
      .from(posts)
      .where(
        inArray(
          posts.id,
          written.map((p) => p.id),
        ),
      );
    const [live] = await t.database.db.select().from(matches).where(eq(matches.id, LIVE_HOT));
    const onMatch = rows.filter((r) => r.circleId === teamCircle);
    expect(onMatch.length).toBeGreaterThan(0);
    for (const row of onMatch) {
      expect(row.matchId).toBe(LIVE_HOT);
      expect(row.content).toContain(`${live!.homeScore}-${live!.awayScore}`);
    }
    for (const circle of [teamCircle, topicCircle]) {
      const said = rows.filter((r) => r.circleId === circle).map((r) => r.content);
      expect(new Set(said).size).toBe(said.length);
    }
    expect(rows.every((r) => r.ipRegion !== '' && r.ipRegion !== '未知')).toBe(true);
  });

  it('runs on a short interval through the services, its counts match the rows, and stops cleanly', async () => {
    const before = await totals();
    const running = await startDemoCommunity(t.app, {
      tickMs: 20,
      // Two or three of each act a tick.
      postsPerMinute: 6_000,
      commentsPerMinute: 7_500,
      likesPerMinute: 9_000,
    });
    for (let i = 0; i < 200; i++) {
      const now = await totals();
      if (
        now.posts >= before.posts + 6 &&
        now.comments >= before.comments + 10 &&
        now.likes >= before.likes + 6 &&
        now.commentLikes >= before.commentLikes + 2
      )
        break;
      await sleep(50);
    }
    await running.stop();
    const stopped = await totals();
    expect(stopped.posts).toBeGreaterThanOrEqual(before.posts + 6);
    expect(stopped.comments).toBeGreaterThanOrEqual(before.comments + 10);
    expect(stopped.likes).toBeGreaterThanOrEqual(before.likes + 6);
    expect(stopped.commentLikes).toBeGreaterThanOrEqual(before.commentLikes + 2);
    // Stopped means stopped: nothing more is written.
    await sleep(200);
    expect(await totals()).toEqual(stopped);

    const db = t.database.db;
    const allPosts = await db.select().from(posts);
    const allComments = await db
      .select()
      .from(comments)
      .where(eq(comments.targetType, COMMENT_TARGET_POST));
    const likes = await db.select().from(postLikes);
    const cLikes = await db.select().from(commentLikes);
    for (const p of allPosts) {
      expect(p.likeCount).toBe(likes.filter((l) => l.postId === p.id).length);
      expect(p.commentCount).toBe(allComments.filter((c) => c.targetId === p.id).length);
      // Nobody likes their own post.
      expect(likes.some((l) => l.postId === p.id && l.userId === p.userId)).toBe(false);
    }
    for (const c of allComments) {
      expect(c.likeCount).toBe(cLikes.filter((l) => l.commentId === c.id).length);
      expect(c.replyCount).toBe(allComments.filter((r) => r.parentId === c.id).length);
    }
    expect(allComments.some((c) => c.parentId !== null)).toBe(true);

    // The circle's open pages heard of the new posts; the writers heard of comments and likes.
    const circleEvents = (await t.app.ctx.bus.catchUp(`circle:${teamCircle}`, 0)).replay;
    expect(circleEvents.some((e) => e.type === 'post.new')).toBe(true);
    const writers = [...new Set(allPosts.map((p) => p.userId))];
    const heard = new Set<string>();
    for (const id of writers) {
      for (const e of (await t.app.ctx.bus.catchUp(`user:${id}`, 0)).replay) heard.add(e.type);
    }
    expect(heard).toContain('post.comment');
    expect(heard).toContain('post.like');
  });

  it('warms a new site up to the target and writes nothing more after a restart', async () => {
    const count = async () => (await totals()).comments;
    const crowd = new DemoCommunity(t.app.ctx, { random: seeded(5) });
    await crowd.load();
    const before = await count();
    expect(await crowd.warmUp(before + 5)).toBe(5);
    const after = await count();
    expect(after).toBeGreaterThanOrEqual(before + 3);
    const again = new DemoCommunity(t.app.ctx, { random: seeded(9) });
    await again.load();
    expect(await again.warmUp(after)).toBe(0);
    expect(await count()).toBe(after);
  });
});
