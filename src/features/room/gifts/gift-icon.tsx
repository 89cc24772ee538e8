// A gift's picture: its icon when the catalogue has one, else the site's gift line icon on a coloured disc
// (gold for the big, animated gifts) — no emoji, which not every system font draws.
import { Icon } from '../../../components/icons';

const discs = ['bg-rose-400', 'bg-sky-400', 'bg-emerald-400', 'bg-violet-400', 'bg-orange-400'];

export function GiftIcon({
  icon,
  giftId,
  animated,
  className = 'size-9',
}: {
  icon?: string;
  giftId: number;
  animated?: boolean;
  className?: string;
}) {
  // The intrinsic size keeps the box before the picture arrives; the class sets the size shown.
  if (icon)
    return (
      <img src={icon} alt="" width={64} height={64} className={`object-contain ${className}`} />
    );
  const disc = animated
    ? 'bg-gradient-to-br from-amber-300 to-accent-500'
    : (discs[giftId % discs.length] ?? discs[0]);
  return (
    <span
      aria-hidden
      className={`flex items-center justify-center rounded-full text-white shadow-inner ${disc} ${className}`}
    >
      <Icon name="gift" className="size-1/2" />
    </span>
  );
}
