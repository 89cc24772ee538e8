// Facts of one match for an article, read through the match module's services from what the feed stored:
// the match centre (timeline, statistics, box score), the analysis (form, meetings, table) and the odds.
import type { MatchHeader } from '../../../../contract/calls/live-match';
import { positionRank } from '../../../../contract/enums/positions';
import type { Db } from '../../../db/client';
import type { Bus } from '../../../realtime';
import {
  basketballMatch,
  footballMatch,
  lastStarters,
  matchAnalysis,
  matchOdds,
  tableAround,
} from '../../match/service';
import type {
  BasketballReportFacts,
  CardFact,
  FootballReportFacts,
  FormFact,
  GoalFact,
  MatchFact,
  OddsFact,
  PreviewFacts,
  SideKey,
  Sport,
} from './facts';

function matchFact(m: MatchHeader, sport: Sport): MatchFact {
  return {
    id: m.id,
    sport,
    competitionId: m.competitionId,
    competition: m.competition,
    round: m.round,
    kickoffAt: m.kickoffAt,
    venue: m.venue,
    knockout: m.knockout,
    neutral: m.neutral,
    home: { id: m.home.id, name: m.home.name, fullName: m.home.fullName },
    away: { id: m.away.id, name: m.away.name, fullName: m.away.fullName },
  };
}

const GOALS = new Set(['goal', 'ownGoal', 'penaltyGoal']);
const CARDS = new Set(['yellowCard', 'secondYellow', 'redCard']);

export async function footballReportFacts(
  db: Db,
  bus: Bus,
  id: number,
): Promise<FootballReportFacts> {
  const [centre, table] = await Promise.all([footballMatch(db, bus, id), tableAround(db, id)]);
  const { match, events, stats } = centre;
  // Shoot-out kicks (period 4) are not goals of the match.
  const inPlay = events.filter((e) => e.period <= 3);
  const goals: GoalFact[] = inPlay
    .filter((e) => GOALS.has(e.kind))
    .map((e) => ({
      minute: e.minute,
      addedMinute: e.addedMinute,
      period: e.period,
      side: e.side,
      player: e.player,
      assist: e.relatedPlayer,
      kind: e.kind as GoalFact['kind'],
      homeScore: e.homeScore,
      awayScore: e.awayScore,
    }));
  const cards: CardFact[] = inPlay
    .filter((e) => CARDS.has(e.kind))
    .map((e) => ({
      minute: e.minute,
      addedMinute: e.addedMinute,
      side: e.side,
      player: e.player,
      kind: e.kind as CardFact['kind'],
    }));
  const missedPenalties = inPlay
    .filter((e) => e.kind === 'penaltyMissed')
    .map((e) => ({
      minute: e.minute,
      addedMinute: e.addedMinute,
      side: e.side,
      player: e.player,
    }));
  const { home, away } = match;
  return {
    ...matchFact(match, 'football'),
    score: { home: home.score, away: away.score },
    half: home.half !== null && away.half !== null ? { home: home.half, away: away.half } : null,
    penalties:
      home.penalties !== null && away.penalties !== null
        ? { home: home.penalties, away: away.penalties }
        : null,
    goals,
    cards,
    missedPenalties,
    stats,
    table,
  };
}

export async function basketballReportFacts(
  db: Db,
  bus: Bus,
  id: number,
): Promise<BasketballReportFacts> {
  const [centre, table] = await Promise.all([basketballMatch(db, bus, id), tableAround(db, id)]);
  const { match, periods, boxScore, stats } = centre;
  return {
    ...matchFact(match, 'basketball'),
    score: { home: match.home.score, away: match.away.score },
    periods: periods.map((q) => ({ home: q.home, away: q.away })),
    players: [...boxScore.home, ...boxScore.away].map((r) => ({
      side: r.side,
      name: r.name,
      minutesPlayed: r.minutesPlayed,
      points: r.points,
      rebounds: r.rebounds,
      assists: r.assists,
      steals: r.steals,
      blocks: r.blocks,
      threePointsScored: r.threePointsScored,
    })),
    stats,
    table,
  };
}

const FORM = 5;

export async function previewFacts(
  db: Db,
  bus: Bus,
  id: number,
  sport: Sport,
): Promise<PreviewFacts> {
  const centre =
    sport === 'football' ? await footballMatch(db, bus, id) : await basketballMatch(db, bus, id);
  const m = matchFact(centre.match, sport);
  const [analysis, odds] = await Promise.all([
    matchAnalysis(db, id, sport),
    matchOdds(db, bus, sport, id, undefined),
  ]);
  const form = (side: SideKey): FormFact => {
    const team = m[side].id;
    const recent = analysis.form[side].matches.slice(0, FORM);
    let scoredFor = 0;
    let scoredAgainst = 0;
    for (const r of recent) {
      const own = r.home.id === team ? r.home.score : r.away.score;
      const theirs = r.home.id === team ? r.away.score : r.home.score;
      scoredFor += own;
      scoredAgainst += theirs;
    }
    return { results: recent.map((r) => r.result), scoredFor, scoredAgainst };
  };
  // The main bookmaker's line (the lowest id, as on the score lists).
  const line = (market: 'asia' | 'europe' | 'overUnder'): OddsFact | null => {
    const first = odds.markets[market]?.[0];
    return first
      ? { bookmaker: first.bookmaker, opening: first.opening, current: first.current }
      : null;
  };
  const starters = async (side: SideKey) => {
    const found = await lastStarters(db, m[side].id, m.kickoffAt);
    if (!found) return { names: [], announced: false };
    const names = [...found.players]
      .sort((a, b) => positionRank(sport, a.position) - positionRank(sport, b.position))
      .map((x) => x.name);
    return { names, announced: found.matchId === id };
  };
  const t = analysis.table;
  const place = (row: NonNullable<NonNullable<typeof t>['home']>) => ({
    rank: row.rank,
    played: row.played,
    won: row.won,
    drawn: row.drawn,
    lost: row.lost,
    points: row.points,
  });
  return {
    ...m,
    form: { home: form('home'), away: form('away') },
    meetings: analysis.headToHead.matches.map((x) => ({
      kickoffAt: x.kickoffAt,
      homeId: x.home.id,
      homeName: x.home.name,
      awayName: x.away.name,
      homeScore: x.home.score,
      awayScore: x.away.score,
    })),
    table:
      t?.home && t.away ? { size: t.rows.length, home: place(t.home), away: place(t.away) } : null,
    odds: { asia: line('asia'), europe: line('europe'), overUnder: line('overUnder') },
    lineups: { home: await starters('home'), away: await starters('away') },
  };
}
