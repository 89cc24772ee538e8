// One place on a board: the medal-coloured rank for the top 3, avatar, nick name and level, and the amount.
import { Link } from '@tanstack/react-router';
import type { SiteRankRow } from '../../../contract/calls/rank';
import { LevelBadge, UserAvatar } from '../user-centre/user-avatar';

/** Gold, silver and bronze for places 1–3: the number's disc and a soft tint behind the row. */
const podium: Record<number, { badge: string; row: string; ring: string }> = {
  1: { badge: 'bg-amber-400 text-white', row: 'bg-amber-50', ring: 'ring-amber-400' },
  2: { badge: 'bg-slate-400 text-white', row: 'bg-slate-50', ring: 'ring-slate-300' },
  3: { badge: 'bg-orange-400 text-white', row: 'bg-orange-50', ring: 'ring-orange-300' },
};

export function RankRow({
  row,
  board,
  unit,
}: {
  row: SiteRankRow;
  board: string;
  /** The amount's currency: 球票 for anchors, 球钻 for spenders. */
  unit: string;
}) {
  const top = podium[row.rank];
  return (
    <li
      data-testid={`rank-${board}-row`}
      data-rank={row.rank}
      className={`flex items-center gap-3 px-4 py-2.5 ${top?.row ?? ''}`}
    >
      <span
        data-testid="rank-place"
        className={`flex size-6 shrink-0 items-center justify-center rounded-full font-mono text-xs font-bold ${
          top?.badge ?? 'text-neutral-400'
        }`}
      >
        {row.rank}
      </span>
      <Link
        to="/personal/{-$id}"
        params={{ id: String(row.userId) }}
        data-testid="rank-user"
        className="flex min-w-0 flex-1 items-center gap-3 hover:text-brand-500"
      >
        <UserAvatar
          portrait={row.portrait}
          nickName={row.nickName}
          className={`size-9 text-sm ${top ? `ring-2 ${top.ring}` : ''}`}
        />
        <span data-testid="rank-name" className="truncate text-sm font-medium">
          {row.nickName}
        </span>
        <LevelBadge level={row.level} />
      </Link>
      <span className="shrink-0 text-right text-sm">
        <span data-testid="rank-amount" className="font-mono font-semibold text-brand-500">
          {row.amount.toFixed(2)}
        </span>
        <span className="ml-1 text-xs text-neutral-400">{unit}</span>
      </span>
    </li>
  );
}
