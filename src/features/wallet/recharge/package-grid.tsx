// The packages to choose from, and the custom amount as the grid's last cell.
import type { RechargePackageInfo } from '../../../../contract/calls/pay-recharge';
import { formatAmount } from '../../../../contract/format/price';
import type { CustomLimits, RechargeChoice } from './recharge-rules';

const cellClass = (selected: boolean) =>
  `relative flex h-[92px] flex-col items-center justify-center rounded-lg border text-center transition ${
    selected
      ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-500'
      : 'border-neutral-200 bg-white hover:border-brand-300'
  }`;

function PackageCell({
  pkg,
  selected,
  onPick,
}: {
  pkg: RechargePackageInfo;
  selected: boolean;
  onPick: () => void;
}) {
  return (
    <button
      type="button"
      data-testid={`pay-package-${pkg.id}`}
      aria-pressed={selected}
      onClick={onPick}
      className={cellClass(selected)}
    >
      {pkg.bonus > 0 && (
        <span className="absolute -top-2 right-2 rounded-full bg-accent-500 px-2 py-0.5 text-[11px] text-white">
          送 {formatAmount(pkg.bonus, 0)}
        </span>
      )}
      <span className="font-mono text-xl font-bold text-neutral-900">
        {formatAmount(pkg.diamonds, 0)}
        <span className="ml-1 text-xs font-normal text-neutral-500">球钻</span>
      </span>
      <span className="mt-1 text-sm text-neutral-500">¥{formatAmount(pkg.price)}</span>
    </button>
  );
}

function CustomCell({
  value,
  selected,
  limits,
  onChange,
}: {
  value: string;
  selected: boolean;
  limits: CustomLimits;
  onChange: (text: string) => void;
}) {
  return (
    <label className={`${cellClass(selected)} cursor-text px-4`}>
      <span className="text-xs text-neutral-500">自定义金额</span>
      <span className="mt-1.5 flex items-center gap-1 border-b border-neutral-300 pb-0.5 focus-within:border-brand-500">
        <span className="text-sm text-neutral-500">¥</span>
        <input
          data-testid="pay-custom-amount"
          inputMode="numeric"
          maxLength={6}
          value={value}
          placeholder={`${limits.min}-${limits.max}`}
          onFocus={() => onChange(value)}
          onChange={(e) => onChange(e.target.value.replace(/[^\d]/g, ''))}
          className="w-28 bg-transparent text-center font-mono text-lg font-bold text-neutral-900 outline-none placeholder:text-sm placeholder:font-normal placeholder:text-neutral-300"
        />
      </span>
    </label>
  );
}

export function PackageGrid({
  packages,
  limits,
  choice,
  customText,
  onChoose,
}: {
  packages: readonly RechargePackageInfo[];
  limits: CustomLimits;
  choice: RechargeChoice | null;
  customText: string;
  onChoose: (choice: RechargeChoice) => void;
}) {
  return (
    <div data-testid="pay-packages" className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
      {packages.map((pkg) => (
        <PackageCell
          key={pkg.id}
          pkg={pkg}
          selected={choice?.kind === 'package' && choice.id === pkg.id}
          onPick={() => onChoose({ kind: 'package', id: pkg.id })}
        />
      ))}
      <CustomCell
        value={customText}
        limits={limits}
        selected={choice?.kind === 'custom'}
        onChange={(text) => onChoose({ kind: 'custom', text })}
      />
    </div>
  );
}
