// /guide/expert/plan?code=XXXX: the plan shown (the router reads an all-digit code as a number: kept as text).
import { dropped, type SearchOf, searchSchema, textOrNumber } from '../../lib/search-params';

export const planSearch = searchSchema({
  code: dropped(textOrNumber(/^[0-9A-Z]{6,16}$/, (n) => Number.isSafeInteger(n) && n >= 0)),
});
export type PlanSearch = SearchOf<typeof planSearch>;
