// /admin/reports: 举报处理 — one queue over room, comment and post reports (content shown as text), claim, then
// 不予处理 / 警告 / 禁言 (1 小时–永久) / 封号 / 删除内容 with a reason; history of handled ones; keys j/k move,
// c claim, d dismiss, w warn, m mute.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  adminReportAct,
  adminReportClaim,
  adminReportList,
  type ModerationReport,
  type ReportAction,
  type ReportKind,
  reportActionLabels,
  reportKindLabels,
  type SanctionDuration,
  sanctionDurationLabels,
  sanctionDurations,
} from '../../../contract/calls/admin-moderation';
import { formatFull } from '../../../contract/format/dates';
import { adminCall } from '../../features/admin/admin-api';
import { useAdminQuery } from '../../features/admin/use-admin-query';

const PAGE_SIZE = 30;
const templates = ['辱骂他人', '广告引流', '低俗色情', '赌博诈骗', '恶意刷屏', '证据不足'];
const field =
  'h-8 rounded border border-slate-300 bg-white px-2 text-sm outline-none focus:border-blue-500';
const tab = (on: boolean) =>
  `h-8 rounded px-3 text-sm ${on ? 'bg-blue-600 text-white' : 'bg-white text-slate-600 ring-1 ring-slate-200'}`;

function Detail({ r, onDone }: { r: ModerationReport; onDone: (msg: string) => void }) {
  const [reason, setReason] = useState('');
  const [duration, setDuration] = useState<SanctionDuration>('1h');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new report starts a new form
  useEffect(() => {
    setReason('');
    setError(null);
  }, [r.ref]);

  const claim = async () => {
    setBusy(true);
    const answer = await adminCall(adminReportClaim, { ref: r.ref });
    setBusy(false);
    if (answer.ok) onDone('已认领，10 分钟内由你处理');
    else setError(answer.msg);
  };
  const act = async (action: ReportAction) => {
    const why = reason.trim() || (action === 'dismiss' ? '经核实未发现违规' : '');
    if (!why) {
      setError('请填写或选择处理原因');
      return;
    }
    setBusy(true);
    const answer = await adminCall(adminReportAct, { ref: r.ref, action, duration, reason: why });
    setBusy(false);
    if (answer.ok) onDone(`已${reportActionLabels[action]}，举报人已收到处理结果`);
    else setError(answer.msg);
  };
  const actions: ReportAction[] = ['dismiss', 'warn', 'mute', 'ban', 'remove'];

  return (
    <div className="space-y-2 text-sm" data-testid="report-detail">
      <h3 className="font-semibold text-slate-800">
        {reportKindLabels[r.kind]}举报 #{r.reportId}
      </h3>
      <p>
        <span className="text-slate-400">被举报人：</span>
        {r.target.nickName} <span className="text-slate-400">UID {r.target.id}</span>
        {r.earlier > 0 && <span className="ml-2 text-red-600">此前已被举报 {r.earlier} 次</span>}
      </p>
      <p>
        <span className="text-slate-400">举报人：</span>
        {r.reporter.nickName} <span className="text-slate-400">UID {r.reporter.id}</span>
      </p>
      <p>
        <span className="text-slate-400">原因：</span>
        {r.reason}
        {r.detail ? `：${r.detail}` : ''}
      </p>
      <div
        className="max-h-40 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 text-slate-700"
        data-testid="report-content"
      >
        {r.content || '（无文字内容）'}
        {r.contentRemoved && <span className="ml-2 text-amber-600">（已删除）</span>}
      </div>
      {r.decision ? (
        <p className="text-slate-600">
          {r.decision.username} 于 {formatFull(r.decision.at)} 处理：
          {reportActionLabels[r.decision.action as ReportAction] ?? r.decision.action}（
          {r.decision.reason}）
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            {r.claim && !r.claim.mine ? (
              <span className="text-amber-600">{r.claim.username} 正在处理</span>
            ) : (
              <button
                type="button"
                disabled={busy || r.claim?.mine}
                onClick={claim}
                data-testid="report-act-claim"
                className="h-8 rounded border border-slate-300 px-3 disabled:opacity-50"
              >
                {r.claim?.mine ? '已认领' : '认领 (c)'}
              </button>
            )}
          </div>
          <div className="flex flex-wrap gap-1">
            {templates.map((t) => (
              <button
                key={t}
                type="button"
                onClick={() => setReason(t)}
                className="rounded bg-slate-100 px-2 py-1 text-xs text-slate-600 hover:bg-slate-200"
              >
                {t}
              </button>
            ))}
          </div>
          <input
            className={`${field} w-full`}
            placeholder="处理原因（必填，不予处理可留空）"
            value={reason}
            maxLength={200}
            onChange={(e) => setReason(e.target.value)}
            aria-label="处理原因"
            data-testid="report-reason"
          />
          <label className="flex items-center gap-2">
            <span className="text-slate-400">禁言/封号时长</span>
            <select
              className={field}
              value={duration}
              onChange={(e) => setDuration(e.target.value as SanctionDuration)}
              aria-label="时长"
              data-testid="report-duration"
            >
              {sanctionDurations.map((d) => (
                <option key={d} value={d}>
                  {sanctionDurationLabels[d]}
                </option>
              ))}
            </select>
          </label>
          <div className="flex flex-wrap gap-2">
            {actions
              .filter((a) => !(a === 'remove' && r.kind === 'room'))
              .map((a) => (
                <button
                  key={a}
                  type="button"
                  disabled={busy}
                  onClick={() => void act(a)}
                  data-testid={`report-act-${a}`}
                  className={`h-8 rounded px-3 text-white disabled:opacity-50 ${
                    a === 'dismiss' ? 'bg-slate-500' : a === 'warn' ? 'bg-amber-500' : 'bg-red-600'
                  }`}
                >
                  {reportActionLabels[a]}
                </button>
              ))}
          </div>
        </>
      )}
      {error && <p className="text-red-600">{error}</p>}
    </div>
  );
}

export function AdminReportsPage() {
  const [status, setStatus] = useState<'open' | 'done'>('open');
  const [kind, setKind] = useState<ReportKind | ''>('');
  const [page, setPage] = useState(1);
  const [current, setCurrent] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const client = useQueryClient();
  const { data, error, isFetching } = useAdminQuery(adminReportList, {
    status,
    ...(kind ? { kind } : {}),
    page,
    pageSize: PAGE_SIZE,
  });
  const list = data?.list ?? [];
  const selected = list[Math.min(current, list.length - 1)];
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (el && ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)) return;
      if (e.key === 'j') setCurrent((c) => Math.min(c + 1, list.length - 1));
      if (e.key === 'k') setCurrent((c) => Math.max(c - 1, 0));
      const key = { c: 'claim', d: 'dismiss', w: 'warn', m: 'mute' }[e.key];
      if (key)
        document.querySelector<HTMLButtonElement>(`[data-testid="report-act-${key}"]`)?.click();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [list.length]);

  const done = (msg: string) => {
    setNotice(msg);
    void client.invalidateQueries({ queryKey: ['admin', adminReportList.path] });
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        {(
          [
            ['open', '待处理'],
            ['done', '已处理'],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            className={tab(status === value)}
            onClick={() => {
              setStatus(value);
              setPage(1);
              setCurrent(0);
            }}
          >
            {label}
          </button>
        ))}
        <select
          className={field}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as ReportKind | '');
            setPage(1);
          }}
          aria-label="举报类型"
        >
          <option value="">全部类型</option>
          {(Object.keys(reportKindLabels) as ReportKind[]).map((k) => (
            <option key={k} value={k}>
              {reportKindLabels[k]}
            </option>
          ))}
        </select>
        <span className="text-xs text-slate-400">
          共 {data?.total ?? 0} 条 · 快捷键 j/k 移动，c 认领，d 不予处理，w 警告，m 禁言
          {isFetching ? ' · 加载中' : ''}
        </span>
      </div>
      {notice && <p className="text-sm text-emerald-700">{notice}</p>}
      {error && <p className="text-sm text-red-600">{error.message}</p>}
      <div className="grid gap-3 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="overflow-x-auto rounded border border-slate-200 bg-white">
          <table className="w-full text-left text-xs" data-testid="report-table">
            <thead className="bg-slate-50 text-slate-500">
              <tr>
                <th className="px-2 py-1.5">类型</th>
                <th className="px-2 py-1.5">内容</th>
                <th className="px-2 py-1.5">被举报人</th>
                <th className="px-2 py-1.5">原因</th>
                <th className="px-2 py-1.5">时间</th>
                <th className="px-2 py-1.5">状态</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r, i) => (
                <tr
                  key={r.ref}
                  onClick={() => setCurrent(i)}
                  className={`cursor-pointer border-t border-slate-100 ${
                    r === selected ? 'bg-blue-50' : 'hover:bg-slate-50'
                  }`}
                >
                  <td className="whitespace-nowrap px-2 py-1.5">{reportKindLabels[r.kind]}</td>
                  <td className="max-w-[16rem] truncate px-2 py-1.5">{r.content}</td>
                  <td className="whitespace-nowrap px-2 py-1.5">
                    {r.target.nickName}
                    {r.earlier > 0 && <span className="ml-1 text-red-600">×{r.earlier + 1}</span>}
                  </td>
                  <td className="whitespace-nowrap px-2 py-1.5">{r.reason}</td>
                  <td className="whitespace-nowrap px-2 py-1.5 tabular-nums">
                    {formatFull(r.createdAt)}
                  </td>
                  <td className="whitespace-nowrap px-2 py-1.5">
                    {r.decision
                      ? (reportActionLabels[r.decision.action as ReportAction] ?? '已处理')
                      : r.claim
                        ? `${r.claim.username} 处理中`
                        : '待处理'}
                  </td>
                </tr>
              ))}
              {list.length === 0 && (
                <tr>
                  <td colSpan={6} className="px-2 py-6 text-center text-slate-400">
                    {status === 'open' ? '没有待处理的举报' : '暂无记录'}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
          <div className="flex items-center justify-end gap-2 border-t border-slate-100 p-2 text-xs">
            <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              上一页
            </button>
            <span>
              {page} / {pages}
            </span>
            <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              下一页
            </button>
          </div>
        </div>
        <div className="rounded border border-slate-200 bg-white p-3">
          {selected ? (
            <Detail r={selected} onDone={done} />
          ) : (
            <p className="text-sm text-slate-400">选择一条举报查看详情</p>
          )}
        </div>
      </div>
    </div>
  );
}
