// A match's analysis (分析 tab) as a cached query: the route loader of the tab fills it, the tab reads it.
// It is as of kick-off, so it stays fresh for the visit.
import { basketAnalysis, fbAnalysis } from '../../../contract/calls/live-match';
import type { MatchType } from '../../../contract/events';
import { callQuery } from '../../lib/query';

/** `progress: false` for a link's idle prefetch, which stays out of the loading bar. */
export const analysisQuery = (type: MatchType, id: number, progress = true) =>
  callQuery(
    type === 'football' ? fbAnalysis : basketAnalysis,
    { id },
    {
      staleTime: Number.POSITIVE_INFINITY,
      progress,
    },
  );
