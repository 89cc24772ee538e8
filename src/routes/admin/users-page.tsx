// /admin/users: 用户管理 — look up by phone (exact), nick name (partial) or id; the user's card (profile, roles,
// IP属地, balances, sessions, sanctions), the ledger read-only and paged; mute/ban and lift (users.sanction);
// manual top-up (交易类型 14) and deduction (8) with a reason, idempotent, for finance (money.adjust).
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  adminUserCard,
  adminUserLedger,
  adminUserLift,
  adminUserMoney,
  adminUserRevokeSessions,
  adminUserSanction,
  adminUserSearch,
  type SanctionDuration,
  sanctionDurationLabels,
  sanctionDurations,
} from '../../../contract/calls/admin-moderation';
import { formatFull } from '../../../contract/format/dates';
import { adminCall } from '../../features/admin/admin-api';
import { useAdminMe } from '../../features/admin/admin-session';
import { useAdminQuery } from '../../features/admin/use-admin-query';

const field =
  'h-8 rounded border border-slate-300 bg-white px-2 text-sm outline-none focus:border-blue-500';
const box = 'rounded border border-slate-200 bg-white p-3 text-sm';
const LEDGER_PAGE = 20;
const newKey = () => `adm-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

function Ledger({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const { data } = useAdminQuery(adminUserLedger, { id: userId, page, pageSize: LEDGER_PAGE });
  const pages = data ? Math.max(1, Math.ceil(data.total / LEDGER_PAGE)) : 1;
  return (
    <div className={box}>
      <h3 className="mb-2 font-semibold text-slate-800">账单（只读）</h3>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-xs" data-testid="user-ledger">
          <thead className="text-slate-500">
            <tr>
              <th className="py-1">时间</th>
              <th className="py-1">类型</th>
              <th className="py-1">币种</th>
              <th className="py-1 text-right">金额</th>
            </tr>
          </thead>
          <tbody>
            {data?.list.map((e) => (
              <tr key={e.entryId} className="border-t border-slate-100">
                <td className="whitespace-nowrap py-1 tabular-nums">{formatFull(e.at)}</td>
                <td className="py-1">{e.tradeTypeLabel || `类型 ${e.tradeType}`}</td>
                <td className="py-1">{e.currency === 'diamond' ? '球钻' : '球票'}</td>
                <td
                  className={`py-1 text-right tabular-nums ${e.amount < 0 ? 'text-red-600' : 'text-emerald-700'}`}
                >
                  {e.amount > 0 ? '+' : ''}
                  {e.amount.toFixed(2)}
                </td>
              </tr>
            ))}
            {data?.list.length === 0 && (
              <tr>
                <td colSpan={4} className="py-4 text-center text-slate-400">
                  暂无账单
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className="mt-2 flex justify-end gap-2 text-xs">
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
  );
}

function Money({ userId, onDone }: { userId: number; onDone: (msg: string) => void }) {
  const [direction, setDirection] = useState<'topup' | 'deduct'>('topup');
  const [currency, setCurrency] = useState<'diamond' | 'ticket'>('diamond');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  // One key per intended movement: a double click or a retry moves the money once.
  const [key, setKey] = useState(newKey);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = Number(amount);
    if (!(value > 0) || !reason.trim()) {
      setError('请填写金额和原因');
      return;
    }
    const answer = await adminCall(adminUserMoney, {
      id: userId,
      direction,
      currency,
      amount: value,
      reason: reason.trim(),
      idempotencyKey: key,
    });
    if (!answer.ok) {
      setError(answer.msg);
      return;
    }
    setError(null);
    setAmount('');
    setReason('');
    setKey(newKey());
    onDone(`${direction === 'topup' ? '人工充值' : '系统扣除'}成功`);
  };
  return (
    <form onSubmit={submit} className={`${box} space-y-2`}>
      <h3 className="font-semibold text-slate-800">手动加减款</h3>
      <div className="flex flex-wrap gap-2">
        <select
          className={field}
          value={direction}
          onChange={(e) => setDirection(e.target.value as 'topup' | 'deduct')}
          aria-label="方向"
        >
          <option value="topup">人工充值（类型 14）</option>
          <option value="deduct">系统扣除（类型 8）</option>
        </select>
        <select
          className={field}
          value={currency}
          onChange={(e) => setCurrency(e.target.value as 'diamond' | 'ticket')}
          aria-label="币种"
        >
          <option value="diamond">球钻</option>
          <option value="ticket">球票</option>
        </select>
        <input
          className={`${field} w-28`}
          inputMode="decimal"
          placeholder="金额"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-label="金额"
        />
      </div>
      <input
        className={`${field} w-full`}
        placeholder="原因（必填）"
        maxLength={200}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-label="加减款原因"
      />
      <button type="submit" className="h-8 rounded bg-blue-600 px-3 text-white">
        确认
      </button>
      {error && <p className="text-red-600">{error}</p>}
    </form>
  );
}

function Card({ userId }: { userId: number }) {
  const me = useAdminMe();
  const can = me.data?.permissions ?? [];
  const client = useQueryClient();
  const { data: u, error } = useAdminQuery(adminUserCard, { id: userId });
  const [notice, setNotice] = useState<string | null>(null);
  const [kind, setKind] = useState<'mute' | 'ban'>('mute');
  const [duration, setDuration] = useState<SanctionDuration>('1d');
  const [reason, setReason] = useState('');
  const refresh = (msg: string) => {
    setNotice(msg);
    void client.invalidateQueries({ queryKey: ['admin'] });
  };
  const run = async (p: Promise<{ ok: boolean; msg?: string }>, msg: string) => {
    const answer = await p;
    refresh(answer.ok ? msg : (answer.msg ?? '操作失败'));
  };
  if (error) return <p className="text-sm text-red-600">{error.message}</p>;
  if (!u) return null;
  const why = reason.trim();
  return (
    <div className="space-y-3" data-testid="user-card">
      {notice && <p className="text-sm text-emerald-700">{notice}</p>}
      <div className={`${box} grid gap-1 sm:grid-cols-2`}>
        <p className="font-semibold text-slate-800 sm:col-span-2">
          {u.nickName} <span className="font-normal text-slate-400">UID {u.id}</span>
          {u.deleted && <span className="ml-2 text-amber-600">已注销</span>}
        </p>
        <p>手机号：{u.phone}</p>
        <p>等级：Lv.{u.level}</p>
        <p>身份：{u.roles.join('、')}</p>
        <p>IP属地：{u.ipRegion ?? '未知'}</p>
        <p>注册：{formatFull(u.createdAt)}</p>
        <p>最近登录：{u.lastLoginAt ? formatFull(u.lastLoginAt) : '—'}</p>
        <p>
          余额：球钻 {u.balances.diamond.toFixed(2)} · 球票 {u.balances.ticket.toFixed(2)}
        </p>
      </div>
      <div className={box}>
        <h3 className="mb-2 font-semibold text-slate-800">处罚</h3>
        <ul className="mb-2 space-y-1 text-xs">
          {u.sanctions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-2">
              <span className={s.active ? 'text-red-600' : 'text-slate-400'}>
                {s.kind === 'ban' ? '封号' : '禁言'}
                {s.active ? '（生效中）' : s.liftedAt ? '（已解除）' : '（已到期）'}
              </span>
              <span>至 {s.until ? formatFull(s.until) : '永久'}</span>
              <span className="text-slate-500">
                {s.reason} · {s.by}
              </span>
              {s.active && can.includes('users.sanction') && (
                <button
                  type="button"
                  className="text-blue-600"
                  onClick={() =>
                    void run(
                      adminCall(adminUserLift, {
                        id: u.id,
                        sanctionId: s.id,
                        reason: why || '提前解除',
                      }),
                      '已解除',
                    )
                  }
                >
                  解除
                </button>
              )}
            </li>
          ))}
          {u.sanctions.length === 0 && <li className="text-slate-400">无处罚记录</li>}
        </ul>
        {can.includes('users.sanction') && (
          <div className="flex flex-wrap gap-2">
            <select
              className={field}
              value={kind}
              onChange={(e) => setKind(e.target.value as 'mute' | 'ban')}
              aria-label="处罚"
            >
              <option value="mute">全站禁言</option>
              <option value="ban">封号</option>
            </select>
            <select
              className={field}
              value={duration}
              onChange={(e) => setDuration(e.target.value as SanctionDuration)}
              aria-label="处罚时长"
            >
              {sanctionDurations.map((d) => (
                <option key={d} value={d}>
                  {sanctionDurationLabels[d]}
                </option>
              ))}
            </select>
            <input
              className={`${field} min-w-0 flex-1`}
              placeholder="原因（必填）"
              value={reason}
              maxLength={200}
              onChange={(e) => setReason(e.target.value)}
              aria-label="处罚原因"
            />
            <button
              type="button"
              disabled={!why}
              className="h-8 rounded bg-red-600 px-3 text-white disabled:opacity-50"
              onClick={() =>
                void run(
                  adminCall(adminUserSanction, { id: u.id, kind, duration, reason: why }),
                  kind === 'ban' ? '已封号，登录会话已全部下线' : '已全站禁言',
                )
              }
            >
              确定
            </button>
          </div>
        )}
      </div>
      <div className={box}>
        <h3 className="mb-2 font-semibold text-slate-800">登录会话（{u.sessions.length}）</h3>
        <ul className="space-y-1 text-xs">
          {u.sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap gap-2">
              <span className="tabular-nums">{formatFull(s.createdAt)} 登录</span>
              <span className="text-slate-400">{s.persistent ? '自动登录' : '本次会话'}</span>
              {can.includes('users.sanction') && (
                <button
                  type="button"
                  className="text-blue-600"
                  onClick={() =>
                    void run(
                      adminCall(adminUserRevokeSessions, {
                        id: u.id,
                        sessionId: s.id,
                        reason: why || '运营下线',
                      }),
                      '已下线',
                    )
                  }
                >
                  下线
                </button>
              )}
            </li>
          ))}
        </ul>
        {can.includes('users.sanction') && u.sessions.length > 0 && (
          <button
            type="button"
            className="mt-2 h-8 rounded border border-slate-300 px-3 text-xs"
            onClick={() =>
              void run(
                adminCall(adminUserRevokeSessions, { id: u.id, reason: why || '运营下线' }),
                '已全部下线',
              )
            }
          >
            全部下线
          </button>
        )}
      </div>
      {can.includes('money.adjust') && <Money userId={u.id} onDone={refresh} />}
      <Ledger userId={u.id} />
    </div>
  );
}

function Results({
  by,
  q,
  picked,
  onPick,
}: {
  by: 'phone' | 'nick' | 'id';
  q: string;
  picked: number | null;
  onPick: (id: number) => void;
}) {
  const search = useAdminQuery(adminUserSearch, { by, q });
  const list = search.data?.list ?? [];
  return (
    <div className={box}>
      {list.length === 0 ? (
        <p className="text-slate-400">{search.isFetching ? '查找中…' : '没有找到用户'}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="user-results">
          {list.map((u) => (
            <li key={u.id}>
              <button
                type="button"
                onClick={() => onPick(u.id)}
                className={`flex w-full flex-wrap gap-x-3 px-1 py-1.5 text-left ${picked === u.id ? 'bg-blue-50' : 'hover:bg-slate-50'}`}
              >
                <span className="font-medium">{u.nickName}</span>
                <span className="text-slate-400">UID {u.id}</span>
                <span className="text-slate-500">{u.phone}</span>
                <span className="text-slate-400">Lv.{u.level}</span>
                {u.deleted && <span className="text-amber-600">已注销</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function AdminUsersPage() {
  const [by, setBy] = useState<'phone' | 'nick' | 'id'>('nick');
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<number | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQ(draft.trim());
    setPicked(null);
  };
  return (
    <div className="space-y-3">
      <form onSubmit={submit} className={`${box} flex flex-wrap items-center gap-2`}>
        <select
          className={field}
          value={by}
          onChange={(e) => setBy(e.target.value as 'phone' | 'nick' | 'id')}
          aria-label="查找方式"
        >
          <option value="nick">昵称</option>
          <option value="phone">手机号</option>
          <option value="id">用户ID</option>
        </select>
        <input
          className={`${field} min-w-0 flex-1 sm:max-w-xs`}
          value={draft}
          maxLength={32}
          placeholder={by === 'phone' ? '完整手机号' : by === 'id' ? '用户ID' : '昵称（部分即可）'}
          onChange={(e) => setDraft(e.target.value)}
          aria-label="查找用户"
          data-testid="user-search"
        />
        <button type="submit" className="h-8 rounded bg-blue-600 px-3 text-white">
          查找
        </button>
      </form>
      {q && <Results by={by} q={q} picked={picked} onPick={setPicked} />}
      {picked !== null && <Card userId={picked} />}
    </div>
  );
}
