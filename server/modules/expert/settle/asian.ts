// Asian handicap (亚盘 让球, basketball 让分) settlement of one side of a line against the final score.

import { checkLine, checkScore } from './checks';
import { marginOutcome, type PickOutcome } from './outcome';

/**
 * `line` is the handicap as the feed's 'asia' market carries it (server/providers/feed/types.ts,
 * FeedOdds values[1]) and the odds tables label it (contract/enums/handicap.ts handicapLabel): from the
 * home side, POSITIVE = HOME GIVES. 0.5 is 半球 (home must win), -0.5 is 受半球 (home gets half a goal),
 * 0.25 is 平手/半球 (平半). The home side wins when goal difference − line > 0, the simulator's pricing
 * rule (server/providers/feed/simulator/odds/lines.ts settleLine). Mind the lottery's own 让球, which has
 * the opposite sign (europe.ts). Quarter lines split the stake over the two neighbouring half lines,
 * which the margin in quarters captures: ±0.25 left over is a half win or half loss.
 */
export function asianHandicapOutcome(
  line: number,
  homeGoals: number,
  awayGoals: number,
  side: 'home' | 'away',
): PickOutcome {
  checkLine(line);
  checkScore(homeGoals, awayGoals);
  const homeMargin = homeGoals - awayGoals - line;
  return marginOutcome(side === 'home' ? homeMargin : -homeMargin);
}
