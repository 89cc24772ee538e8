// A cup's bracket: the season's knockout matches as ties (legs of the same two sides in one round put
// together), rounds early to late, each round's ties ordered by the ties of the round before that fed
// them, so a column lines up with the next as a drawn bracket does.
import { and, eq } from 'drizzle-orm';
import type { BracketTie } from '../../../../contract/calls/library-competition';
import type { Db } from '../../../db/client';
import { matches } from '../../../db/schema';
import type { Sport } from '../../../providers/feed/types';
import { matchItems } from '../board';
import { FINISHED, phaseOf } from '../states';
import type { CompetitionRow } from './season';

interface Round {
  name: string;
  first: number;
  ties: BracketTie[];
}

const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

export async function bracketOf(db: Db, c: CompetitionRow, seasonId: number) {
  const sport = c.sport as Sport;
  const items = await matchItems(
    db,
    and(
      eq(matches.competitionId, c.id),
      eq(matches.seasonId, seasonId),
      eq(matches.knockout, true),
    ),
  );
  items.sort((a, b) => a.kickoffAt - b.kickoffAt || a.id - b.id);
  const rounds: Round[] = [];
  const byName = new Map<string, Round>();
  const ties = new Map<string, BracketTie>();
  for (const m of items) {
    let round = byName.get(m.round);
    if (!round) {
      round = { name: m.round, first: m.kickoffAt, ties: [] };
      byName.set(m.round, round);
      rounds.push(round);
    }
    const key = `${m.round}|${pairKey(m.home.id, m.away.id)}`;
    const played = m.state === FINISHED[sport];
    const tie = ties.get(key);
    if (!tie) {
      const t: BracketTie = {
        matchIds: [m.id],
        kickoffAt: m.kickoffAt,
        state: m.state,
        home: { id: m.home.id, name: m.home.name, score: null, penalties: null },
        away: { id: m.away.id, name: m.away.name, score: null, penalties: null },
        winnerId: null,
        from: [],
      };
      ties.set(key, t);
      round.ties.push(t);
    } else {
      tie.matchIds.push(m.id);
      tie.state = m.state;
    }
    const t = ties.get(key) as BracketTie;
    if (['live', 'finished'].includes(phaseOf(sport, m.state))) {
      // Aggregate over the legs, from the first leg's home side's point of view.
      const own = m.home.id === t.home.id;
      const [hs, as] = own ? [m.home.score, m.away.score] : [m.away.score, m.home.score];
      t.home.score = (t.home.score ?? 0) + hs;
      t.away.score = (t.away.score ?? 0) + as;
      const hp = own ? m.home.penalties : m.away.penalties;
      const ap = own ? m.away.penalties : m.home.penalties;
      if (hp !== null) t.home.penalties = hp;
      if (ap !== null) t.away.penalties = ap;
    }
    t.winnerId = played ? winnerOf(t) : null;
  }
  return { seasonId, rounds: order(lastEdition(rounds)) };
}

function winnerOf(t: BracketTie): number | null {
  const hs = t.home.score ?? 0;
  const as = t.away.score ?? 0;
  if (hs !== as) return hs > as ? t.home.id : t.away.id;
  if (
    t.home.penalties !== null &&
    t.away.penalties !== null &&
    t.home.penalties !== t.away.penalties
  )
    return t.home.penalties > t.away.penalties ? t.home.id : t.away.id;
  return null;
}

/**
 * A cup run again within the feed's season (a new draw after the final) shows as a round with more ties
 * than the one before it: the bracket is the latest edition's.
 */
function lastEdition(rounds: Round[]): Round[] {
  let start = 0;
  for (let i = 1; i < rounds.length; i++) {
    if ((rounds[i]?.ties.length ?? 0) > (rounds[i - 1]?.ties.length ?? 0)) start = i;
  }
  return rounds.slice(start);
}

/** Each round after the first sorted by where its sides came from in the round before. */
function order(rounds: Round[]) {
  return rounds.map((round, r) => {
    const before = rounds[r - 1];
    if (!before) return { name: round.name, ties: round.ties };
    const fed = new Map<number, number>();
    before.ties.forEach((t, i) => {
      fed.set(t.home.id, i);
      fed.set(t.away.id, i);
    });
    const ties = round.ties.map((t) => ({
      ...t,
      from: [fed.get(t.home.id), fed.get(t.away.id)].filter((i): i is number => i !== undefined),
    }));
    const at = (t: BracketTie) =>
      t.from.length === 0 ? Number.MAX_SAFE_INTEGER : Math.min(...t.from);
    ties.sort((a, b) => at(a) - at(b) || a.kickoffAt - b.kickoffAt);
    return { name: round.name, ties };
  });
}
