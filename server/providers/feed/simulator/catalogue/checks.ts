// What the catalogue promises the schedule, checked when it is built so a data slip fails the tests
// rather than producing a team that plays twice in a day: unique ids, real team references, and
// enough rest between any two matchdays a team can be given.
import type { CompetitionSpec, TeamSpec } from '../model';
import {
  homeFits,
  leastRest,
  restMinutes,
  type Timetable,
  timetableOf,
  weekGap,
} from './timetable';

export function checkCatalogue(competitions: CompetitionSpec[], teams: TeamSpec[]): void {
  const teamById = new Map<number, TeamSpec>();
  for (const team of teams) {
    if (teamById.has(team.id)) throw new Error(`team id ${team.id} twice`);
    teamById.set(team.id, team);
  }
  const seen = new Set<number>();
  for (const spec of competitions) {
    if (seen.has(spec.id)) throw new Error(`competition id ${spec.id} twice`);
    seen.add(spec.id);
    const range = spec.sport === 'football' ? [1, 99] : [101, 199];
    if (spec.id < (range[0] as number) || spec.id > (range[1] as number)) {
      throw new Error(`${spec.shortName}: id ${spec.id} outside the ${spec.sport} range`);
    }
    if (new Set(spec.teamIds).size !== spec.teamIds.length) {
      throw new Error(`${spec.shortName}: a team twice`);
    }
    for (const teamId of spec.teamIds) {
      const team = teamById.get(teamId);
      if (!team || team.sport !== spec.sport) {
        throw new Error(`${spec.shortName}: team ${teamId} missing or of another sport`);
      }
    }
    if (spec.format === 'league' && spec.teamIds.length > 50) {
      throw new Error(`${spec.shortName}: too many teams for two-digit rounds`);
    }
  }
  for (const team of teams) {
    const home = competitions.find((spec) => spec.id === team.competitionId);
    if (!home?.teamIds.includes(team.id)) {
      throw new Error(`${team.name}: not in its own competition ${team.competitionId}`);
    }
  }
  checkRest(competitions, teams);
}

/** Every team gets at least its sport's rest between any two of its possible kick-offs. */
function checkRest(competitions: CompetitionSpec[], teams: TeamSpec[]): void {
  const tables = new Map(competitions.map((spec) => [spec.id, timetableOf(spec)]));
  for (const spec of competitions) {
    const table = tables.get(spec.id) as Timetable;
    if (leastRest(table) < restMinutes[spec.sport]) {
      throw new Error(`${spec.shortName}: too little rest between matchdays`);
    }
  }

  // Competitions a team is drawn into keep their days, so they must not crowd each other.
  const homeOf = new Map(teams.map((team) => [team.id, team.competitionId]));
  const others = new Map<number, CompetitionSpec[]>();
  for (const spec of competitions) {
    for (const teamId of spec.teamIds) {
      if (homeOf.get(teamId) !== spec.id) {
        others.set(teamId, [...(others.get(teamId) ?? []), spec]);
      }
    }
  }
  for (const [teamId, list] of others) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = tables.get((list[i] as CompetitionSpec).id) as Timetable;
        const b = tables.get((list[j] as CompetitionSpec).id) as Timetable;
        for (const x of a.entries) {
          for (const y of b.entries) {
            if (weekGap(x.utcMinute, y.utcMinute) < restMinutes.football) {
              throw new Error(
                `team ${teamId}: ${list[i]?.shortName} and ${list[j]?.shortName} clash`,
              );
            }
          }
        }
      }
    }
  }

  // Its own league must then find every pairing an entry that suits both teams.
  const fits = homeFits(competitions, homeOf, tables);
  for (const spec of competitions) {
    const table = tables.get(spec.id) as Timetable;
    const own = spec.teamIds.filter((id) => homeOf.get(id) === spec.id && fits.has(id));
    if (own.length === 0) continue;
    const groups = table.scheme === 'weekly' ? table.matchdays : table.days;
    for (const group of groups) {
      if (group.length === 0) continue;
      for (const a of own) {
        for (const b of spec.teamIds) {
          const fa = fits.get(a);
          const fb = fits.get(b);
          if (!group.some((e) => (fa?.[e.index] ?? true) && (fb?.[e.index] ?? true))) {
            throw new Error(`${spec.shortName}: no kick-off suits teams ${a} and ${b}`);
          }
        }
      }
    }
  }
}

/**
 * Whether a cup can take `teamId` on top of what the team already plays: the cup's days must leave
 * rest from its other competitions, and its league must keep a suitable entry on every matchday.
 */
export function fitsCup(
  cup: Timetable,
  home: Timetable,
  otherMinutes: readonly number[],
  rest: number,
): boolean {
  const cupMinutes = cup.entries.map((entry) => entry.utcMinute);
  if (cupMinutes.some((c) => otherMinutes.some((m) => weekGap(c, m) < rest))) return false;
  const all = [...otherMinutes, ...cupMinutes];
  const groups = home.scheme === 'weekly' ? home.matchdays : home.days;
  return groups.every(
    (group) =>
      group.length === 0 || group.some((e) => all.every((m) => weekGap(e.utcMinute, m) >= rest)),
  );
}
