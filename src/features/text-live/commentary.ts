// Pure shaping of the basketball text live: commentary in quarter blocks, newest first; and which of today's
// matches the page offers when opened without a match.
import type { Board, BoardRow } from '../../../streams/board';
import { quarterLabel, type TimelineEvent } from '../../../streams/match-centre';
import { rowPhase } from '../scores/row-labels';

export interface CommentaryBlock {
  period: number;
  /** 第1节…第4节, 加时1 … */
  label: string;
  /** Newest first. */
  lines: TimelineEvent[];
}

/** The lines that say something (a text), newest on top, a separator block per quarter. */
export function commentaryBlocks(events: readonly TimelineEvent[]): CommentaryBlock[] {
  const blocks: CommentaryBlock[] = [];
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as TimelineEvent;
    if (e.text.trim() === '') continue;
    const last = blocks.at(-1);
    if (last && last.period === e.period) last.lines.push(e);
    else
      blocks.push({ period: e.period, label: quarterLabel(Math.max(0, e.period - 1)), lines: [e] });
  }
  return blocks;
}

/** Today's basketball matches worth following in text: the live ones first, then those about to start. */
export function textLiveMatches(board: Board): BoardRow[] {
  const rows = board.order.flatMap((id) => {
    const row = board.rows.get(id);
    return row ? [row] : [];
  });
  const live = rows.filter((r) => rowPhase('basketball', r.state) === 'live');
  const upcoming = rows.filter((r) => rowPhase('basketball', r.state) === 'notStarted');
  return [...live, ...upcoming];
}
