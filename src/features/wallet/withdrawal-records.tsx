// 提现记录: the user's withdrawals with their status (审核中 / 已到账 / 已驳回), updated when the operator decides.
import {
  recordWithdraw,
  type WithdrawalRecord,
  type WithdrawalStatus,
  withdrawalStatusLabels,
} from '../../../contract/calls/pay-withdraw';
import { formatFull } from '../../../contract/format/dates';
import { formatAmount } from '../../../contract/format/price';
import { callQuery } from '../../lib/query';
import { accountTitle } from './account-picker';
import { type Column, Pagination, RecordTable } from './table';
import { useRecordPage } from './use-records';

const statusClass: Record<WithdrawalStatus, string> = {
  pending: 'bg-amber-50 text-amber-700',
  paid: 'bg-emerald-50 text-emerald-700',
  rejected: 'bg-neutral-100 text-neutral-500',
};

const columns: Column<WithdrawalRecord>[] = [
  {
    label: '申请时间',
    width: '185px',
    cell: (r) => <span className="font-mono">{formatFull(r.createdAt)}</span>,
  },
  {
    label: '收款账户',
    cell: (r) => (
      <span className="block leading-5">
        {accountTitle({ type: r.accountType, bankName: r.bankName })}
        <span className="block font-mono text-xs text-neutral-500">{r.account}</span>
      </span>
    ),
  },
  {
    label: '提现球票',
    align: 'right',
    width: '100px',
    cell: (r) => <span className="font-mono">{formatAmount(r.amount)}</span>,
  },
  {
    label: '手续费',
    align: 'right',
    width: '80px',
    cell: (r) => <span className="font-mono">{formatAmount(r.fee)}</span>,
  },
  {
    label: '到账金额',
    align: 'right',
    width: '100px',
    cell: (r) => (
      <span className="font-mono font-semibold text-neutral-900">¥{formatAmount(r.actual)}</span>
    ),
  },
  {
    label: '状态',
    align: 'center',
    width: '90px',
    cell: (r) => (
      <span
        data-testid="withdrawal-status"
        className={`rounded-full px-2.5 py-0.5 text-xs ${statusClass[r.status]}`}
      >
        {withdrawalStatusLabels[r.status]}
      </span>
    ),
  },
  {
    label: '备注',
    width: '120px',
    cell: (r) => (
      <span title={r.note} className="text-neutral-500">
        {r.note || (r.decidedAt ? `${formatFull(r.decidedAt).slice(5, 16)} 处理` : '—')}
      </span>
    ),
  },
];

export function WithdrawalRecords() {
  const { page, error, pageNum, setPageNum } = useRecordPage(
    (n) => callQuery(recordWithdraw, { pageNum: n }),
    'withdrawals',
  );
  return (
    <div>
      <RecordTable
        columns={columns}
        rows={page?.list ?? null}
        error={error}
        empty="暂无提现记录"
        testId="withdrawals"
      />
      {page && page.total > 0 && (
        <Pagination
          pageNum={pageNum}
          pageSize={page.pageSize}
          total={page.total}
          onPage={setPageNum}
          testId="withdrawals"
        />
      )}
    </div>
  );
}
