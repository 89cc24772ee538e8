// The search service: one query over every kind (全部: a preview of each with totals) or one kind by page;
// a first page that found something counts the word for the hot words.
import {
  SEARCH_PREVIEW,
  type SearchKind,
  type SearchType,
  searchKinds,
} from '../../../contract/calls/search';
import type { Db } from '../../db/client';
import { countSearch } from './hot-words';
import { type SearchText, searchTextOf } from './query-text';
import type { SearchIndex, SearchPage } from './search-index';

export interface SearchDeps {
  db: Db;
  index: SearchIndex;
  now?: () => number;
}

export async function searchAll(
  deps: SearchDeps,
  q: { word: string; type: SearchType; page: number; pageSize: number },
) {
  const text = searchTextOf(q.word);
  const kinds: SearchKind[] = q.type === 'all' ? [...searchKinds] : [q.type];
  const page: SearchPage =
    q.type === 'all'
      ? { page: 1, pageSize: SEARCH_PREVIEW }
      : { page: q.page, pageSize: q.pageSize };
  // One kind after another: PGlite answers one query at a time anyway, and a pool is spared a burst.
  const groups = [];
  for (const type of kinds) {
    const { total, hits } = await deps.index.query(type, text, page);
    groups.push({ type, total, list: hits });
  }
  // The header lands on 全部: its first page is the search a person made (tabs and pages are not).
  if (q.type === 'all' && groups.some((g) => g.total > 0)) await count(deps, text);
  return { word: text.word, terms: text.terms, type: q.type, ...page, groups };
}

/** One kind by page (roomByWord, user/pageList), counted on its first page like a search of 全部. */
export async function searchKindPage(
  deps: SearchDeps,
  kind: SearchKind,
  word: string,
  page: SearchPage,
) {
  const text = searchTextOf(word);
  const { total, hits } = await deps.index.query(kind, text, page);
  if (page.page === 1 && total > 0) await count(deps, text);
  return { terms: text.terms, total, list: hits };
}

const count = (deps: SearchDeps, text: SearchText) =>
  countSearch(deps.db, text.word, (deps.now ?? Date.now)());
