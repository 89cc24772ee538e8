// The collection's 文章 tab: articles I collected, newest first, 30 a page (spec §9), each with 取消收藏.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NEWS_PAGE_SIZE, newsMyCollect } from '../../../contract/calls/news';
import { formatShort } from '../../../contract/format/dates';
import { collectArticle } from '../../api/news';
import { SiteLink } from '../../components/site-link';
import { callQuery, invalidateCall } from '../../lib/query';
import { showToast } from '../login/toast';
import { NewsCover } from '../news/news-cover';
import { articleHref } from '../news/news-row';
import { LoadState } from './centre-frame';
import { CentrePager, EmptyNote } from './centre-pager';
import { RowAction } from './match-line';

export function CollectedArticles() {
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const { data: answer, refetch } = useQuery({
    ...callQuery(newsMyCollect, { page, pageSize: NEWS_PAGE_SIZE }, { staleTime: 0 }),
    placeholderData: keepPreviousData,
  });
  const data = answer?.success ? answer.data : null;
  const uncollect = (id: number) => {
    setBusy(id);
    void collectArticle(id, false).then(async (result) => {
      if (result.success) {
        showToast('已取消收藏', 'success');
        await invalidateCall(newsMyCollect);
        if (data && data.list.length === 1 && page > 1) setPage(page - 1);
      } else showToast(result.msg, 'error');
      setBusy(null);
    });
  };
  if (!data)
    return (
      <LoadState
        error={answer && !answer.success ? answer.msg : null}
        onRetry={() => void refetch()}
      />
    );
  if (data.list.length === 0)
    return (
      <EmptyNote
        testId="collection-empty"
        text="还没有收藏文章，读到好文章点 收藏，随时回来看"
        action={
          <SiteLink
            href="/news"
            className="rounded-full border border-brand-300 px-5 py-1.5 text-brand-600 hover:bg-brand-50"
          >
            去看头条
          </SiteLink>
        }
      />
    );
  return (
    <>
      <ul className="divide-y divide-neutral-100">
        {data.list.map((item) => (
          <li
            key={item.id}
            data-testid="collected-article"
            data-article-id={item.id}
            className="flex items-center gap-3 py-3 first:pt-0"
          >
            <SiteLink href={articleHref(item.id)} className="shrink-0">
              <NewsCover
                src={item.cover}
                lazy
                className="h-[54px] w-24 rounded-md sm:h-[68px] sm:w-[120px]"
              />
            </SiteLink>
            <div className="min-w-0 flex-1">
              <SiteLink
                href={articleHref(item.id)}
                data-testid="collected-article-title"
                className="line-clamp-2 text-[14px] font-medium text-neutral-900 hover:text-brand-600"
              >
                {item.title}
              </SiteLink>
              <p className="mt-1 truncate text-xs text-neutral-400">
                {item.columnName} · {formatShort(item.publishedAt)}
              </p>
            </div>
            <RowAction
              label="取消收藏"
              testId="collection-uncollect"
              busy={busy === item.id}
              onClick={() => uncollect(item.id)}
            />
          </li>
        ))}
      </ul>
      <CentrePager
        page={page}
        total={data.total}
        pageSize={NEWS_PAGE_SIZE}
        onPage={setPage}
        testId="collection-pager"
      />
    </>
  );
}
