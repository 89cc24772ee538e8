// The penalty shoot-out: five kicks each, taken in turn, stopped as soon as one side cannot be caught,
// then sudden death. Goals go to FeedSide.penalties; the match score stays as it was after 120 minutes.
import type { MatchContext } from './context';
import { otherSide, type SideKey } from './recorder';

/** Share of shoot-out kicks that go in. */
const SHOOTOUT_CONVERSION = 0.75;
const KICKS_EACH = 5;
const SHOOTOUT_PERIOD = 4;

/** Plays the shoot-out from `startAt`; returns the instant of the last kick. */
export function playShootout(ctx: MatchContext, startAt: number): number {
  const { rec, rng } = ctx;
  const goals: Record<SideKey, number> = { home: 0, away: 0 };
  const taken: Record<SideKey, number> = { home: 0, away: 0 };
  const order: Record<SideKey, ReturnType<typeof ctx.players.home.shootoutOrder>> = {
    home: ctx.players.home.shootoutOrder(rng),
    away: ctx.players.away.shootoutOrder(rng),
  };
  rec.sides.home.penalties = 0;
  rec.sides.away.penalties = 0;

  // Decided when one side could not catch the other with every kick it has left this round.
  const decided = (): boolean => {
    const rounds = Math.max(KICKS_EACH, taken.home, taken.away);
    const left = (side: SideKey) => rounds - taken[side];
    return goals.home + left('home') < goals.away || goals.away + left('away') < goals.home;
  };

  const first: SideKey = rng.chance(0.5) ? 'home' : 'away';
  let at = startAt;
  // Both sides always have players left; the guard only keeps a broken squad from looping forever.
  if (order.home.length === 0 || order.away.length === 0) return at;
  for (;;) {
    for (const side of [first, otherSide(first)]) {
      const taker = order[side][taken[side] % order[side].length];
      if (!taker) return at;
      taken[side]++;
      const scored = rng.chance(SHOOTOUT_CONVERSION);
      if (scored) {
        goals[side]++;
        rec.sides[side].penalties = goals[side];
      }
      rec.event(
        { at, minute: rec.minute, added: 0, period: SHOOTOUT_PERIOD },
        {
          kind: scored ? 'shootoutGoal' : 'shootoutMiss',
          side,
          playerId: taker.playerId,
          playerName: taker.name,
          round: taken[side],
        },
      );
      if (decided()) return at;
      at += rng.int(50, 90) * 1000;
    }
  }
}
