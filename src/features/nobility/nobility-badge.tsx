// <NobilityBadge tier>: the tier's badge beside a nick name in chat (nothing for no tier). Name and colours
// come from /api/nobility/bubble, loaded once per page; the badge appears when they are in.
import { useNobilityBubbles } from './bubbles';

export function NobilityBadge({ tier }: { tier: number | null | undefined }) {
  const bubbles = useNobilityBubbles();
  if (!tier) return null;
  const bubble = bubbles?.get(tier);
  if (!bubble) return null;
  const name = bubble.name;
  return (
    <span
      data-testid="nobility-badge"
      data-tier={tier}
      title={`贵族·${name}`}
      style={{ backgroundColor: bubble.badgeColor }}
      className="inline-flex h-4 shrink-0 items-center gap-0.5 rounded px-1 align-middle text-[10px] leading-none font-semibold text-white"
    >
      <svg viewBox="0 0 12 12" className="size-2.5" fill="currentColor" aria-hidden="true">
        <path d="M1 4l2.5 2L6 2l2.5 4L11 4l-1 6H2L1 4Z" />
      </svg>
      {name}
    </span>
  );
}
