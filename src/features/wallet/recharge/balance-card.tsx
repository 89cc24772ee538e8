// The pay page's balance strip: 球钻 and 球票 as they change, with the way to the order list.
import { formatAmount } from '../../../../contract/format/price';
import { SiteLink } from '../../../components/site-link';
import { useLiveBalances } from './live-balance';

function Amount({ label, value, testId }: { label: string; value: number | null; testId: string }) {
  return (
    <div>
      <p className="text-xs text-neutral-400">{label}</p>
      <p data-testid={testId} className="mt-1 font-mono text-2xl font-bold text-neutral-900">
        {value === null ? '--' : formatAmount(value)}
      </p>
    </div>
  );
}

export function BalanceCard() {
  const balances = useLiveBalances();
  return (
    <section className="flex flex-wrap items-center gap-x-12 gap-y-3 rounded-lg bg-white px-4 py-4 shadow-sm sm:flex-nowrap sm:px-7 sm:py-5">
      <Amount label="球钻余额" value={balances?.balance ?? null} testId="pay-balance" />
      <Amount label="球票余额" value={balances?.ticket ?? null} testId="pay-ticket" />
      <p className="text-xs leading-5 text-neutral-400 max-sm:order-last max-sm:basis-full">
        1 元 = 1 球钻，可用于送礼物、开通贵族、购买方案等
      </p>
      <SiteLink
        href="/v/order"
        data-testid="pay-orders-link"
        className="ml-auto h-8 shrink-0 rounded-full border border-brand-300 px-5 text-sm leading-8 whitespace-nowrap text-brand-600 hover:bg-brand-50"
      >
        充值订单
      </SiteLink>
    </section>
  );
}
