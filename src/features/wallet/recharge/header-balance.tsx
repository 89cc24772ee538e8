// The user menu's 球钻 and 球票 line: the balances as they change (balance.change pushes), linking to 充值.
import { formatAmount } from '../../../../contract/format/price';
import { SiteLink } from '../../../components/site-link';
import { useLiveBalances } from './live-balance';

export function HeaderBalance() {
  const balances = useLiveBalances();
  return (
    <SiteLink
      href="/v/pay"
      data-testid="header-balance-link"
      className="flex items-center gap-2 border-b border-neutral-100 px-4 py-2.5 text-sm hover:bg-brand-50"
    >
      <span className="text-neutral-500">球钻</span>
      <span data-testid="header-balance" className="font-mono font-semibold text-neutral-900">
        {balances ? formatAmount(balances.balance) : '--'}
      </span>
      <span className="text-neutral-500">球票</span>
      <span data-testid="header-ticket" className="font-mono font-semibold text-neutral-900">
        {balances ? formatAmount(balances.ticket) : '--'}
      </span>
      <span className="ml-auto text-xs text-brand-500">充值 ›</span>
    </SiteLink>
  );
}
