// /search's URL search (spec §2 "/search (query value)"): the query as typed, and the tab shown.
import { z } from 'zod';

export const searchPageSearch = z.object({
  query: z.string().max(50).default('').catch(''),
  tab: z.string().max(20).optional().catch(undefined),
});
export type SearchPageSearch = z.output<typeof searchPageSearch>;
