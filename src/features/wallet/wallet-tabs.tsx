// The wallet's tab row: 提现, the three record lists, the two kinds of payout account, 支付密码.
import { type WalletTab, walletTabs } from './wallet-rules';

export function WalletTabs({ tab, onChange }: { tab: WalletTab; onChange(tab: WalletTab): void }) {
  return (
    <div
      role="tablist"
      aria-label="钱包"
      className="flex items-center gap-1 overflow-x-auto border-b border-neutral-100 px-3 py-2 sm:px-5 sm:py-3"
    >
      {walletTabs.map(({ key, label }) => {
        const active = key === tab;
        return (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={active}
            data-testid={`wallet-tab-${key}`}
            onClick={() => onChange(key)}
            className={`min-h-11 shrink-0 rounded px-4 py-1.5 text-sm whitespace-nowrap transition sm:min-h-0 ${
              active
                ? 'bg-brand-500 font-semibold text-white'
                : 'text-neutral-700 hover:bg-neutral-100'
            }`}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
