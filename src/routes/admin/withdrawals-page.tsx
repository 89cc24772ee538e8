// /admin/withdrawals: 提现审核 (withdrawals.decide) — the pending queue with risk hints from the user's real data,
// claim, approve (pays out) and reject with a reason (tickets back), and the history with filters; j/k/a/r/c keys.
import { type FormEvent, useState } from 'react';
import {
  type WithdrawalReviewItem,
  withdrawalReasonTemplates,
  withdrawalReviewCalls,
} from '../../../contract/calls/admin-review';
import { PAYOUT_ACCOUNT_TYPE } from '../../../contract/calls/pay-withdraw';
import { formatFull } from '../../../contract/format/dates';
import { type Column, DeskLayout, Fact } from '../../features/admin/desk-layout';
import { useReviewDesk } from '../../features/admin/use-review-desk';

const states: [string, string][] = [
  ['pending', '待审核'],
  ['paid', '已打款'],
  ['rejected', '已驳回'],
];
const statusLabel: Record<string, string> = {
  pending: '待审核',
  paid: '已打款',
  rejected: '已驳回',
};
const field =
  'h-8 rounded border border-slate-300 bg-white px-2 text-sm outline-none focus:border-blue-500';
const emptyFilters = { userId: '', from: '', to: '' };

const money = (n: number) => n.toLocaleString('zh-CN', { minimumFractionDigits: 2 });
const accountOf = (w: WithdrawalReviewItem) =>
  `${w.accountType === PAYOUT_ACCOUNT_TYPE.bank ? w.bankName || '银行卡' : '支付宝'} ${w.account}`;

function Risks({ w }: { w: WithdrawalReviewItem }) {
  if (w.risks.length === 0) return <span className="text-slate-300">无</span>;
  return (
    <span className="flex flex-wrap gap-1" data-testid="risk-hints">
      {w.risks.map((r) => (
        <span
          key={r.kind}
          data-risk={r.kind}
          className="rounded bg-amber-100 px-1 py-px text-[11px] whitespace-nowrap text-amber-800"
        >
          {r.text}
        </span>
      ))}
    </span>
  );
}

const columns: Column<WithdrawalReviewItem>[] = [
  {
    head: '用户',
    cell: (w) => (
      <span>
        {w.nickName} <span className="text-slate-400">UID {w.userId}</span>
      </span>
    ),
  },
  { head: '金额', cell: (w) => money(w.amount), className: 'tabular-nums text-right' },
  { head: '实到', cell: (w) => money(w.actual), className: 'tabular-nums text-right' },
  { head: '收款账户', cell: accountOf, className: 'whitespace-nowrap' },
  { head: '风险提示', cell: (w) => <Risks w={w} /> },
  {
    head: '申请时间',
    cell: (w) => formatFull(w.createdAt),
    className: 'whitespace-nowrap tabular-nums',
  },
];

function Detail({ w }: { w: WithdrawalReviewItem }) {
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-slate-800">
        提现 #{w.id} · {statusLabel[w.status]}
      </h3>
      <Fact label="用户">
        {w.nickName}（UID {w.userId}）· 注册于 {formatFull(w.registeredAt)}
      </Fact>
      <Fact label="提现金额">{money(w.amount)} 球票</Fact>
      <Fact label="手续费">{money(w.fee)}</Fact>
      <Fact label="实际到账">
        <b>{money(w.actual)} 元</b>
      </Fact>
      <Fact label="收款账户">{accountOf(w)}</Fact>
      <Fact label="申请时间">{formatFull(w.createdAt)}</Fact>
      <Fact label="风险提示">
        <Risks w={w} />
      </Fact>
      {w.status !== 'pending' && (
        <Fact label="处理">
          {statusLabel[w.status]}
          {w.note ? `：${w.note}` : ''}
          {w.decidedAt ? ` · ${formatFull(w.decidedAt)}` : ''}
        </Fact>
      )}
    </div>
  );
}

export function AdminWithdrawalsPage() {
  const [draft, setDraft] = useState(emptyFilters);
  const [filters, setFilters] = useState(emptyFilters);
  const desk = useReviewDesk<WithdrawalReviewItem>(
    {
      list: withdrawalReviewCalls.list,
      claim: withdrawalReviewCalls.claim,
      approve: withdrawalReviewCalls.approve,
      reject: withdrawalReviewCalls.reject,
    },
    'pending',
    { approved: '已通过并打款', rejected: '已驳回，球票已退回' },
    filters,
  );
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
    desk.setPage(1);
  };
  const set = (key: keyof typeof emptyFilters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  return (
    <div className="space-y-3">
      <form onSubmit={apply} className="flex flex-wrap items-end gap-2 text-sm">
        <input
          className={`${field} w-28`}
          placeholder="用户ID"
          inputMode="numeric"
          value={draft.userId}
          onChange={set('userId')}
          aria-label="用户ID"
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
          筛选
        </button>
      </form>
      <DeskLayout
        desk={desk}
        states={states}
        columns={columns}
        detail={(w) => <Detail w={w} />}
        templates={withdrawalReasonTemplates}
        approveLabel="通过并打款"
        rejectLabel="驳回"
        testId="withdrawal-desk"
      />
    </div>
  );
}
