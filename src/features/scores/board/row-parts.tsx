// Small cells shared by the football and basketball rows: competition badge, red-card count, pin and follow.
import { Icon } from '../../../components/icons';

export function CompetitionBadge({ name, color }: { name: string; color: string }) {
  return (
    <span
      className="inline-block w-full truncate rounded-sm px-1 py-0.5 text-center text-xs text-white"
      style={{ backgroundColor: color }}
      title={name}
    >
      {name}
    </span>
  );
}

export function RedCards({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="red-card"
      title={`红牌 ${count}`}
      className="inline-flex h-3.5 min-w-2.5 items-center justify-center rounded-[2px] bg-red-600 px-0.5 text-[10px] leading-none font-bold text-white"
    >
      {count}
    </span>
  );
}

export function RowActions({
  id,
  pinned,
  followed,
  onPin,
  onFollow,
}: {
  id: number;
  pinned: boolean;
  followed: boolean;
  onPin(id: number): void;
  onFollow(id: number): void;
}) {
  return (
    <span className="flex items-center gap-1">
      <button
        type="button"
        data-testid="row-follow"
        aria-pressed={followed}
        title={followed ? '取消关注' : '关注'}
        onClick={() => onFollow(id)}
        className={followed ? 'text-amber-500' : 'text-neutral-300 hover:text-amber-400'}
      >
        <Icon name="star" className={`size-4 ${followed ? 'fill-current' : ''}`} />
      </button>
      <button
        type="button"
        data-testid="row-pin"
        aria-pressed={pinned}
        title={pinned ? '取消置顶' : '置顶'}
        onClick={() => onPin(id)}
        className={`rounded px-1 text-[11px] leading-4 ${
          pinned ? 'bg-brand-500 text-white' : 'text-neutral-400 hover:bg-neutral-100'
        }`}
      >
        顶
      </button>
    </span>
  );
}

/** The row's flash on a goal or red card: an overlay under the row's text (the row isolates it) whose key restarts the 2 s animation. */
export function RowFlashOverlay({ flash }: { flash: { kind: string; at: number } | null }) {
  if (!flash) return null;
  return (
    <span
      key={flash.at}
      data-testid="row-flash"
      data-kind={flash.kind}
      aria-hidden
      className={`pointer-events-none absolute inset-0 -z-10 animate-[score-row-flash_2s_ease-out_forwards] ${
        flash.kind === 'goal' ? 'bg-amber-300' : 'bg-red-400'
      }`}
    />
  );
}
