// What the client adds to a page of the shared route table (contract/pages.ts gives its path, layout,
// title and param rules): the component it shows, the search it reads, the data it loads before it
// renders, and who may open it. src/router.tsx turns each definition into a route.
import type { ReactElement } from 'react';
import type { LazyPage } from './lazy-page';
import type { SearchSchema } from './search-params';

/** The path's params as the URL gave them (already checked against the contract's rules). */
export type PageParams = Record<string, string | undefined>;

export interface LoadContext<S> {
  params: PageParams;
  search: S;
  /** An idle prefetch of a link: it stays out of the loading bar (spec §4). */
  preload: boolean;
}

export interface ViewContext<S, D> {
  params: PageParams;
  search: S;
  /** What `load` resolved to. */
  data: D;
}

export interface PageDef<S = Record<string, never>, D = undefined> {
  /** The page's component, loaded on demand; the route waits for its code before rendering. */
  page?: LazyPage<never> | (() => ReactElement);
  /** The URL search, validated (anything unreadable is dropped, see src/lib/search-params.ts). */
  search?: SearchSchema<S>;
  /** Data the page needs before it renders: fills the query cache (src/lib/query.ts) or returns it. */
  load?: (context: LoadContext<S>) => Promise<D>;
  /** The page as rendered; without it, `page` with no props. */
  view?: (context: ViewContext<S, D>) => ReactElement;
  /** Remounts the page when the key changes (another match, another room), dropping its state. */
  key?: (params: PageParams) => string;
  /** A visitor is sent home (spec §2), besides the /v rule the root applies to every path. */
  login?: true;
  /** Where to go instead of this page, given its params; nothing to stay. */
  redirect?: (params: PageParams) => string | undefined;
}

/** Declares one page; generic so that `view` and `load` see the search's and the data's types. */
export const definePage = <S = Record<string, never>, D = undefined>(def: PageDef<S, D>) => def;
