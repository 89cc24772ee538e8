// Demo community: circles for the big clubs and leagues of the feed's catalogue and a few topics; the demo fans
// join them, post (a quarter with drawn crests as pictures), comment, reply and like; a moderator in each big circle;
// the demo anchors' dynamics. Posts and comments go through their services' stores (the same a fan's request
// ends in) and likes through the toggles the like calls use, so every count on a post or comment is one the real
// code made; the live community crowd (server/modules/demo-crowd/community.ts) carries on from there.
import { eq, sql } from 'drizzle-orm';
import { COMMENT_TARGET_POST } from '../../../contract/calls/comment';
import { storeComment, toggleLike } from '../../modules/comment/service';
import { storePost, togglePostLike } from '../../modules/community/service';
import { FAN_ADDRESSES, loadDemoFans } from '../../modules/demo-crowd/service';
import { basketballLeagues } from '../../providers/feed/simulator/catalogue/basketball';
import { type LeagueDef, parseTeams } from '../../providers/feed/simulator/catalogue/defs';
import { asiaLeagues } from '../../providers/feed/simulator/catalogue/football-asia';
import { europeLeagues } from '../../providers/feed/simulator/catalogue/football-europe';
import { regionOf } from '../../providers/ip-region';
import type { Db } from '../client';
import { circleMembers, circles, users } from '../schema';
import type { SeedStep } from '../seed';
import * as lines from './community/lines';

/** Leagues with circles, and how many of their strongest clubs get one. */
const LEAGUES: [number, number][] = [
  [1, 6], // 英超
  [9, 4], // 西甲
  [11, 4], // 意甲
  [13, 3], // 德甲
  [16, 2], // 法甲
  [80, 4], // 中超
  [101, 4], // NBA
  [102, 3], // CBA
];
const POSTS = 240;
/**
 * At most this many comments and likes on a post at the start, most posts none (each goes through the real store
 * or toggle, a few milliseconds apiece, and the first start waits for them); the live community crowd
 * (server/modules/demo-crowd/community.ts) adds more while the site runs.
 */
const COMMENTS_PER_POST = 2;
const LIKES_PER_POST = 2;
const DAY = 24 * 60 * 60 * 1000;

/** A small deterministic generator: the same demo every time. */
function rng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T,
  };
}

interface CircleSeed {
  row: typeof circles.$inferInsert;
  sport: 'football' | 'basketball';
  team?: string;
  league?: string;
  rivals: string[];
  rivalIds: number[];
}

function circleSeeds(): CircleSeed[] {
  const defs = new Map<number, { def: LeagueDef; sport: 'football' | 'basketball' }>();
  for (const def of [...europeLeagues, ...asiaLeagues])
    defs.set(def.id, { def, sport: 'football' });
  for (const def of basketballLeagues) defs.set(def.id, { def, sport: 'basketball' });
  const out: CircleSeed[] = [];
  let sort = 1;
  for (const [id, clubs] of LEAGUES) {
    const { def, sport } = defs.get(id)!;
    const teams = parseTeams(def.teams, def.shortName).map((t, i) => ({
      ...t,
      id: id * 100 + i + 1,
    }));
    const top = [...teams].sort((a, b) => b.rating - a.rating).slice(0, clubs);
    for (const team of top) {
      const rivals = teams.filter((t) => t.id !== team.id).slice(0, 8);
      out.push({
        row: {
          name: `${team.shortName}圈`,
          kind: 'team',
          description: `${team.name}球迷的家：赛前赛后、转会八卦、现场观赛，一起聊${team.shortName}。`,
          sport,
          teamId: team.id,
          competitionId: id,
          sort: sort++,
        },
        sport,
        team: team.shortName,
        league: def.shortName,
        rivals: rivals.map((r) => r.shortName),
        rivalIds: rivals.map((r) => r.id),
      });
    }
    out.push({
      row: {
        name: `${def.shortName}圈`,
        kind: 'league',
        description: `${def.name}：积分榜、焦点战、最佳阵容，${def.shortName}球迷都在这里。`,
        sport,
        competitionId: id,
        sort: 100 + id,
      },
      sport,
      league: def.shortName,
      rivals: [],
      rivalIds: [],
    });
  }
  for (const [i, name] of Object.keys(lines.topicPosts).entries()) {
    out.push({
      row: {
        name,
        kind: 'topic',
        description: `${name}：球迷自由讨论区，文明发言。`,
        sport: 'football',
        sort: 500 + i,
      },
      sport: 'football',
      rivals: [],
      rivalIds: [],
    });
  }
  return out;
}

const fill = (text: string, v: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? '');

export const demoCommunityStep: SeedStep = {
  name: 'community-v1',
  async run(db: Db) {
    const r = rng(19);
    const fans = await loadDemoFans(db);
    const anchors = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.isAnchor, 1))
      .orderBy(users.id);
    if (fans.length === 0) return;
    const seeds = circleSeeds();
    const made = await db
      .insert(circles)
      .values(seeds.map((s) => s.row))
      .returning();
    const byName = new Map(made.map((c) => [c.name, c]));

    // Each fan in four to seven circles.
    const members: (typeof circleMembers.$inferInsert)[] = [];
    const memberOf = new Map<number, number[]>();
    // Every circle starts with a member: its moderator, the fans taking turns.
    for (const [i, circle] of made.entries()) {
      const userId = fans[i % fans.length]!.id;
      memberOf.set(circle.id, [userId]);
      members.push({ circleId: circle.id, userId, role: 'moderator' });
    }
    for (const fan of fans) {
      const count = 4 + r.int(4);
      const chosen = new Set<number>();
      while (chosen.size < count) chosen.add(made[r.int(made.length)]!.id);
      for (const circleId of chosen) {
        const list = memberOf.get(circleId)!;
        if (list.includes(fan.id)) continue;
        list.push(fan.id);
        members.push({ circleId, userId: fan.id, role: 'member' });
      }
    }
    await db.insert(circleMembers).values(members);
    await db.execute(
      sql`update ${circles} set member_count = (select count(*) from ${circleMembers} m where m.circle_id = ${circles.id})`,
    );

    const regions = await Promise.all(FAN_ADDRESSES.map((a) => regionOf(a)));
    // Each fan writes from their one address (the live crowds' too), so a fan's IP属地 never changes.
    const from = new Map<number, { ipAddress: string; ipRegion: string }>();
    for (const fan of fans)
      from.set(fan.id, { ipAddress: fan.address, ipRegion: await regionOf(fan.address) });
    const now = Date.now();
    const written: { id: number; at: number; members: number[] }[] = [];
    for (let n = 0; n < POSTS; n++) {
      const seed = r.pick(seeds);
      const circle = byName.get(seed.row.name)!;
      const who = memberOf.get(circle.id) ?? fans.map((f) => f.id);
      const userId = r.pick(who);
      const rival = seed.rivals.length > 0 ? r.int(seed.rivals.length) : -1;
      const template =
        seed.row.kind === 'team'
          ? r.pick(
              seed.sport === 'basketball' ? lines.basketballTeamPosts : lines.footballTeamPosts,
            )
          : seed.row.kind === 'league'
            ? r.pick(lines.leaguePosts)
            : r.pick(lines.topicPosts[seed.row.name]!);
      const content = fill(template, {
        team: seed.team ?? '',
        rival: rival >= 0 ? seed.rivals[rival]! : '',
        league: seed.league ?? '',
      });
      // A quarter show drawn crests: the club's own, or the two sides of the match they talk about.
      const pics =
        r.next() < 0.25 && circle.teamId !== null
          ? template.includes('{rival}') && rival >= 0
            ? [`art:team:${circle.teamId}`, `art:team:${seed.rivalIds[rival]}`]
            : [`art:team:${circle.teamId}`]
          : r.next() < 0.1 && circle.competitionId !== null
            ? [`art:competition:${circle.competitionId}`]
            : [];
      const at = now - Math.floor(r.next() ** 1.5 * 7 * DAY) - 60_000;
      const post = await storePost(db, {
        userId,
        circleId: circle.id,
        content,
        pics,
        matchId: null,
        ...from.get(userId)!,
        createdAt: new Date(at),
      });
      written.push({ id: post.id, at, members: who });
    }

    for (const [i, anchor] of anchors.entries()) {
      for (let k = 0; k < 3; k++) {
        const seed = seeds[(i * 3 + k) % 6]!;
        await storePost(db, {
          userId: anchor.id,
          circleId: null,
          content: fill(lines.anchorDynamics[(i + k * 2) % lines.anchorDynamics.length]!, {
            team: seed.team ?? '',
            rival: seed.rivals[0] ?? '',
          }),
          pics: k === 0 && seed.row.teamId ? [`art:team:${seed.row.teamId}`] : [],
          matchId: null,
          ipAddress: '',
          ipRegion: regions[i % regions.length]!,
          createdAt: new Date(now - (k * 2 + 1) * 3_600_000 - i * 600_000),
        });
      }
    }

    // Comments (a third answered), likes on posts and on comments: each through the store or toggle a fan's
    // request goes through, so every count is one the real code made. Backdated after their post.
    const region = (userId: number) => from.get(userId)!;
    for (const post of written) {
      // Squared and cubed draws: most posts have little, a few draw a crowd.
      const many = Math.floor(r.next() ** 2 * (COMMENTS_PER_POST + 0.4));
      for (let k = 0; k < many; k++) {
        const userId = r.pick(fans).id;
        const at = Math.min(now, post.at + (k + 1) * 7 * 60_000);
        const { row: top } = await storeComment(db, {
          targetType: COMMENT_TARGET_POST,
          targetId: post.id,
          userId,
          content: r.pick(lines.comments),
          ...region(userId),
          createdAt: new Date(at),
        });
        if (r.next() < 0.25) {
          const replier = r.pick(fans).id;
          await storeComment(db, {
            targetType: COMMENT_TARGET_POST,
            targetId: post.id,
            userId: replier,
            parent: top,
            content: r.pick(lines.replies),
            ...region(replier),
            createdAt: new Date(Math.min(now, at + 5 * 60_000)),
          });
        }
        if (r.next() < 0.2) await toggleLike(db, r.pick(fans).id, top.id);
      }
      const likers = new Set<number>();
      const likes = Math.floor(r.next() ** 3 * (Math.min(LIKES_PER_POST, fans.length) + 1));
      while (likers.size < likes) likers.add(r.pick(fans).id);
      for (const userId of likers) await togglePostLike(db, userId, post.id);
    }
  },
};
