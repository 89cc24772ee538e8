// /admin/news (content.review): every article whatever its status, filtered by column, author and status; 下架 and
// 恢复上架 with a reason (audited; a taken-down article answers readers 404), 置顶头条 / 取消置顶. An official
// article is written in the site's own writer (/v/new), opened from here, not in a second editor.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type AdminNewsItem,
  adminNewsList,
  adminNewsPin,
  adminNewsRestore,
  adminNewsTakeDown,
  type NewsStatus,
  newsStatuses,
} from '../../../contract/calls/admin-news';
import { authorKinds } from '../../../contract/calls/news';
import { adminCall } from '../../features/admin/admin-api';
import { chinaShort } from '../../features/admin/adverts/china-time';
import { Notice, Pager } from '../../features/admin/queue-parts';
import { useAdminQuery } from '../../features/admin/use-admin-query';

const PAGE_SIZE = 20;
const field =
  'h-8 rounded border border-slate-300 bg-white px-2 text-sm outline-none focus:border-blue-500';
const small =
  'whitespace-nowrap rounded border border-slate-300 px-1.5 py-0.5 text-xs hover:border-blue-500 hover:text-blue-600';
const statusTone: Record<NewsStatus, string> = {
  draft: 'text-slate-400',
  review: 'text-amber-600',
  published: 'text-emerald-600',
  withdrawn: 'text-red-600',
};

interface Filters {
  columnNo: string;
  authorId: string;
  status: NewsStatus | '';
  keyword: string;
}

export function AdminNewsPage() {
  const [filters, setFilters] = useState<Filters>({
    columnNo: '',
    authorId: '',
    status: '',
    keyword: '',
  });
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const authorId = /^\d+$/.test(filters.authorId.trim()) ? Number(filters.authorId) : undefined;
  const input = {
    page,
    pageSize: PAGE_SIZE,
    ...(filters.columnNo ? { columnNo: filters.columnNo } : {}),
    ...(authorId ? { authorId } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}),
  };
  const { data, error } = useAdminQuery(adminNewsList, input);
  const client = useQueryClient();
  const filter = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  };

  const act = async (a: AdminNewsItem, kind: 'down' | 'restore' | 'pin' | 'unpin') => {
    const verb = { down: '下架', restore: '恢复上架', pin: '置顶头条', unpin: '取消置顶' }[kind];
    const reason = window.prompt(`${verb}「${a.title}」的原因（记入审计日志）`, '');
    if (reason === null) return;
    if ((kind === 'down' || kind === 'restore') && !reason.trim())
      return setNotice({ ok: false, text: `${verb}须填写原因` });
    const answer =
      kind === 'down'
        ? await adminCall(adminNewsTakeDown, { id: a.id, reason })
        : kind === 'restore'
          ? await adminCall(adminNewsRestore, { id: a.id, reason })
          : await adminCall(adminNewsPin, { id: a.id, pinned: kind === 'pin', reason });
    setNotice(
      answer.ok ? { ok: true, text: `已${verb}「${a.title}」` } : { ok: false, text: answer.msg },
    );
    if (answer.ok) await client.invalidateQueries({ queryKey: ['admin', adminNewsList.path] });
  };

  return (
    <div className="space-y-3" data-testid="news-desk">
      <div className="flex flex-wrap items-center gap-2">
        <select
          className={field}
          aria-label="栏目"
          value={filters.columnNo}
          onChange={(e) => filter('columnNo', e.target.value)}
        >
          <option value="">全部栏目</option>
          {data?.columns.map((c) => (
            <option key={c.columnNo} value={c.columnNo}>
              {c.name}
            </option>
          ))}
        </select>
        <select
          className={field}
          aria-label="状态"
          value={filters.status}
          onChange={(e) => filter('status', e.target.value as NewsStatus | '')}
        >
          <option value="">全部状态</option>
          {Object.entries(newsStatuses).map(([s, label]) => (
            <option key={s} value={s}>
              {label}
            </option>
          ))}
        </select>
        <input
          className={`${field} w-24`}
          aria-label="作者 ID"
          placeholder="作者 ID"
          inputMode="numeric"
          value={filters.authorId}
          onChange={(e) => filter('authorId', e.target.value)}
        />
        <input
          className={`${field} w-40`}
          aria-label="标题关键词"
          placeholder="标题关键词"
          value={filters.keyword}
          onChange={(e) => filter('keyword', e.target.value)}
        />
        <a
          href="/v/new"
          target="_blank"
          rel="noopener"
          className="ml-auto inline-flex h-8 items-center rounded bg-blue-600 px-4 text-sm text-white"
        >
          写官方文章
        </a>
      </div>
      <p className="text-xs text-slate-400">
        官方文章在站内写作页（/v/new）撰写，需以运营的前台账号登录；发布后在此管理。
      </p>
      <Notice notice={notice} />
      <div className="overflow-x-auto rounded border border-slate-200 bg-white">
        <table className="w-full min-w-[52rem] text-left text-xs" data-testid="news-table">
          <thead className="bg-slate-50 text-slate-500">
            <tr>
              {['#', '标题', '栏目', '作者', '状态', '阅读', '发布时间', '操作'].map((h) => (
                <th key={h} className="whitespace-nowrap px-2 py-1.5 font-normal">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.list.map((a) => (
              <tr
                key={a.id}
                data-testid="news-row"
                data-id={a.id}
                className="border-t border-slate-100 align-top"
              >
                <td className="px-2 py-1.5 tabular-nums text-slate-400">{a.id}</td>
                <td className="px-2 py-1.5">
                  {a.status === 'published' ? (
                    <a
                      href={`/news/${a.id}`}
                      target="_blank"
                      rel="noopener"
                      className="text-slate-800 hover:text-blue-600"
                    >
                      {a.title}
                    </a>
                  ) : (
                    <span className="text-slate-800">{a.title}</span>
                  )}
                  {a.pinned && (
                    <span className="ml-1 rounded bg-red-50 px-1 text-[10px] text-red-600">
                      头条
                    </span>
                  )}
                </td>
                <td className="whitespace-nowrap px-2 py-1.5">{a.columnName}</td>
                <td className="whitespace-nowrap px-2 py-1.5">
                  {a.nickName}
                  <span className="text-slate-400">
                    {' '}
                    #{a.authorId} {authorKinds[a.authorKind as 1 | 2 | 3] ?? ''}
                  </span>
                </td>
                <td className={`whitespace-nowrap px-2 py-1.5 ${statusTone[a.status]}`}>
                  {newsStatuses[a.status]}
                </td>
                <td className="px-2 py-1.5 tabular-nums">{a.viewCount}</td>
                <td className="whitespace-nowrap px-2 py-1.5 text-slate-500">
                  {a.publishedAt ? chinaShort(a.publishedAt) : '—'}
                </td>
                <td className="px-2 py-1.5">
                  <div className="flex gap-1">
                    {a.status === 'withdrawn' ? (
                      <button
                        type="button"
                        className={small}
                        onClick={() => void act(a, 'restore')}
                      >
                        恢复上架
                      </button>
                    ) : (
                      <button
                        type="button"
                        className={`${small} text-red-600`}
                        onClick={() => void act(a, 'down')}
                      >
                        下架
                      </button>
                    )}
                    {a.status === 'published' && (
                      <button
                        type="button"
                        className={small}
                        onClick={() => void act(a, a.pinned ? 'unpin' : 'pin')}
                      >
                        {a.pinned ? '取消置顶' : '置顶头条'}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
            {data && data.list.length === 0 && (
              <tr>
                <td colSpan={8} className="px-2 py-8 text-center text-slate-400">
                  没有记录
                </td>
              </tr>
            )}
            {error && (
              <tr>
                <td colSpan={8} className="px-2 py-8 text-center text-red-600">
                  {error.message}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Pager page={page} total={data?.total ?? 0} pageSize={PAGE_SIZE} onPage={setPage} />
    </div>
  );
}
