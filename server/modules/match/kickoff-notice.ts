// 预约提醒: when a match someone reserved (match_follows) turns live, everyone who reserved it is told once, with
// the anchors showing it. Runs on the ingest's stored batches; the message service's dedupe key makes a
// second process (or a restart) harmless, and old matches in a catch-up are left alone.
import { aliasedTable, and, eq, exists, gt, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { matches, matchFollows, matchReserves, teams, users } from '../../db/schema';
import type { Sport } from '../../providers/feed/types';
import { type MessageDeps, tellMatchStarted } from '../message/service';
import { LIVE_STATES } from './states';

/** A match that kicked off longer ago than this (match time) is not announced any more. */
const KICKOFF_NOTICE_WINDOW_MS = 30 * 60_000;
const TOLD_MAX = 5_000;

const home = aliasedTable(teams, 'home');
const away = aliasedTable(teams, 'away');

/** Announces the matches among `ids` that are live, recently kicked off and reserved by someone. */
export async function tellKickoffs(
  deps: MessageDeps & { db: Db },
  sport: Sport,
  ids: number[],
  now: number,
  told: Set<number> = new Set(),
) {
  const fresh = ids.filter((id) => !told.has(id));
  if (fresh.length === 0) return;
  const started = await deps.db
    .select({ id: matches.id, home: home.shortName, away: away.shortName })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(
      and(
        inArray(matches.id, fresh),
        eq(matches.sport, sport),
        inArray(matches.state, LIVE_STATES[sport]),
        gt(matches.kickoffAt, new Date(now - KICKOFF_NOTICE_WINDOW_MS)),
        exists(
          deps.db
            .select({ one: matchFollows.matchId })
            .from(matchFollows)
            .where(eq(matchFollows.matchId, matches.id)),
        ),
      ),
    );
  for (const m of started) {
    if (told.size >= TOLD_MAX) told.clear();
    told.add(m.id);
    const anchors = await deps.db
      .select({ nickName: users.nickName })
      .from(matchReserves)
      .innerJoin(users, eq(users.id, matchReserves.userId))
      .where(eq(matchReserves.matchId, m.id));
    await tellMatchStarted(deps, {
      matchId: m.id,
      matchType: sport,
      home: m.home,
      away: m.away,
      anchors: anchors.map((a) => a.nickName),
    });
  }
}

export function kickoffNotices(ctx: AppContext, log: MessageDeps['log']) {
  const told = new Set<number>();
  ctx.ingest.onStored((sport, ids) => {
    void tellKickoffs({ db: ctx.db, bus: ctx.bus, log }, sport, ids, ctx.clock(), told).catch(
      (err) => log?.error({ err }, 'match: kick-off notices failed'),
    );
  });
}
