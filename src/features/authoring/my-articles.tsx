// 我的文章: the author's own articles in every status (草稿/审核中/已发布/已撤回), the last changed first, with
// 编辑 for drafts and withdrawn ones, 查看 for published ones and 撤回 for what is in review or published.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type ArticleStatusName,
  articleStatuses,
  editableStatuses,
  type MyArticle,
  newsMyArticles,
  withdrawableStatuses,
} from '../../../contract/calls/news-authoring';
import { formatShort } from '../../../contract/format/dates';
import { withdrawArticle } from '../../api/news-authoring';
import { SiteLink } from '../../components/site-link';
import { callQuery, invalidateCall } from '../../lib/query';
import { LoadState } from '../user-centre/centre-frame';

const PAGE_SIZE = 20;

const statusClass: Record<ArticleStatusName, string> = {
  draft: 'bg-neutral-100 text-neutral-500',
  review: 'bg-amber-50 text-amber-700',
  published: 'bg-emerald-50 text-emerald-700',
  withdrawn: 'bg-neutral-100 text-neutral-400 line-through decoration-neutral-300',
};

const linkClass = 'text-brand-600 hover:underline';

function Withdraw({ id, status }: { id: number; status: ArticleStatusName }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!withdrawableStatuses.includes(status)) return null;
  if (!asking)
    return (
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="text-neutral-500 hover:text-brand-600"
      >
        撤回
      </button>
    );
  const confirm = async () => {
    setBusy(true);
    const answer = await withdrawArticle(id);
    setBusy(false);
    if (!answer.success) return setError(answer.msg);
    setAsking(false);
    await invalidateCall(newsMyArticles);
  };
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        disabled={busy}
        onClick={confirm}
        data-testid="article-withdraw-confirm"
        className="text-brand-600 hover:underline disabled:cursor-wait"
      >
        {status === 'review' ? '确认撤回到草稿' : '确认下线'}
      </button>
      <button type="button" onClick={() => setAsking(false)} className="text-neutral-400">
        取消
      </button>
      {error && (
        <span role="alert" className="text-brand-600">
          {error}
        </span>
      )}
    </span>
  );
}

function Row({ article }: { article: Omit<MyArticle, 'body'> }) {
  const time =
    article.status === 'published' && article.publishedAt ? article.publishedAt : article.updatedAt;
  return (
    <li
      data-testid="my-article"
      className="flex flex-col gap-2 py-3.5 sm:flex-row sm:items-center sm:gap-4"
    >
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2">
          <span
            data-testid="my-article-status"
            className={`shrink-0 rounded px-1.5 py-0.5 text-xs ${statusClass[article.status]}`}
          >
            {articleStatuses[article.status]}
          </span>
          <span
            data-testid="my-article-title"
            className="truncate text-[15px] font-medium text-neutral-900"
          >
            {article.title}
          </span>
        </p>
        <p className="mt-1 text-xs text-neutral-400">
          {article.columnName}
          <span className="mx-1.5">·</span>
          {article.status === 'published' ? '发布于' : '更新于'} {formatShort(time)}
          {article.status === 'published' && (
            <>
              <span className="mx-1.5">·</span>阅读 {article.viewCount}
            </>
          )}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-4 text-sm">
        {editableStatuses.includes(article.status) && (
          <SiteLink href={`/v/new?id=${article.id}`} className={linkClass}>
            编辑
          </SiteLink>
        )}
        {article.status === 'published' && (
          <SiteLink href={`/news/${article.id}`} className={linkClass}>
            查看
          </SiteLink>
        )}
        <Withdraw id={article.id} status={article.status} />
      </div>
    </li>
  );
}

export function MyArticles() {
  const [page, setPage] = useState(1);
  const list = useQuery(callQuery(newsMyArticles, { page, pageSize: PAGE_SIZE }, { staleTime: 0 }));
  const answer = list.data;
  if (!answer) return <LoadState error={null} onRetry={() => void list.refetch()} />;
  if (!answer.success) return <LoadState error={answer.msg} onRetry={() => void list.refetch()} />;
  const { list: rows, total } = answer.data;
  if (total === 0)
    return (
      <div data-testid="my-articles-empty" className="py-16 text-center text-sm text-neutral-400">
        还没有文章，
        <SiteLink href="/v/new" className={linkClass}>
          写第一篇
        </SiteLink>
      </div>
    );
  const pages = Math.ceil(total / PAGE_SIZE);
  return (
    <div data-testid="my-articles">
      <ul className="divide-y divide-neutral-100">
        {rows.map((a) => (
          <Row key={a.id} article={a} />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="分页" className="mt-4 flex items-center justify-center gap-3 text-sm">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            className="rounded border border-neutral-200 px-3 py-1 disabled:text-neutral-300"
          >
            上一页
          </button>
          <span className="text-neutral-500">
            {page} / {pages}
          </span>
          <button
            type="button"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            className="rounded border border-neutral-200 px-3 py-1 disabled:text-neutral-300"
          >
            下一页
          </button>
        </nav>
      )}
    </div>
  );
}
