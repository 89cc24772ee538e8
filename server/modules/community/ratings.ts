// Fans' player ratings (赛后评分): after full time a match gets a sheet of the players who played; a logged-in fan
// scores each of them 1–10 once; the sheet shows each player's average. Opening a sheet also puts a "赛后评分" post
// in the home team's circle, written by the community desk's account.
import { and, asc, avg, count, desc, eq, gte, inArray } from 'drizzle-orm';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import {
  boxScores,
  circles,
  matchEvents,
  matches,
  matchLineups,
  playerRatings,
  ratingSheets,
  teams,
  users,
} from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Sport } from '../../providers/feed/types';
import { statesIn } from '../match/service';
import { storePost } from './write';

export interface SheetPlayer {
  playerId: number;
  name: string;
  side: 'home' | 'away';
  shirtNumber: number;
  position: string;
}

/** The community desk (球直播社区): writes the automatic posts, as the news desk writes the feed's articles. */
export const communityDesk = { phone: '13800000021', nickName: '球直播社区' };

export async function communityDeskAccount(db: Db) {
  await db.insert(users).values(communityDesk).onConflictDoNothing();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, communityDesk.phone));
  return row!.id;
}

/** Who played: football's starters and those who came on; basketball's players with minutes. */
async function playersWhoPlayed(db: Db, matchId: number, sport: Sport): Promise<SheetPlayer[]> {
  if (sport === 'basketball') {
    const rows = await db
      .select()
      .from(boxScores)
      .where(eq(boxScores.matchId, matchId))
      .orderBy(asc(boxScores.side), asc(boxScores.shirtNumber));
    return rows
      .filter((r) => r.minutesPlayed > 0)
      .map((r) => ({
        playerId: r.playerId,
        name: r.name,
        side: r.side as 'home' | 'away',
        shirtNumber: r.shirtNumber,
        position: r.position,
      }));
  }
  const lineup = await db
    .select()
    .from(matchLineups)
    .where(eq(matchLineups.matchId, matchId))
    .orderBy(asc(matchLineups.side), asc(matchLineups.shirtNumber));
  const cameOn = await db
    .select({ side: matchEvents.side, name: matchEvents.relatedPlayerName })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.kind, 'substitution')));
  const subs = new Set(cameOn.map((e) => `${e.side}:${e.name}`));
  return lineup
    .filter((p) => p.starter || subs.has(`${p.side}:${p.name}`))
    .map((p) => ({
      playerId: p.playerId,
      name: p.name,
      side: p.side as 'home' | 'away',
      shirtNumber: p.shirtNumber,
      position: p.position,
    }));
}

/**
 * Opens a finished match's sheet once (a replayed full time finds it open) and posts "赛后评分" in the home team's
 * circle when there is one (dated `at` when given: a sheet opened on catch-up bears the time the match ended).
 * Null when the match is not finished or nobody is known to have played.
 */
export async function openRatingSheet(db: Db, matchId: number, { at }: { at?: Date } = {}) {
  const [match] = await db
    .select({
      sport: matches.sport,
      state: matches.state,
      homeTeamId: matches.homeTeamId,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      home: teams.name,
    })
    .from(matches)
    .innerJoin(teams, eq(teams.id, matches.homeTeamId))
    .where(eq(matches.id, matchId));
  if (!match) return null;
  const sport = match.sport as Sport;
  if (!statesIn(sport, 'finished').includes(match.state)) return null;
  const [open] = await db
    .select({ matchId: ratingSheets.matchId })
    .from(ratingSheets)
    .where(eq(ratingSheets.matchId, matchId));
  if (open) return null;
  const players = await playersWhoPlayed(db, matchId, sport);
  if (players.length === 0) return null;
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(ratingSheets)
      .values({ matchId, players })
      .onConflictDoNothing()
      .returning({ matchId: ratingSheets.matchId });
    if (added.length === 0) return null; // another process opened it first
    const [circle] = await tx
      .select({ id: circles.id })
      .from(circles)
      .where(eq(circles.teamId, match.homeTeamId))
      .limit(1);
    if (!circle) return { matchId, postId: null, circleId: null, userId: null };
    const [away] = await tx
      .select({ name: teams.name })
      .from(matches)
      .innerJoin(teams, eq(teams.id, matches.awayTeamId))
      .where(eq(matches.id, matchId));
    const post = await storePost(tx as unknown as Db, {
      userId: await communityDeskAccount(tx as unknown as Db),
      circleId: circle.id,
      content: `【赛后评分】${match.home} ${match.homeScore}-${match.awayScore} ${away?.name ?? ''}，全场比赛结束！本场谁是你心中的MVP？谁拖了后腿？快来给出场球员打分（1-10 分），看看球迷们的平均分。`,
      pics: [],
      matchId,
      ipAddress: '',
      ipRegion: '未知',
      createdAt: at,
    });
    await tx.update(ratingSheets).set({ postId: post.id }).where(eq(ratingSheets.matchId, matchId));
    return { matchId, postId: post.id, circleId: circle.id, userId: post.userId };
  });
}

/** How long after full time a match still gets its sheet (a catch-up opens last night's games, not older ones). */
export const SHEET_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Where a match without a sheet stands: one still playing is closed; one that ended within the window with players
 * on record gets its sheet shortly (the trigger's queue); one that ended before it, or has no line-ups, never will.
 * `now` is the feed's clock.
 */
async function sheetPending(db: Db, matchId: number, now: number) {
  const [match] = await db
    .select({ sport: matches.sport, state: matches.state, liveAt: matches.liveAt })
    .from(matches)
    .where(eq(matches.id, matchId));
  if (!match) throw new ApiError(errors.ratingSheetNotFound);
  const sport = match.sport as Sport;
  if (!statesIn(sport, 'finished').includes(match.state)) return 'closed' as const;
  const endedAt = match.liveAt?.getTime() ?? 0;
  if (now - endedAt > SHEET_WINDOW_MS) return 'none' as const;
  // A match with no line-ups on record never gets a sheet (openRatingSheet skips it).
  return (await playersWhoPlayed(db, matchId, sport)).length > 0
    ? ('opening' as const)
    : ('none' as const);
}

/**
 * The sheet of a match, or where it stands when it has none: a fan on an old match's page is told there is no
 * rating rather than asked to wait for one (and the page's poll gets an answer, not a 404 each time).
 */
export async function ratingSheetOf(
  db: Db,
  matchId: number,
  userId: number | null,
  now: number = Date.now(),
) {
  const [sheet] = await db.select().from(ratingSheets).where(eq(ratingSheets.matchId, matchId));
  if (!sheet) {
    return {
      matchId,
      status: await sheetPending(db, matchId, now),
      postId: null,
      openedAt: null,
      players: [],
    };
  }
  const averages = await db
    .select({ playerId: playerRatings.playerId, average: avg(playerRatings.score), n: count() })
    .from(playerRatings)
    .where(eq(playerRatings.matchId, matchId))
    .groupBy(playerRatings.playerId);
  const byPlayer = new Map(averages.map((a) => [a.playerId, a]));
  const mine =
    userId === null
      ? []
      : await db
          .select({ playerId: playerRatings.playerId, score: playerRatings.score })
          .from(playerRatings)
          .where(and(eq(playerRatings.matchId, matchId), eq(playerRatings.userId, userId)));
  const myScore = new Map(mine.map((m) => [m.playerId, m.score]));
  return {
    matchId,
    status: 'open' as const,
    postId: sheet.postId,
    openedAt: sheet.openedAt.toISOString(),
    players: (sheet.players as SheetPlayer[]).map((p) => {
      const a = byPlayer.get(p.playerId);
      return {
        ...p,
        average: a?.average == null ? null : Math.round(Number(a.average) * 10) / 10,
        count: a?.n ?? 0,
        mine: myScore.get(p.playerId) ?? null,
      };
    }),
  };
}

/** Scores several players at once; all or none: one already scored refuses the lot. */
export async function ratePlayers(
  db: Db,
  userId: number,
  matchId: number,
  ratings: { playerId: number; score: number }[],
) {
  const [sheet] = await db.select().from(ratingSheets).where(eq(ratingSheets.matchId, matchId));
  if (!sheet) throw new ApiError(errors.ratingSheetNotFound);
  const played = new Set((sheet.players as SheetPlayer[]).map((p) => p.playerId));
  const ids = ratings.map((r) => r.playerId);
  if (ids.some((id) => !played.has(id)) || new Set(ids).size !== ids.length) {
    throw new ApiError(errors.ratingPlayerNotInSheet);
  }
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(playerRatings)
      .values(ratings.map((r) => ({ matchId, playerId: r.playerId, userId, score: r.score })))
      .onConflictDoNothing()
      .returning({ playerId: playerRatings.playerId });
    if (added.length !== ratings.length) {
      // Rolls back the ones that were new: a fan's score for a player is given once, whole.
      throw new ApiError(errors.ratingAlreadyGiven);
    }
    return { rated: added.length };
  });
}

/** The ids of finished matches among these that have no sheet yet. */
export async function sheetsMissing(db: Db, matchIds: number[]) {
  if (matchIds.length === 0) return [];
  const open = await db
    .select({ id: ratingSheets.matchId })
    .from(ratingSheets)
    .where(inArray(ratingSheets.matchId, matchIds));
  const have = new Set(open.map((o) => o.id));
  return matchIds.filter((id) => !have.has(id));
}

/** Of these matches, those whose last live report (full time, for finished ones) came at `since` or later, newest first. */
export async function endedSince(db: Db, matchIds: number[], since: Date, limit: number) {
  if (matchIds.length === 0) return [];
  return db
    .select({ id: matches.id, liveAt: matches.liveAt })
    .from(matches)
    .where(and(inArray(matches.id, matchIds), gte(matches.liveAt, since)))
    .orderBy(desc(matches.liveAt))
    .limit(limit);
}
