// 充值订单: the user's recharge orders, newest first, page by page.
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import {
  payRechargeOrders,
  RECHARGE_ORDERS_PAGE_SIZE,
} from '../../../../contract/calls/pay-recharge';
import { formatFull } from '../../../../contract/format/dates';
import { formatAmount } from '../../../../contract/format/price';
import { callQuery } from '../../../lib/query';
import { useCallResult } from '../../../lib/use-call-result';
import { CentreCard, LoadState } from '../../user-centre/centre-frame';
import { OrderStatus } from './order-status';

const COLUMNS = 'grid grid-cols-[1.6fr_0.9fr_1fr_0.8fr_1.3fr_1.3fr] items-center gap-x-3';
const titles = ['订单号', '支付金额', '到账球钻', '状态', '下单时间', '到账时间'];

function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (n: number) => void;
}) {
  if (pages <= 1) return null;
  const button =
    'h-8 rounded-full border border-neutral-200 px-4 text-sm text-neutral-600 hover:border-brand-300 hover:text-brand-600 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav
      aria-label="分页"
      className="mt-5 flex items-center justify-center gap-4 text-sm text-neutral-500"
    >
      <button
        type="button"
        className={button}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        上一页
      </button>
      <span data-testid="orders-page">
        第 {page} / {pages} 页
      </span>
      <button
        type="button"
        data-testid="orders-next"
        className={button}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        下一页
      </button>
    </nav>
  );
}

/** The order result above invalidates the list as the order it shows settles (use-order-result.ts). */
export function OrderTable() {
  const [page, setPage] = useState(1);
  // The page on screen stays until the next one arrives.
  const { data, error, reload } = useCallResult({
    ...callQuery(payRechargeOrders, { pageNum: page }),
    placeholderData: keepPreviousData,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / RECHARGE_ORDERS_PAGE_SIZE)) : 1;

  return (
    <CentreCard title="充值订单" note="最近的充值记录" testId="orders-card">
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : data.list.length === 0 ? (
        <p data-testid="orders-empty" className="py-16 text-center text-sm text-neutral-400">
          暂无充值订单
        </p>
      ) : (
        <>
          {/* A phone scrolls the six columns inside the card, never the page. */}
          <div className="overflow-x-auto">
            <div className="min-w-[640px] lg:min-w-0">
              <div
                className={`${COLUMNS} rounded bg-neutral-50 px-4 py-2 text-xs text-neutral-500`}
              >
                {titles.map((t) => (
                  <span key={t}>{t}</span>
                ))}
              </div>
              <ul data-testid="orders-list">
                {data.list.map((order) => (
                  <li
                    key={order.orderNo}
                    data-testid="order-row"
                    data-order-no={order.orderNo}
                    className={`${COLUMNS} border-b border-neutral-100 px-4 py-3 text-sm text-neutral-700`}
                  >
                    <span className="truncate font-mono text-xs">{order.orderNo}</span>
                    <span className="font-mono">¥{formatAmount(order.price)}</span>
                    <span className="font-mono">{formatAmount(order.diamonds)}</span>
                    <span>
                      <OrderStatus status={order.status} testId="order-row-status" />
                    </span>
                    <span className="font-mono text-xs text-neutral-500">
                      {formatFull(order.createdAt)}
                    </span>
                    <span className="font-mono text-xs text-neutral-500">
                      {order.paidAt ? formatFull(order.paidAt) : '--'}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <Pager page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </CentreCard>
  );
}
