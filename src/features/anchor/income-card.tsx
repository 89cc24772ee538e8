// The anchor's income at a glance: 球票 balance, today's and this month's gift income; re-read when a gift lands.
import { useCallback, useEffect, useState } from 'react';
import type { CallData } from '../../../contract/call';
import type { userCoin } from '../../../contract/calls/anchor';
import { formatAmount } from '../../../contract/format/price';
import { getCoin } from '../../api/anchor';
import { SiteLink } from '../../components/site-link';
import { CentreCard } from '../user-centre/centre-frame';

type Coin = CallData<typeof userCoin>;

export function useCoin() {
  const [coin, setCoin] = useState<Coin | null>(null);
  const reload = useCallback(() => {
    void getCoin().then((a) => a.success && setCoin(a.data));
  }, []);
  useEffect(reload, [reload]);
  return { coin, reload };
}

function Figure({ label, value, testId }: { label: string; value: number | null; testId: string }) {
  return (
    <div className="flex-1 py-2 text-center">
      <p data-testid={testId} className="font-mono text-2xl font-bold text-neutral-900">
        {value === null ? '--' : formatAmount(value)}
      </p>
      <p className="mt-1 text-xs text-neutral-400">{label}</p>
    </div>
  );
}

export function IncomeCard({ coin }: { coin: Coin | null }) {
  return (
    <CentreCard
      title="收入"
      note="礼物收入以球票计"
      testId="income-card"
      extra={
        <SiteLink href="/v/wallet" className="text-xs text-brand-500 hover:underline">
          去提现
        </SiteLink>
      }
    >
      <div className="flex divide-x divide-neutral-100">
        <Figure label="今日收入" value={coin?.todayIncome ?? null} testId="income-today" />
        <Figure label="本月收入" value={coin?.monthIncome ?? null} testId="income-month" />
        <Figure label="球票余额" value={coin?.ticket ?? null} testId="income-ticket" />
      </div>
    </CentreCard>
  );
}
