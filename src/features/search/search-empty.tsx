// What /search shows without results: the hot words (and the visitor's history), each a new search.
import { searchHotWords } from '../../../contract/calls/search';
import { SiteLink } from '../../components/site-link';
import { callQuery } from '../../lib/query';
import { readSearchHistory } from '../../lib/search-history';
import { useCall } from '../../lib/use-call';
import { searchHref } from './search-tabs';

function Words({ title, words, testId }: { title: string; words: string[]; testId: string }) {
  if (words.length === 0) return null;
  return (
    <section data-testid={testId} className="mt-5 text-left">
      <h2 className="mb-2 text-xs text-neutral-400">{title}</h2>
      <div className="flex flex-wrap gap-2">
        {words.map((word, i) => (
          <SiteLink
            key={word}
            href={searchHref(word)}
            className="flex h-9 items-center gap-1.5 rounded-full bg-neutral-100 px-3 text-sm text-neutral-700 hover:bg-brand-50 hover:text-brand-600"
          >
            {testId === 'search-empty-hot' && (
              <span
                className={`text-xs font-bold ${i < 3 ? 'text-brand-500' : 'text-neutral-400'}`}
              >
                {i + 1}
              </span>
            )}
            {word}
          </SiteLink>
        ))}
      </div>
    </section>
  );
}

export function SearchEmpty({ query }: { query: string }) {
  const hot = (useCall(callQuery(searchHotWords), []) ?? []).map((h) => h.word);
  const history = readSearchHistory();
  return (
    <div
      data-testid="search-empty"
      className="rounded-lg bg-white px-4 py-10 text-center shadow-sm lg:px-8"
    >
      <p className="text-sm text-neutral-500">
        {query
          ? `没有找到与“${query}”相关的结果，换个词试试`
          : '输入主播、球队、球员或赛事的名字开始搜索'}
      </p>
      <Words title="搜索历史" words={history} testId="search-empty-history" />
      <Words title="热门搜索" words={hot} testId="search-empty-hot" />
    </div>
  );
}
