// The analysis page of a match, as of its kick-off: the last meetings of the two teams, each team's recent
// form, the competition's table and each team's next fixtures after this match.
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitions, matches } from '../../db/schema';
import type { Sport } from '../../providers/feed/types';
import { findMatch, itemsOf, matchIds, plays, recordOf, resultFor, tableOf } from './reads';
import { FINISHED, NOT_STARTED } from './states';

const MEETINGS = 10;
const FORM = 10;
const NEXT = 3;

export async function matchAnalysis(db: Db, id: number, sport: Sport) {
  const m = await findMatch(db, id, sport);
  const { homeTeamId: a, awayTeamId: b } = m;
  // Only matches finished before this one kicked off: a finished match's analysis is what it was.
  const before = and(eq(matches.state, FINISHED[sport]), lt(matches.kickoffAt, m.kickoffAt));
  const after = (team: number) =>
    and(eq(matches.state, NOT_STARTED), gt(matches.kickoffAt, m.kickoffAt), plays(team))!;

  const [meetings, homeForm, awayForm, homeNext, awayNext] = await Promise.all([
    matchIds(db, and(before, plays(a), plays(b))!, 'desc', MEETINGS),
    matchIds(db, and(before, plays(a))!, 'desc', FORM),
    matchIds(db, and(before, plays(b))!, 'desc', FORM),
    matchIds(db, after(a), 'asc', NEXT),
    matchIds(db, after(b), 'asc', NEXT),
  ]);
  const items = await itemsOf(db, { meetings, homeForm, awayForm, homeNext, awayNext });

  const h2h = items.meetings.map((i) => resultFor(i, a));
  const formOf = (list: typeof items.homeForm, team: number) => {
    const results = list.map((i) => resultFor(i, team));
    return { matches: results, record: recordOf(results, team) };
  };

  return {
    matchId: id,
    matchType: sport,
    headToHead: { matches: h2h, record: recordOf(h2h, a) },
    form: { home: formOf(items.homeForm, a), away: formOf(items.awayForm, b) },
    table: await tableOfMatch(db, m.competitionId, m.seasonId, a, b),
    fixtures: { home: items.homeNext, away: items.awayNext },
  };
}

async function tableOfMatch(db: Db, competitionId: number, seasonId: number, a: number, b: number) {
  const rows = await tableOf(db, competitionId, seasonId);
  if (rows.length === 0) return null;
  const [c] = await db
    .select({ shortName: competitions.shortName, seasonName: competitions.seasonName })
    .from(competitions)
    .where(eq(competitions.id, competitionId));
  return {
    competitionId,
    competition: c!.shortName,
    seasonName: c!.seasonName,
    home: rows.find((r) => r.teamId === a) ?? null,
    away: rows.find((r) => r.teamId === b) ?? null,
    rows,
  };
}
