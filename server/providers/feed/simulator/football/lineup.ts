// The team sheet an hour before kick-off: eleven starters in a formation (1 GK, 4 at the back, 3-4 in
// midfield, 2-3 up front) picked from the squad by position, the substitutes, and the captain's armband.
import type { FeedLineupPlayer, FeedPlayer } from '../../types';
import type { Rng } from '../rng';
import { lineOf } from './roles';

export interface TeamSheet {
  side: 'home' | 'away';
  formation: string;
  /** Goalkeeper first, then defence, midfield and attack. */
  starters: FeedLineupPlayer[];
  bench: FeedLineupPlayer[];
}

/** Slots by the position the manager wants there. */
const FORMATIONS: Record<string, string[]> = {
  '4-4-2': ['GK', 'DL', 'DC', 'DC', 'DR', 'ML', 'MC', 'MC', 'MR', 'ST', 'ST'],
  '4-3-3': ['GK', 'DL', 'DC', 'DC', 'DR', 'DM', 'MC', 'MC', 'LW', 'ST', 'RW'],
  '4-1-2-1-2': ['GK', 'DL', 'DC', 'DC', 'DR', 'DM', 'MC', 'MC', 'AM', 'ST', 'ST'],
};

/** Squad numbers 1-11 usually belong to the first choices. */
const firstChoice = (player: FeedPlayer): number =>
  player.shirtNumber <= 11 ? 3 : player.shirtNumber <= 23 ? 1.5 : 1;

/** Who may fill a slot: players of its line; out of position only when the line has run out. */
function candidatesFor(slot: string, left: FeedPlayer[]): FeedPlayer[] {
  const line = lineOf(slot);
  const sameLine = left.filter((p) => lineOf(p.position) === line);
  if (sameLine.length > 0) return sameLine;
  // Never a goalkeeper in the outfield while an outfield player is left.
  const outfield = left.filter((p) => lineOf(p.position) !== 'G');
  return line === 'G' || outfield.length === 0 ? left : outfield;
}

const isExactly = (slot: string, player: FeedPlayer) =>
  player.position.trim().toUpperCase() === slot;

const toLineup = (
  player: FeedPlayer,
  side: 'home' | 'away',
  starter: boolean,
): FeedLineupPlayer => ({
  playerId: player.id,
  side,
  name: player.name,
  shirtNumber: player.shirtNumber,
  position: player.position,
  starter,
  captain: false,
});

export function pickTeamSheet(squad: FeedPlayer[], side: 'home' | 'away', rng: Rng): TeamSheet {
  const formation = rng.pick(Object.keys(FORMATIONS));
  const left = [...squad].sort((a, b) => a.shirtNumber - b.shirtNumber || a.id - b.id);
  const chosen: FeedPlayer[] = [];
  for (const slot of FORMATIONS[formation] ?? []) {
    if (left.length === 0) break;
    const player = rng.weighted(
      candidatesFor(slot, left),
      (p) => (isExactly(slot, p) ? 4 : 1) * firstChoice(p),
    );
    chosen.push(player);
    left.splice(left.indexOf(player), 1);
  }

  // The armband goes to the most experienced starter.
  const captain = [...chosen].sort(
    (a, b) => a.birthYear - b.birthYear || a.shirtNumber - b.shirtNumber,
  )[0];
  const starters = chosen.map((p) => ({ ...toLineup(p, side, true), captain: p === captain }));

  // A reserve goalkeeper always sits on the bench; the rest of the places go to outfield players.
  const benchSize = Math.min(left.length, rng.pick([9, 12]));
  const keeper = left.find((p) => lineOf(p.position) === 'G');
  const outfield = rng.shuffle(left.filter((p) => p !== keeper));
  const bench = (keeper ? [keeper, ...outfield] : outfield)
    .slice(0, benchSize)
    .sort((a, b) => a.shirtNumber - b.shirtNumber)
    .map((p) => toLineup(p, side, false));

  return { side, formation, starters, bench };
}
