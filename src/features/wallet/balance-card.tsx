// The wallet's head card: 球钻 and 球票 as pushed live, with 充值 (→ /v/pay) and 提现 (the withdraw tab).
import type { Balances } from '../../../contract/calls/pay';
import { formatAmount } from '../../../contract/format/price';
import { Icon } from '../../components/icons';
import { SiteLink } from '../../components/site-link';

function Figure({
  label,
  value,
  testId,
  hint,
}: {
  label: string;
  value: number | null;
  testId: string;
  hint: string;
}) {
  return (
    <div className="flex-1 px-4 py-4 sm:px-8 sm:py-6">
      <p className="text-sm text-white/70">{label}</p>
      <p
        data-testid={testId}
        className="mt-1 font-mono text-[22px] font-bold sm:text-[28px] tabular-nums text-white"
      >
        {value === null ? '--' : formatAmount(value)}
      </p>
      <p className="mt-1 text-xs text-white/50">{hint}</p>
    </div>
  );
}

export function BalanceCard({
  balances,
  onWithdraw,
}: {
  balances: Balances | null;
  onWithdraw: () => void;
}) {
  return (
    <section
      data-testid="wallet-balances"
      className="relative overflow-hidden rounded-lg bg-gradient-to-br from-header via-header-light to-brand-900 shadow-sm"
    >
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-10 size-56 rounded-full border-[28px] border-white/5"
      />
      <div className="relative flex flex-wrap items-center">
        <Figure
          label="球钻"
          value={balances?.balance ?? null}
          testId="wallet-diamonds"
          hint="用于送礼、开通贵族、购买方案"
        />
        <span className="h-16 w-px bg-white/15" />
        <Figure
          label="球票"
          value={balances?.ticket ?? null}
          testId="wallet-tickets"
          hint="礼物收益所得，可提现"
        />
        <div className="flex w-full shrink-0 gap-3 px-4 pb-4 sm:w-auto sm:flex-col sm:px-8 sm:pb-0">
          <SiteLink
            href="/v/pay"
            data-testid="wallet-recharge"
            className="flex h-11 flex-1 items-center justify-center gap-1.5 rounded-full bg-brand-500 sm:h-10 sm:w-32 sm:flex-none text-[15px] font-semibold text-white shadow-sm transition hover:bg-brand-600"
          >
            <Icon name="wallet" className="size-4" />
            充值
          </SiteLink>
          <button
            type="button"
            data-testid="wallet-withdraw"
            onClick={onWithdraw}
            className="h-11 flex-1 rounded-full border border-white/40 sm:h-10 sm:w-32 sm:flex-none text-[15px] font-semibold text-white transition hover:bg-white/10"
          >
            提现
          </button>
        </div>
      </div>
    </section>
  );
}
