// /search's URL search (spec §2 "/search (query value)"): the query as typed, and the tab shown.
import {
  dropped,
  type SearchOf,
  searchSchema,
  textUpTo,
  withDefault,
} from '../../lib/search-params';

export const searchPageSearch = searchSchema({
  query: withDefault(textUpTo(50), ''),
  tab: dropped(textUpTo(20)),
});
export type SearchPageSearch = SearchOf<typeof searchPageSearch>;
