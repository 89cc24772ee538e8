// The result of the order the checkout page returned to: paid (diamonds arrived), still confirming, or closed.
import type { RechargeOrder } from '../../../../contract/calls/pay-recharge';
import { formatFull } from '../../../../contract/format/dates';
import { formatAmount } from '../../../../contract/format/price';
import { SiteLink } from '../../../components/site-link';
import { OrderStatus } from './order-status';
import type { OrderResult } from './use-order-result';

function headline(order: RechargeOrder, waitedOut: boolean) {
  switch (order.status) {
    case 'paid':
      return { title: '充值成功', text: `${formatAmount(order.diamonds)} 球钻已到账` };
    case 'pending':
      return waitedOut
        ? { title: '支付结果确认中', text: '如已支付，系统会自动核对并到账，请稍后查看' }
        : { title: '正在确认支付结果…', text: '请稍候，支付成功后球钻立即到账' };
    case 'cancelled':
      return { title: '订单已取消', text: '本次支付已取消，未产生扣款' };
    case 'expired':
      return { title: '订单已过期', text: '已超过支付时间，请重新下单' };
  }
}

const icons = { paid: '✓', pending: '…', cancelled: '×', expired: '×' } as const;
const iconTone = {
  paid: 'bg-emerald-500',
  pending: 'bg-accent-500',
  cancelled: 'bg-neutral-300',
  expired: 'bg-neutral-300',
} as const;

export function OrderResultCard({ result }: { result: OrderResult }) {
  const { order, error, waitedOut } = result;
  if (error)
    return (
      <section
        role="alert"
        className="rounded-lg bg-white px-7 py-6 text-sm text-neutral-500 shadow-sm"
      >
        {error}
      </section>
    );
  if (!order)
    return (
      <section
        role="status"
        className="rounded-lg bg-white px-7 py-10 text-center text-sm text-neutral-400 shadow-sm"
      >
        正在查询订单…
      </section>
    );
  const { title, text } = headline(order, waitedOut);
  return (
    <section
      data-testid="order-result"
      data-status={order.status}
      className="flex items-center gap-5 rounded-lg bg-white px-7 py-6 shadow-sm"
    >
      <span
        aria-hidden="true"
        className={`flex size-12 shrink-0 items-center justify-center rounded-full text-2xl font-bold text-white ${iconTone[order.status]}`}
      >
        {icons[order.status]}
      </span>
      <div className="min-w-0">
        <p className="flex items-center gap-3">
          <span data-testid="order-result-title" className="text-lg font-semibold text-neutral-900">
            {title}
          </span>
          <OrderStatus status={order.status} testId="order-result-status" />
        </p>
        <p className="mt-1 text-sm text-neutral-500">{text}</p>
        <p className="mt-1.5 text-xs text-neutral-400">
          订单号 <span className="font-mono">{order.orderNo}</span>
          <span className="mx-2">·</span>¥{formatAmount(order.price)}
          <span className="mx-2">·</span>
          {formatFull(order.paidAt ?? order.createdAt)}
        </p>
      </div>
      <SiteLink
        href="/v/pay"
        className="ml-auto h-9 shrink-0 rounded-full bg-brand-500 px-6 text-sm leading-9 font-semibold text-white hover:bg-brand-600"
      >
        {order.status === 'paid' ? '继续充值' : '重新充值'}
      </SiteLink>
    </section>
  );
}
