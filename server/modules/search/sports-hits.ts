// The in-database index's sports kinds: matches (by team and competition names) and teams with the players
// whose names match (the 球队 tab).
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SearchHit } from '../../../contract/calls/search';
import type { Db } from '../../db/client';
import { competitions, matches, players, teams } from '../../db/schema';
import { type MatchRow, matchHit } from './match-hit';
import { primary, tierOf } from './match-sql';
import type { SearchText } from './query-text';
import { CANDIDATES_MAX, matched, type Ranked, sportOf } from './ranked';

const lib = (s: string) => (s === 'basketball' ? 'lq' : 'fb');

export async function matchesCandidates(db: Db, text: SearchText): Promise<Ranked[]> {
  const home = alias(teams, 'home');
  const away = alias(teams, 'away');
  const tier = tierOf(text, [
    primary(sql`${home.name}`),
    primary(sql`${home.shortName}`),
    primary(sql`${away.name}`),
    primary(sql`${away.shortName}`),
    primary(sql`${competitions.name}`),
    primary(sql`${competitions.shortName}`),
  ]);
  const rows: MatchRow[] = await db
    .select({
      id: matches.id,
      sport: matches.sport,
      state: matches.state,
      kickoffAt: matches.kickoffAt,
      round: matches.round,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      homeId: home.id,
      homeName: home.name,
      awayId: away.id,
      awayName: away.name,
      competition: competitions.shortName,
      tier: sql<number>`${tier}`.mapWith(Number),
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .where(matched(tier))
    .orderBy(sql`${tier}`, matches.kickoffAt)
    .limit(CANDIDATES_MAX * 4);
  return rankMatches(rows.map(matchHit)).slice(0, CANDIDATES_MAX);
}
export async function teamsCandidates(db: Db, text: SearchText): Promise<Ranked[]> {
  const tier = tierOf(text, [primary(sql`${teams.name}`), primary(sql`${teams.shortName}`)]);
  const teamRows = await db
    .select({
      id: teams.id,
      sport: teams.sport,
      name: teams.name,
      competition: competitions.name,
      tier: sql<number>`${tier}`.mapWith(Number),
    })
    .from(teams)
    .innerJoin(competitions, eq(competitions.id, teams.competitionId))
    .where(matched(tier))
    .orderBy(sql`${tier}`, competitions.tier, teams.id)
    .limit(CANDIDATES_MAX);
  const ptier = tierOf(text, [primary(sql`${players.name}`)]);
  const playerRows = await db
    .select({
      id: players.id,
      sport: players.sport,
      name: players.name,
      shirtNumber: players.shirtNumber,
      teamId: teams.id,
      teamName: teams.name,
      tier: sql<number>`${ptier}`.mapWith(Number),
    })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.teamId))
    .innerJoin(competitions, eq(competitions.id, teams.competitionId))
    // A player's name matched by pairs alone is too loose to show: names share many characters.
    .where(sql`${ptier} < 4`)
    .orderBy(sql`${ptier}`, competitions.tier, players.id)
    .limit(CANDIDATES_MAX);
  const ranked: Ranked[] = [
    ...teamRows.map((r) => ({
      tier: r.tier,
      hit: {
        kind: 'team' as const,
        id: r.id,
        title: r.name,
        subtitle: r.competition,
        image: '',
        href: `/database/${lib(r.sport)}/team/${r.id}`,
        live: false,
        badge: '',
        sport: sportOf(r.sport),
        crests: [r.id],
        at: null,
      },
    })),
    ...playerRows.map((r) => ({
      tier: r.tier,
      hit: {
        kind: 'player' as const,
        id: r.id,
        title: r.name,
        subtitle: `${r.teamName} · ${r.shirtNumber}号`,
        image: '',
        href: `/database/${lib(r.sport)}/player/${r.id}`,
        live: false,
        badge: '球员',
        sport: sportOf(r.sport),
        crests: [r.teamId],
        at: null,
      },
    })),
  ];
  // Teams before players of the same tier (the sort is stable).
  return ranked.sort((a, b) => a.tier - b.tier).slice(0, CANDIDATES_MAX);
}
/** Matches of a tier: being played, then coming (soonest first), then results (latest first). */
function rankMatches(
  hits: { hit: SearchHit; tier: number; group: number; at: number }[],
): Ranked[] {
  return hits
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        a.group - b.group ||
        (a.group === 2 ? b.at - a.at : a.at - b.at) ||
        a.hit.id - b.hit.id,
    )
    .map(({ hit, tier }) => ({ hit, tier }));
}
