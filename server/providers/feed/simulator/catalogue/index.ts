// The simulator's world: real competitions and clubs as Chinese score sites name them, and a squad for
// every team. Competitions and teams are fixed data (the same for every seed, with stable ids); the
// seed only decides who is in the squads.
import type { FeedPlayer } from '../../types';
import type { Catalogue, CompetitionSpec, TeamSpec } from '../model';
import { Rng } from '../rng';
import { basketballLeagues } from './basketball';
import { checkCatalogue, fitsCup } from './checks';
import {
  type DrawnDef,
  type LeagueDef,
  parseSides,
  parseSlots,
  parseTeams,
  type SidesDef,
} from './defs';
import { americasLeagues } from './football-americas';
import { asiaLeagues } from './football-asia';
import { cups } from './football-cups';
import { europeLeagues } from './football-europe';
import { sideLeagues } from './football-sides';
import { makeSquad, type TeamProfile } from './squads';
import { restMinutes, type Timetable, timetableOf } from './timetable';
import { groupOf, zonesOf } from './zones';

export { seasonOf } from './season';

export function buildCatalogue(seed: number | string): Catalogue {
  const competitions: CompetitionSpec[] = [];
  const teams: TeamSpec[] = [];
  const profiles = new Map<number, TeamProfile>();

  for (const def of [...europeLeagues, ...asiaLeagues, ...americasLeagues, ...basketballLeagues]) {
    const spec = specOf(def, 'league', 'league');
    const rows = parseTeams(def.teams, def.shortName);
    rows.forEach((row, i) => {
      const team: TeamSpec = {
        id: def.id * 100 + i + 1,
        sport: spec.sport,
        name: row.name,
        shortName: row.shortName,
        country: def.country,
        competitionId: def.id,
        group: groupOf(spec, row.shortName),
        rating: row.rating,
        namePool: def.namePool,
        ...(row.venue ? { venue: row.venue } : {}),
      };
      teams.push(team);
      spec.teamIds.push(team.id);
      profiles.set(team.id, { side: def.side ?? 'senior', rules: def.rules });
    });
    competitions.push(spec);
  }

  const clubs = clubsByShortName(teams);
  for (const def of sideLeagues) addSides(def, clubs, competitions, teams, profiles);
  for (const def of cups) competitions.push(drawn(def, clubs, competitions, teams));

  // Zones count ranks from the bottom too: set once every competition has its whole field.
  for (const spec of competitions) spec.zones = zonesOf(spec);
  checkCatalogue(competitions, teams);

  const root = new Rng(seed);
  const teamById = new Map(teams.map((team) => [team.id, team]));
  const squads = new Map<number, FeedPlayer[]>();
  return {
    competitions,
    teams,
    squad(teamId: number): FeedPlayer[] {
      const known = squads.get(teamId);
      if (known) return known;
      const team = teamById.get(teamId);
      const profile = profiles.get(teamId);
      if (!team || !profile) throw new Error(`no team ${teamId}`);
      const squad = makeSquad(root.fork(`squad:${teamId}`), team, profile);
      squads.set(teamId, squad);
      return squad;
    },
  };
}

function specOf(
  def: LeagueDef | SidesDef | DrawnDef,
  kind: CompetitionSpec['kind'],
  format: CompetitionSpec['format'],
): CompetitionSpec {
  return {
    id: def.id,
    sport: def.sport ?? 'football',
    name: def.name,
    shortName: def.shortName,
    country: def.country,
    kind,
    tier: def.tier,
    color: def.color,
    hot: def.hot ?? false,
    seasonName: def.season,
    utcOffset: def.utcOffset,
    slots: parseSlots(def.slots, def.shortName),
    format,
    ...(def.rules ? { rules: def.rules } : {}),
    teamIds: [],
    zones: [],
  };
}

/** Senior football clubs by the short name the data files use to refer to them. */
function clubsByShortName(teams: TeamSpec[]): Map<string, TeamSpec> {
  const clubs = new Map<string, TeamSpec>();
  for (const team of teams) {
    if (team.sport !== 'football') continue;
    if (clubs.has(team.shortName)) throw new Error(`two clubs called ${team.shortName}`);
    clubs.set(team.shortName, team);
  }
  return clubs;
}

function clubOf(clubs: Map<string, TeamSpec>, shortName: string, where: string): TeamSpec {
  const club = clubs.get(shortName);
  if (!club) throw new Error(`${where}: no club ${shortName}`);
  return club;
}

/** A youth or women's league: sides of listed clubs, each its own team (曼城U21, 阿森纳女足). */
function addSides(
  def: SidesDef,
  clubs: Map<string, TeamSpec>,
  competitions: CompetitionSpec[],
  teams: TeamSpec[],
  profiles: Map<number, TeamProfile>,
): void {
  const spec = specOf(def, 'league', 'league');
  parseSides(def.clubs, def.shortName).forEach((row, i) => {
    const parent = clubOf(clubs, row.parent, def.shortName);
    const team: TeamSpec = {
      id: def.id * 100 + i + 1,
      sport: 'football',
      name: `${parent.name}${def.suffix}`,
      shortName: `${parent.shortName}${def.suffix}`,
      country: parent.country,
      competitionId: def.id,
      group: '',
      rating: row.rating,
      namePool: parent.namePool,
    };
    teams.push(team);
    spec.teamIds.push(team.id);
    profiles.set(team.id, { side: def.side });
  });
  competitions.push(spec);
}

/**
 * A competition of other leagues' teams. A continental one lists its field; a domestic cup takes its
 * leagues' teams except those whose week has no room for it (a 欧冠 side, a league with a midweek round).
 */
function drawn(
  def: DrawnDef,
  clubs: Map<string, TeamSpec>,
  competitions: CompetitionSpec[],
  teams: TeamSpec[],
): CompetitionSpec {
  const spec = specOf(def, def.kind, def.format);
  if (def.finalVenue) spec.finalVenue = def.finalVenue;
  if (def.teams) {
    for (const shortName of def.teams.split(/\s+/).filter(Boolean)) {
      spec.teamIds.push(clubOf(clubs, shortName, def.shortName).id);
    }
    return spec;
  }
  const tables = new Map<number, Timetable>(competitions.map((c) => [c.id, timetableOf(c)]));
  const cupTable = timetableOf(spec);
  const homeOf = new Map(teams.map((team) => [team.id, team.competitionId]));
  const otherMinutes = new Map<number, number[]>();
  for (const competition of competitions) {
    for (const teamId of competition.teamIds) {
      if (homeOf.get(teamId) === competition.id) continue;
      const list = otherMinutes.get(teamId) ?? [];
      for (const entry of tables.get(competition.id)?.entries ?? []) list.push(entry.utcMinute);
      otherMinutes.set(teamId, list);
    }
  }
  for (const leagueId of def.leagues ?? []) {
    const league = competitions.find((c) => c.id === leagueId);
    const home = tables.get(leagueId);
    if (!league || !home) throw new Error(`${def.shortName}: no league ${leagueId}`);
    for (const teamId of league.teamIds) {
      const others = otherMinutes.get(teamId) ?? [];
      if (fitsCup(cupTable, home, others, restMinutes.football)) spec.teamIds.push(teamId);
    }
  }
  return spec;
}
