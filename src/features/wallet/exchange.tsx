// 提现至钱包: 球票 exchanged into 球钻 at the site's rate (trade type 13), no pay password needed — nothing leaves the site.
import { type FormEvent, useMemo, useState } from 'react';
import { formatMinor } from '../../../contract/format/price';
import { amountToUnits } from '../../../contract/wallet-rules';
import { newIdempotencyKey } from '../../api/paid';
import { exchangeToWallet } from '../../api/pay-withdraw';
import { showToast } from '../login/toast';
import { CentreRow, CentreSubmit, FormMessage } from '../user-centre/form-row';
import { TextInput } from './wallet-fields';

/** Diamond units for `ticketUnits` at `rate` 球钻 per 球票, rounded down as the server does. */
export const exchangedUnits = (ticketUnits: number, rate: number) =>
  Math.floor(ticketUnits * rate + 1e-9);

export function Exchange({ ticketUnits, rate }: { ticketUnits: number; rate: number }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const units = /^\d+(\.\d{1,2})?$/.test(amount.trim()) ? amountToUnits(Number(amount)) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one key per amount typed
  const key = useMemo(() => newIdempotencyKey(), [amount]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem =
      units === null
        ? '请输入兑换的球票数，最多 2 位小数'
        : units > ticketUnits
          ? '球票余额不足'
          : null;
    setError(problem);
    if (problem || units === null) return;
    setBusy(true);
    const answer = await exchangeToWallet(key, units / 100);
    setBusy(false);
    if (!answer.success) {
      setError(answer.msg);
      return;
    }
    setAmount('');
    showToast(`已兑换 ${formatMinor(Math.round(answer.data.diamonds * 100))} 球钻`, 'success');
  };

  return (
    <form
      data-testid="exchange-form"
      onSubmit={submit}
      noValidate
      className="max-w-[640px] space-y-1"
    >
      <CentreRow
        label="兑换球票"
        htmlFor="exchange-amount"
        note={`1 球票可兑换 ${rate} 球钻，兑换后可用于送礼和开通贵族`}
      >
        <TextInput
          id="exchange-amount"
          testId="exchange-amount"
          inputMode="decimal"
          placeholder="请输入兑换的球票数"
          maxLength={12}
          value={amount}
          onValue={(v) => setAmount(v.replace(/[^\d.]/g, ''))}
          suffix="球票"
        />
      </CentreRow>
      <CentreRow label="可得球钻">
        <p
          data-testid="exchange-preview"
          className="flex h-11 items-center font-mono text-lg text-brand-600"
        >
          {formatMinor(units === null ? 0 : exchangedUnits(units, rate))}
        </p>
      </CentreRow>
      <div className="sm:pl-[100px]">
        <FormMessage testId="exchange-message" error={error} />
        <div className="mt-2">
          <CentreSubmit testId="exchange-submit" busy={busy}>
            {busy ? '兑换中…' : '提现至钱包'}
          </CentreSubmit>
        </div>
      </div>
    </form>
  );
}
