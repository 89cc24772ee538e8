// The URL search of /recommend: the sport and match to open the plan form with (from /recommend/comList).
import { planSports } from '../../../contract/calls/expert';
import { dropped, idSearch, oneOf, type SearchOf, searchSchema } from '../../lib/search-params';

export const recommendSearch = searchSchema({
  sport: dropped(oneOf(planSports)),
  matchId: dropped(idSearch),
});
export type RecommendSearch = SearchOf<typeof recommendSearch>;
