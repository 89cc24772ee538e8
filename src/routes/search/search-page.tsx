// /search?query=…&tab=… (spec §2 "/search (query value)"): a search box, the tabs, the results with the
// matched words marked, 加载更多 on a tab, and the hot words when nothing is found.

import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { SEARCH_WORD_MAX, type SearchType, searchTypes } from '../../../contract/calls/search';
import { SearchEmpty } from '../../features/search/search-empty';
import { SearchOverview, SearchTabList } from '../../features/search/search-results';
import { SearchTabs, searchHref } from '../../features/search/search-tabs';
import { addSearchHistory } from '../../lib/search-history';

const tabOf = (tab: string | undefined): SearchType =>
  (searchTypes as readonly string[]).includes(tab ?? '') ? (tab as SearchType) : 'all';

function SearchBox({ query }: { query: string }) {
  const router = useRouter();
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const word = text.trim();
    if (!word) return;
    addSearchHistory(word);
    router.history.push(searchHref(word));
  };
  return (
    <search className="mb-3 block">
      <form onSubmit={submit} className="flex gap-2">
        <input
          data-testid="search-page-input"
          type="search"
          value={text}
          maxLength={SEARCH_WORD_MAX}
          onChange={(e) => setText(e.target.value)}
          placeholder="搜索主播、直播间、球队、球员、赛事"
          aria-label="搜索内容"
          className="h-11 min-w-0 flex-1 rounded-full border border-neutral-200 bg-white px-4 text-sm outline-none focus:border-brand-400"
        />
        <button
          type="submit"
          className="h-11 shrink-0 rounded-full bg-brand-600 px-5 text-sm text-white hover:bg-brand-700"
        >
          搜索
        </button>
      </form>
    </search>
  );
}

export function SearchPage({
  query: raw,
  tab: rawTab,
}: {
  query: string;
  tab: string | undefined;
}) {
  const query = raw.trim();
  const tab = tabOf(rawTab);
  return (
    <div data-testid="search-page" className="mx-auto max-w-4xl">
      <SearchBox query={query} />
      {query === '' ? (
        <SearchEmpty query="" />
      ) : (
        <>
          <SearchTabs query={query} tab={tab} />
          {tab === 'all' ? (
            <SearchOverview query={query} />
          ) : (
            <SearchTabList key={`${query}:${tab}`} query={query} type={tab} />
          )}
        </>
      )}
    </div>
  );
}
