// One side's counters as a feed reports them, for the hand-made match worlds of the server suites.
import type { FeedSide } from '../../server/providers/feed/types';

export const side = (score: number, extra: Partial<FeedSide> = {}): FeedSide => ({
  score,
  half: null,
  periods: [],
  penalties: null,
  red: 0,
  yellow: 0,
  corners: 0,
  ...extra,
});
