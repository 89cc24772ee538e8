// The one level badge of the site (chat lines, profiles, spaces, lists, the centre): Lv.N on a pill in its
// tier's colours (contract/grade.ts levelTiers); spec §3 shows a missing level as 0.
import { tierOf } from '../../../contract/grade';

export function LevelBadge({
  level,
  size = 'md',
  testId = 'level-badge',
}: {
  level: number | null | undefined;
  /** sm: inside a chat line; md: beside a name. */
  size?: 'sm' | 'md';
  testId?: string;
}) {
  const n = level ?? 0;
  const tier = tierOf(n);
  return (
    <span
      data-testid={testId}
      data-tier={tier.name}
      title={`${tier.name} Lv.${n}`}
      className={`inline-flex shrink-0 items-center rounded-full font-bold text-white italic ${
        size === 'sm' ? 'mr-1 h-4 px-1.5 text-[10px] leading-4' : 'h-[18px] px-2 text-[11px]'
      }`}
      style={{ backgroundImage: `linear-gradient(to right, ${tier.badgeFrom}, ${tier.badgeTo})` }}
    >
      Lv.{n}
    </span>
  );
}

/** A chat nickname's colour by level tier (a privilege from Lv.10); undefined keeps the default. */
export const chatNameColor = (level: number | null | undefined) =>
  tierOf(level).chatColor ?? undefined;
