// The team's coming matches kept live: a match of today (or one being played) is read from today's score
// board, which the scores channel keeps moving, so its state and score follow the socket; nothing is polled.
import { useMemo } from 'react';
import { type Observable, of } from 'rxjs';
import { chinaDay } from '../../../../contract/format/china-day';
import type { MatchItem } from '../../../../contract/match';
import { type Board, board$ } from '../../../../streams/board';
import type { Live } from '../../../../streams/snapshot';
import { useObservable } from '../../../lib/use-observable';
import { rowPhase } from '../../scores/row-labels';
import type { Sport } from '../sport';

const idle$: Observable<Live<Board>> = of({ status: 'loading' });

/** Whether any of the matches is on today's board: being played, or kicking off today (Beijing). */
export const onTodaysBoard = (sport: Sport, items: readonly MatchItem[], now: number) =>
  items.some((i) => rowPhase(sport, i.state) === 'live' || chinaDay(i.kickoffAt) === chinaDay(now));

/** The items with the board's newer row where it has one (the rest as they were answered). */
export function withBoardRows(items: readonly MatchItem[], board: Board | null): MatchItem[] {
  if (!board) return [...items];
  return items.map((i) => board.rows.get(i.id) ?? i);
}

export function useLiveItems(sport: Sport, items: readonly MatchItem[], now: number) {
  const needed = onTodaysBoard(sport, items, now);
  const stream = useMemo(() => (needed ? board$(sport) : idle$), [needed, sport]);
  const live = useObservable(stream, { status: 'loading' } as Live<Board>);
  return withBoardRows(items, live.status === 'ready' ? live.value : null);
}
