// The match centre: one match with its timeline, statistics and line-ups (football) or quarter scores and
// box score with each stat's leaders (basketball), and the match channel's seq to join the pushes from.
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { leadersOf } from '../../../contract/box-leaders';
import type { MatchHeader } from '../../../contract/calls/live-match';
import {
  basketballPositionLabel,
  footballPositionLabel,
  positionRank,
} from '../../../contract/enums/positions';
import { channels } from '../../../contract/events';
import type { TeamStats } from '../../../contract/match';
import type { Db } from '../../db/client';
import {
  boxScores,
  competitions,
  matchEvents,
  matches,
  matchLineups,
  matchStats,
  teams,
} from '../../db/schema';
import type { Sport } from '../../providers/feed/types';
import type { Bus } from '../../realtime';
import { matchItems } from './board';
import { findMatch } from './reads';

const home = alias(teams, 'home');
const away = alias(teams, 'away');

/** The seq first, then the rows: a push after the seq may already be in them, and replaying it is harmless. */
async function header(db: Db, bus: Bus, id: number, sport: Sport) {
  const m = await findMatch(db, id, sport);
  const { seq } = await bus.catchUp(channels.match(sport, id));
  const [names] = await db
    .select({
      competitionName: competitions.name,
      seasonName: competitions.seasonName,
      homeName: home.name,
      awayName: away.name,
    })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(eq(matches.id, id));
  const [item] = await matchItems(db, eq(matches.id, id));
  const match: MatchHeader = {
    ...item!,
    matchType: sport,
    competitionName: names!.competitionName,
    seasonId: m.seasonId,
    seasonName: names!.seasonName,
    venue: m.venue,
    home: { ...item!.home, fullName: names!.homeName },
    away: { ...item!.away, fullName: names!.awayName },
  };
  return { seq, match };
}

async function timeline(db: Db, id: number) {
  const rows = await db
    .select()
    .from(matchEvents)
    .where(eq(matchEvents.matchId, id))
    .orderBy(asc(matchEvents.idx));
  return rows.map((e) => ({
    index: e.idx,
    kind: e.kind,
    minute: e.minute,
    addedMinute: e.addedMinute,
    period: e.period,
    side: e.side as 'home' | 'away',
    playerId: e.playerId,
    player: e.playerName,
    relatedPlayer: e.relatedPlayerName,
    homeScore: e.homeScore,
    awayScore: e.awayScore,
    text: e.text,
    at: e.at.getTime(),
  }));
}

async function statsOf(db: Db, id: number) {
  const [row] = await db.select().from(matchStats).where(eq(matchStats.matchId, id));
  return row ? { home: row.home as TeamStats, away: row.away as TeamStats } : null;
}

export async function footballMatch(db: Db, bus: Bus, id: number) {
  const { seq, match } = await header(db, bus, id, 'football');
  const [events, stats, players] = await Promise.all([
    timeline(db, id),
    statsOf(db, id),
    db.select().from(matchLineups).where(eq(matchLineups.matchId, id)),
  ]);
  const lineups = players
    .map(({ matchId: _, ...p }) => ({
      ...p,
      side: p.side as 'home' | 'away',
      positionLabel: footballPositionLabel(p.position),
    }))
    .sort(
      (a, b) =>
        Number(a.side === 'away') - Number(b.side === 'away') ||
        Number(b.starter) - Number(a.starter) ||
        positionRank('football', a.position) - positionRank('football', b.position) ||
        a.shirtNumber - b.shirtNumber,
    );
  return { seq, match, events, stats, lineups };
}

/** Quarter labels: 第1节…第4节, then 加时1, 加时2… */
const periodLabel = (i: number) => (i < 4 ? `第${i + 1}节` : `加时${i - 3}`);

export async function basketballMatch(db: Db, bus: Bus, id: number) {
  const { seq, match } = await header(db, bus, id, 'basketball');
  const [events, stats, box] = await Promise.all([
    timeline(db, id),
    statsOf(db, id),
    db.select().from(boxScores).where(eq(boxScores.matchId, id)),
  ]);
  const rows = box
    .map(({ matchId: _, ...r }) => ({
      ...r,
      side: r.side as 'home' | 'away',
      positionLabel: basketballPositionLabel(r.position),
    }))
    .sort(
      (a, b) =>
        Number(b.starter) - Number(a.starter) ||
        b.minutesPlayed - a.minutesPlayed ||
        a.shirtNumber - b.shirtNumber,
    );
  const boxScore = {
    home: rows.filter((r) => r.side === 'home'),
    away: rows.filter((r) => r.side === 'away'),
  };
  const quarters = Math.max(match.home.periods.length, match.away.periods.length);
  const periods = Array.from({ length: quarters }, (_, i) => ({
    label: periodLabel(i),
    home: match.home.periods[i] ?? 0,
    away: match.away.periods[i] ?? 0,
  }));
  const leaders = { home: leadersOf(boxScore.home), away: leadersOf(boxScore.away) };
  return { seq, match, periods, boxScore, leaders, stats, events };
}
