// The tabs of /search (全部 主播 直播间 比赛 球队 资讯 专家 帖子): links, so the tab lives in the URL.
import { type SearchType, searchTypeLabels, searchTypes } from '../../../contract/calls/search';
import { SiteLink } from '../../components/site-link';

export const searchHref = (query: string, tab?: SearchType) =>
  `/search?query=${encodeURIComponent(query)}${tab && tab !== 'all' ? `&tab=${tab}` : ''}`;

export function SearchTabs({ query, tab }: { query: string; tab: SearchType }) {
  return (
    <nav
      aria-label="搜索分类"
      className="-mx-3 mb-3 flex gap-2 overflow-x-auto px-3 [scrollbar-width:none] lg:mx-0 lg:px-0"
    >
      {searchTypes.map((type) => (
        <SiteLink
          key={type}
          href={searchHref(query, type)}
          data-testid="search-tab"
          data-tab={type}
          aria-current={type === tab ? 'page' : undefined}
          className={`flex h-11 shrink-0 items-center rounded-full px-4 text-sm ${
            type === tab
              ? 'bg-brand-600 font-bold text-white'
              : 'bg-white text-neutral-600 hover:text-brand-600'
          }`}
        >
          {searchTypeLabels[type]}
        </SiteLink>
      ))}
    </nav>
  );
}
