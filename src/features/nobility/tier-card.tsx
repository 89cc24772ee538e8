// One tier in the nobility dialog: its badge colour, name and monthly price; marked when held or chosen.
import type { z } from 'zod';
import type { nobilityTier } from '../../../contract/calls/pay-spend';
import { formatAmount } from '../../../contract/format/price';
import type { NobilityBubble } from './bubbles';

export interface TierCardProps {
  tier: z.output<typeof nobilityTier>;
  bubble: NobilityBubble | undefined;
  selected: boolean;
  held: boolean;
  onSelect(): void;
}

export function TierCard({ tier, bubble, selected, held, onSelect }: TierCardProps) {
  const colour = bubble?.badgeColor ?? '#a3a3a3';
  return (
    <button
      type="button"
      aria-pressed={selected}
      data-testid="nobility-tier"
      data-tier={tier.id}
      onClick={onSelect}
      style={{ borderColor: selected ? colour : undefined, backgroundColor: bubble?.bubbleColor }}
      className={`relative flex flex-col items-center rounded-lg border-2 px-3 py-3 text-center transition-shadow ${
        selected ? 'shadow-md' : 'border-transparent hover:shadow'
      }`}
    >
      {held && (
        <span className="absolute top-1.5 right-1.5 rounded bg-emerald-500 px-1 text-[10px] leading-4 text-white">
          当前
        </span>
      )}
      <span
        style={{ backgroundColor: colour }}
        className="flex size-10 items-center justify-center rounded-full text-white shadow-inner"
      >
        <svg viewBox="0 0 12 12" className="size-5" fill="currentColor" aria-hidden="true">
          <path d="M1 4l2.5 2L6 2l2.5 4L11 4l-1 6H2L1 4Z" />
        </svg>
      </span>
      <span className="mt-1.5 text-sm font-bold" style={{ color: bubble?.textColor }}>
        {tier.name}
      </span>
      <span className="mt-0.5 text-xs text-neutral-500">
        {formatAmount(tier.monthlyPrice)} 球钻/月
      </span>
    </button>
  );
}
