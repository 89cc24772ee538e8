// Over/under (大小球, basketball 大小分) settlement of one side of a total line against the final score.
import { checkLine, checkScore } from './checks';
import { marginOutcome, type PickOutcome } from './outcome';

/**
 * `line` is the total as the feed's 'overUnder' market carries it (values[1]): 2.5, 2.25 (2/2.5), 215.5.
 * Over wins when total − line > 0; quarter lines split the stake over their two neighbours.
 */
export function overUnderOutcome(line: number, total: number, side: 'over' | 'under'): PickOutcome {
  checkLine(line);
  if (line < 0) throw new RangeError(`total line ${line} below 0`);
  checkScore(total, 0);
  const overMargin = total - line;
  return marginOutcome(side === 'over' ? overMargin : -overMargin);
}
