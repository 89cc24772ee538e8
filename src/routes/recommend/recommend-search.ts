// The URL search of /recommend: the sport and match to open the plan form with (from /recommend/comList).
import { z } from 'zod';
import { planSports } from '../../../contract/calls/expert';
import { dropped, idSearch } from '../../lib/search-params';

export const recommendSearch = z.object({
  sport: dropped(z.enum(planSports)),
  matchId: dropped(idSearch),
});
export type RecommendSearch = z.output<typeof recommendSearch>;
