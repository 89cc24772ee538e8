// /v/order (充值订单): the result of the order just paid on the checkout page (?orderNo=), and every order.
import { useSearch } from '@tanstack/react-router';
import { UserCentreFrame } from '../../features/user-centre/centre-frame';
import { BalanceCard } from '../../features/wallet/recharge/balance-card';
import { OrderResultCard } from '../../features/wallet/recharge/order-result';
import { OrderTable } from '../../features/wallet/recharge/order-table';
import { useOrderResult } from '../../features/wallet/recharge/use-order-result';

/** The order named in the address, when it names one. */
const orderNoOf = (search: Record<string, unknown>) => {
  const value = search.orderNo;
  return typeof value === 'string' && /^[A-Za-z0-9]{1,40}$/.test(value) ? value : null;
};

export function OrderPage() {
  const orderNo = orderNoOf(useSearch({ strict: false }) as Record<string, unknown>);
  const result = useOrderResult(orderNo);
  return (
    <UserCentreFrame active="wallet" testId="order-page">
      {orderNo ? <OrderResultCard result={result} /> : <BalanceCard />}
      <OrderTable />
    </UserCentreFrame>
  );
}
