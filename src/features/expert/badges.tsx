// The small marks of 有料: a plan's result (红/黑/走/作废), an expert's 近10中N and N连红, 不中退 and 免费.
import type { PlanResult } from '../../../contract/calls/expert';
import { last10Text, resultLabels, resultTone } from './labels';

export function ResultBadge({ result, large = false }: { result: PlanResult; large?: boolean }) {
  return (
    <span
      data-testid="plan-result"
      data-result={result}
      className={`inline-flex shrink-0 items-center justify-center rounded font-bold ${resultTone[result]} ${
        large ? 'h-9 min-w-9 px-2 text-lg' : 'h-5 min-w-5 px-1 text-xs'
      }`}
    >
      {resultLabels[result]}
    </span>
  );
}

/** 近10中7 in red when the expert hit at least half, grey otherwise; nothing before any settled plan. */
export function Last10Badge({ last10 }: { last10: { red: number; total: number } }) {
  if (last10.total === 0) return null;
  const hot = last10.red * 2 >= last10.total;
  return (
    <span
      data-testid="expert-last10"
      className={`inline-flex h-[18px] shrink-0 items-center rounded px-1.5 text-[11px] font-semibold ${
        hot
          ? 'bg-brand-50 text-brand-600 ring-1 ring-inset ring-brand-200'
          : 'bg-neutral-100 text-neutral-500'
      }`}
    >
      {last10Text(last10)}
    </span>
  );
}

/** 5连红 on an orange ribbon; from 2 up (one red is not a streak). */
export function StreakBadge({ streak }: { streak: number }) {
  if (streak < 2) return null;
  return (
    <span
      data-testid="expert-streak"
      className="inline-flex h-[18px] shrink-0 items-center rounded bg-gradient-to-r from-accent-500 to-brand-500 px-1.5 text-[11px] font-semibold text-white"
    >
      {streak}连红
    </span>
  );
}

export function RefundTag() {
  return (
    <span
      data-testid="plan-refund-tag"
      className="inline-flex h-[18px] shrink-0 items-center rounded border border-emerald-500 px-1 text-[11px] text-emerald-600"
    >
      不中退
    </span>
  );
}

export function TypeTag({ children }: { children: string }) {
  return (
    <span className="inline-flex h-[18px] shrink-0 items-center rounded bg-sky-50 px-1.5 text-[11px] text-sky-700">
      {children}
    </span>
  );
}

export function LockIcon({ className = 'size-3.5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden className={className} fill="currentColor">
      <path d="M4.5 7V5a3.5 3.5 0 1 1 7 0v2h.5A1.5 1.5 0 0 1 13.5 8.5v5A1.5 1.5 0 0 1 12 15H4a1.5 1.5 0 0 1-1.5-1.5v-5A1.5 1.5 0 0 1 4 7h.5Zm1.5 0h4V5a2 2 0 1 0-4 0v2Z" />
    </svg>
  );
}

/**
 * The price on a card: 免费 in green, else the 球钻 with a lock while the reader has not bought it; once settled
 * the content is public to everyone, so the price is shown plain, as what buyers paid.
 */
export function PriceTag({
  price,
  bought,
  settled = false,
}: {
  price: number;
  bought: boolean;
  settled?: boolean;
}) {
  if (price === 0)
    return (
      <span data-testid="plan-price" className="shrink-0 text-sm font-semibold text-emerald-600">
        免费
      </span>
    );
  if (settled && !bought)
    return (
      <span data-testid="plan-price" className="shrink-0 text-xs text-neutral-400">
        {price}球钻 · 已公开
      </span>
    );
  return (
    <span
      data-testid="plan-price"
      className="inline-flex shrink-0 items-center gap-0.5 text-sm font-semibold text-brand-600"
    >
      {bought ? (
        <span className="text-xs font-normal text-neutral-500">已购</span>
      ) : (
        <LockIcon className="size-3.5" />
      )}
      {price}
      <span className="text-xs font-normal">球钻</span>
    </span>
  );
}
