// The withdrawal form's payout account choice: each bound card or Alipay account as a selectable tile.
import type { PayoutAccount } from '../../../contract/calls/pay-withdraw';
import { Icon } from '../../components/icons';

export const accountTitle = (a: Pick<PayoutAccount, 'type' | 'bankName'>) =>
  a.type === 1 ? a.bankName : '支付宝';

export function AccountPicker({
  accounts,
  value,
  onChange,
}: {
  accounts: PayoutAccount[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  return (
    <fieldset aria-label="收款账户" className="grid grid-cols-2 gap-3">
      {accounts.map((a) => {
        const chosen = a.id === value;
        return (
          <button
            key={a.id}
            type="button"
            aria-pressed={chosen}
            data-testid={`withdraw-account-${a.id}`}
            onClick={() => onChange(a.id)}
            className={`flex items-center gap-3 rounded-md border px-4 py-3 text-left transition ${
              chosen
                ? 'border-brand-400 bg-brand-50 ring-2 ring-brand-100'
                : 'border-neutral-200 hover:border-brand-300'
            }`}
          >
            <span
              className={`flex size-9 shrink-0 items-center justify-center rounded-full ${
                a.type === 1 ? 'bg-brand-500 text-white' : 'bg-sky-500 text-white'
              }`}
            >
              <Icon name={a.type === 1 ? 'wallet' : 'phone'} className="size-[18px]" />
            </span>
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold text-neutral-800">
                {accountTitle(a)}
              </span>
              <span className="block font-mono text-xs text-neutral-500">{a.account}</span>
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
