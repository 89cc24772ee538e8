// An order's status as a small coloured label: 待支付, 已支付, 已取消, 已过期.
import {
  type RechargeOrderStatus,
  rechargeOrderStatuses,
} from '../../../../contract/calls/pay-recharge';
import { orderStatusTone } from './recharge-rules';

export function OrderStatus({ status, testId }: { status: RechargeOrderStatus; testId?: string }) {
  return (
    <span
      data-testid={testId}
      data-status={status}
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium ${orderStatusTone[status]}`}
    >
      {rechargeOrderStatuses[status]}
    </span>
  );
}
