// A league table from results, shared by the server (home/away splits of a season) and the client (the
// table as it stands with the live scores): the ranking rule of server/modules/match/ingest/standings.ts
// (football 3/1/0 then goal difference, goals, name; basketball by win percentage, then wins).
import type { MatchType } from '../events';

/** One result from a team's point of view, oldest first when given in a list. */
export interface TeamScore {
  teamId: number;
  scoredFor: number;
  scoredAgainst: number;
}

export interface TableTeam {
  teamId: number;
  team: string;
  /** Conference or group (NBA 东部 / 西部); '' for one table. */
  group: string;
}

export interface TallyRow extends TableTeam {
  rank: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scoredFor: number;
  scoredAgainst: number;
  difference: number;
  points: number;
  winRate: number;
  /** The last five results, oldest first: W, D, L. */
  form: string;
  /** The current run: 'W3' three wins in a row, 'L2', 'D1'; '' before the first game. */
  streak: string;
  /** Games behind the group's leader (basketball 胜场差; negative when a side below has the better record); 0 in football. */
  gamesBehind: number;
}

const letter = (r: TeamScore) =>
  r.scoredFor > r.scoredAgainst ? 'W' : r.scoredFor === r.scoredAgainst ? 'D' : 'L';

/** The run at the end of a W/D/L string. */
export function streakOf(results: string): string {
  const last = results.at(-1);
  if (!last) return '';
  let n = 0;
  for (let i = results.length - 1; i >= 0 && results[i] === last; i--) n++;
  return `${last}${n}`;
}

const winRateOf = (won: number, played: number) =>
  played === 0 ? 0 : Math.round((won / played) * 1000) / 10;

/** Ranking order of the sport (the same rule the server's table is rebuilt with). */
export function compareRows(sport: MatchType) {
  return (a: TallyRow, b: TallyRow) => {
    if (sport === 'basketball') {
      const ra = a.played === 0 ? -1 : a.won / a.played;
      const rb = b.played === 0 ? -1 : b.won / b.played;
      if (ra !== rb) return rb - ra;
    }
    return (
      b.points - a.points ||
      b.difference - a.difference ||
      b.scoredFor - a.scoredFor ||
      a.team.localeCompare(b.team, 'zh-CN') ||
      a.teamId - b.teamId
    );
  };
}

/** Ranks 1..n within each group and games behind each group's leader. */
export function rankRows(rows: TallyRow[], sport: MatchType): TallyRow[] {
  const sorted = [...rows].sort(compareRows(sport));
  const leaders = new Map<string, TallyRow>();
  const counts = new Map<string, number>();
  return sorted.map((row) => {
    const rank = (counts.get(row.group) ?? 0) + 1;
    counts.set(row.group, rank);
    const leader = leaders.get(row.group) ?? row;
    leaders.set(row.group, leader);
    const gamesBehind =
      sport === 'basketball' ? (leader.won - row.won + (row.lost - leader.lost)) / 2 : 0;
    return { ...row, rank, gamesBehind };
  });
}

/** The table of `teams` over `results` (each result once per team, oldest first). */
export function tallyTable(teams: TableTeam[], results: TeamScore[], sport: MatchType): TallyRow[] {
  const byTeam = new Map<number, TeamScore[]>();
  for (const r of results) byTeam.set(r.teamId, [...(byTeam.get(r.teamId) ?? []), r]);
  const rows = teams.map((t): TallyRow => {
    const own = byTeam.get(t.teamId) ?? [];
    const letters = own.map(letter).join('');
    const won = own.filter((r) => r.scoredFor > r.scoredAgainst).length;
    const drawn = own.filter((r) => r.scoredFor === r.scoredAgainst).length;
    const scoredFor = own.reduce((n, r) => n + r.scoredFor, 0);
    const scoredAgainst = own.reduce((n, r) => n + r.scoredAgainst, 0);
    return {
      ...t,
      rank: 0,
      played: own.length,
      won,
      drawn,
      lost: own.length - won - drawn,
      scoredFor,
      scoredAgainst,
      difference: scoredFor - scoredAgainst,
      points: sport === 'football' ? won * 3 + drawn : won,
      winRate: winRateOf(won, own.length),
      form: letters.slice(-5),
      streak: streakOf(letters),
      gamesBehind: 0,
    };
  });
  return rankRows(rows, sport);
}

/** A row with one more result added (a live score counted as if it were final). */
export function addResult(row: TallyRow, r: TeamScore, sport: MatchType): TallyRow {
  const l = letter(r);
  const won = row.won + (l === 'W' ? 1 : 0);
  const drawn = row.drawn + (l === 'D' ? 1 : 0);
  const played = row.played + 1;
  const scoredFor = row.scoredFor + r.scoredFor;
  const scoredAgainst = row.scoredAgainst + r.scoredAgainst;
  const runs = row.streak.startsWith(l) ? Number(row.streak.slice(1)) + 1 : 1;
  return {
    ...row,
    played,
    won,
    drawn,
    lost: row.lost + (l === 'L' ? 1 : 0),
    scoredFor,
    scoredAgainst,
    difference: scoredFor - scoredAgainst,
    points: sport === 'football' ? won * 3 + drawn : won,
    winRate: winRateOf(won, played),
    form: `${row.form}${l}`.slice(-5),
    streak: `${l}${runs}`,
  };
}
