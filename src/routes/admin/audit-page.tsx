// /admin/audit: the append-only log of every admin action — filters (account, action, target, dates), a dense
// table with before/after, paging, and the CSV export for those who hold audit.export.
import { type FormEvent, useState } from 'react';
import { type AuditEntry, adminAuditExport, adminAuditList } from '../../../contract/calls/admin';
import { formatFull } from '../../../contract/format/dates';
import { adminUrl } from '../../features/admin/admin-api';
import { useAdminMe } from '../../features/admin/admin-session';
import { auditActionLabel, auditTargetLabel } from '../../features/admin/audit-actions';
import { useAdminQuery } from '../../features/admin/use-admin-query';

const PAGE_SIZE = 50;
const empty = { username: '', action: '', targetType: '', targetId: '', from: '', to: '' };
type Filters = typeof empty;

const field =
  'h-8 rounded border border-slate-300 bg-white px-2 text-sm outline-none focus:border-blue-500';

const brief = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

function Change({ entry }: { entry: AuditEntry }) {
  const before = brief(entry.before);
  const after = brief(entry.after);
  if (!before && !after) return <span className="text-slate-300">—</span>;
  return (
    <details className="max-w-[28rem]">
      <summary className="cursor-pointer truncate text-slate-600">{after || before}</summary>
      <div className="mt-1 space-y-1 whitespace-pre-wrap break-all font-mono text-[11px]">
        {before && <div className="text-red-700">前：{before}</div>}
        {after && <div className="text-emerald-700">后：{after}</div>}
      </div>
    </details>
  );
}

export function AdminAuditPage() {
  const [draft, setDraft] = useState<Filters>(empty);
  const [filters, setFilters] = useState<Filters>(empty);
  const [page, setPage] = useState(1);
  const me = useAdminMe();
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
  const { data, error, isFetching } = useAdminQuery(adminAuditList, {
    ...query,
    page,
    pageSize: PAGE_SIZE,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const canExport = me.data?.permissions.includes('audit.export') ?? false;

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const set = (key: keyof Filters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  return (
    <div className="space-y-3">
      <form
        onSubmit={apply}
        className="flex flex-wrap items-end gap-2 rounded border border-slate-200 bg-white p-3 text-sm"
      >
        <input
          className={`${field} w-28`}
          placeholder="账号"
          value={draft.username}
          onChange={set('username')}
          aria-label="账号"
        />
        <select
          className={`${field} w-36`}
          value={draft.action}
          onChange={set('action')}
          aria-label="操作"
        >
          <option value="">全部操作</option>
          {data?.actions.map((a) => (
            <option key={a} value={a}>
              {auditActionLabel(a)}
            </option>
          ))}
        </select>
        <input
          className={`${field} w-24`}
          placeholder="对象类型"
          value={draft.targetType}
          onChange={set('targetType')}
          aria-label="对象类型"
        />
        <input
          className={`${field} w-24`}
          placeholder="对象ID"
          value={draft.targetId}
          onChange={set('targetId')}
          aria-label="对象ID"
        />
        <label className="flex items-center gap-1 text-slate-500">
          从
          <input
            type="date"
            className={field}
            value={draft.from}
            onChange={set('from')}
            aria-label="起始日"
          />
        </label>
        <label className="flex items-center gap-1 text-slate-500">
          至
          <input
            type="date"
            className={field}
            value={draft.to}
            onChange={set('to')}
            aria-label="截止日"
          />
        </label>
        <button type="submit" className="h-8 rounded bg-blue-600 px-4 text-white">
          查询
        </button>
        <button
          type="button"
          className="h-8 rounded border border-slate-300 px-3"
          onClick={() => {
            setDraft(empty);
            setFilters(empty);
            setPage(1);
          }}
        >
          重置
        </button>
        {canExport && (
          <a
            className="ml-auto flex h-8 items-center rounded border border-blue-600 px-3 text-blue-600"
            href={adminUrl(adminAuditExport, query)}
            download
          >
            导出 CSV
          </a>
        )}
      </form>

      {error ? (
        <div className="rounded bg-white p-6 text-sm text-red-600">{error.message}</div>
      ) : (
        <div className="overflow-x-auto rounded border border-slate-200 bg-white">
          <table className="w-full min-w-[56rem] text-left text-xs" data-testid="audit-table">
            <thead className="bg-slate-50 text-slate-500">
              <tr>
                <th className="px-2 py-1.5 font-normal">时间</th>
                <th className="px-2 py-1.5 font-normal">账号</th>
                <th className="px-2 py-1.5 font-normal">操作</th>
                <th className="px-2 py-1.5 font-normal">对象</th>
                <th className="px-2 py-1.5 font-normal">原因</th>
                <th className="px-2 py-1.5 font-normal">变更</th>
                <th className="px-2 py-1.5 font-normal">地址</th>
              </tr>
            </thead>
            <tbody>
              {data?.list.map((e) => (
                <tr key={e.id} className="border-t border-slate-100 align-top hover:bg-slate-50">
                  <td className="whitespace-nowrap px-2 py-1.5 tabular-nums text-slate-500">
                    {formatFull(e.at)}
                  </td>
                  <td className="whitespace-nowrap px-2 py-1.5">{e.username || '—'}</td>
                  <td className="whitespace-nowrap px-2 py-1.5" data-action={e.action}>
                    {auditActionLabel(e.action)}
                  </td>
                  <td className="whitespace-nowrap px-2 py-1.5 text-slate-500">
                    {e.targetType ? auditTargetLabel(e.targetType, e.targetId) : '—'}
                  </td>
                  <td className="max-w-[12rem] truncate px-2 py-1.5" title={e.reason}>
                    {e.reason || '—'}
                  </td>
                  <td className="px-2 py-1.5">
                    <Change entry={e} />
                  </td>
                  <td className="whitespace-nowrap px-2 py-1.5 text-slate-500" title={e.userAgent}>
                    {e.ip}
                  </td>
                </tr>
              ))}
              {data && data.list.length === 0 && (
                <tr>
                  <td colSpan={7} className="px-2 py-8 text-center text-slate-400">
                    没有符合条件的记录
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}

      <div className="flex items-center justify-end gap-2 text-sm text-slate-600">
        <span>
          共 {data?.total ?? 0} 条{isFetching ? ' · 加载中…' : ''}
        </span>
        <button
          type="button"
          className="rounded border border-slate-300 bg-white px-2 py-1 disabled:opacity-40"
          disabled={page <= 1}
          onClick={() => setPage((p) => p - 1)}
        >
          上一页
        </button>
        <span className="tabular-nums">
          {page} / {pages}
        </span>
        <button
          type="button"
          className="rounded border border-slate-300 bg-white px-2 py-1 disabled:opacity-40"
          disabled={page >= pages}
          onClick={() => setPage((p) => p + 1)}
        >
          下一页
        </button>
      </div>
    </div>
  );
}
