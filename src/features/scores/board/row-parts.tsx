// Small cells shared by the football and basketball rows: competition badge, red-card count, pin and follow,
// and the links into the match centre.
import { Link } from '@tanstack/react-router';
import type { MatchType } from '../../../../contract/events';
import { Icon } from '../../../components/icons';
import type { RowLabels } from '../row-labels';

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
        className={`max-lg:min-h-11 max-lg:min-w-7 ${followed ? 'text-amber-500' : 'text-neutral-300 hover:text-amber-400'}`}
      >
        <Icon name="star" className={`size-4 ${followed ? 'fill-current' : ''}`} />
      </button>
      <button
        type="button"
        data-testid="row-pin"
        aria-pressed={pinned}
        title={pinned ? '取消置顶' : '置顶'}
        onClick={() => onPin(id)}
        className={`rounded px-1 text-[11px] leading-4 max-lg:py-1 ${
          pinned ? 'bg-brand-500 text-white' : 'text-neutral-400 hover:bg-neutral-100'
        }`}
      >
        顶
      </button>
    </span>
  );
}

const flashColour: Record<string, string> = {
  goal: 'bg-amber-300',
  red: 'bg-red-400',
  cancelled: 'bg-neutral-300',
};

/** The row's flash on a goal, a red card or a goal ruled out: an overlay under the row's text (the row isolates it) whose key restarts the 2 s animation. */
export function RowFlashOverlay({ flash }: { flash: { kind: string; at: number } | null }) {
  if (!flash) return null;
  return (
    <span
      key={flash.at}
      data-testid="row-flash"
      data-kind={flash.kind}
      // Only the ruled-out goal says something in words.
      aria-hidden={flash.kind !== 'cancelled'}
      className={`pointer-events-none absolute inset-0 -z-10 flex items-end justify-end pr-2 lg:justify-center lg:pr-0 animate-[score-row-flash_2s_ease-out_forwards] ${
        flashColour[flash.kind] ?? 'bg-red-400'
      }`}
    >
      {flash.kind === 'cancelled' && (
        <span className="rounded-t bg-neutral-700 px-1.5 text-[10px] leading-4 text-white">
          进球无效
        </span>
      )}
    </span>
  );
}

const centreLinks = [
  { tab: 'live', label: '详', title: '比赛详情' },
  { tab: 'analysis', label: '析', title: '赛前分析' },
  { tab: 'yapan', label: '亚', title: '亚盘' },
  { tab: 'oupei', label: '欧', title: '欧赔' },
] as const;

/** The row's way into its match centre: details, analysis, Asian handicap and European odds. */
export function CentreLinks({ type, id }: { type: MatchType; id: number }) {
  return (
    <span className="flex justify-center gap-1 border-l border-neutral-100 pl-1.5">
      {centreLinks.map(({ tab, label, title }) => (
        <Link
          key={tab}
          to={`/${type}/${tab}/{-$id}`}
          params={{ id: String(id) }}
          title={title}
          data-testid={`row-link-${tab}`}
          className="text-neutral-500 hover:text-brand-600"
        >
          {label}
        </Link>
      ))}
    </span>
  );
}

/** A score's colour by phase: live in the brand colour, final in black, not yet played in grey. */
export const scoreTone = (phase: string) =>
  phase === 'live'
    ? 'text-brand-600'
    : phase === 'finished'
      ? 'text-neutral-900'
      : 'text-neutral-400';

/** The cells of a line are positional: home, line, away (or the two or three European odds). */
const CELL_KEYS = ['first', 'second', 'third'] as const;

/** One market's line in a row; a dash when the bookmaker has none. */
export function Lines({
  cells,
  small = false,
}: {
  cells: readonly string[] | null;
  small?: boolean;
}) {
  if (!cells)
    return <span className="border-l border-neutral-100 text-center text-neutral-300">-</span>;
  return (
    <span
      className={`flex min-w-0 justify-between gap-1 border-l border-neutral-100 pl-2 font-mono text-neutral-600 ${small ? 'text-xs' : ''}`}
    >
      {cells.map((text, i) => (
        <span
          key={CELL_KEYS[i] ?? text}
          // Numbers are never cut ("74···" was a cut total line); only a worded handicap may shorten.
          className={
            i === 1 && cells.length === 3
              ? `font-sans text-neutral-900 ${/\d/.test(text) ? 'whitespace-nowrap' : 'min-w-0 truncate'}`
              : 'shrink-0'
          }
        >
          {text}
        </span>
      ))}
    </span>
  );
}

/** The three markets of a row: Asian handicap, over/under, European odds. */
export function OddsLines({ labels, small = false }: { labels: RowLabels; small?: boolean }) {
  const { handicap, overUnder } = labels;
  return (
    <>
      <Lines small={small} cells={handicap && [handicap.home, handicap.line, handicap.away]} />
      <Lines small={small} cells={overUnder && [overUnder.over, overUnder.line, overUnder.under]} />
      <Lines small={small} cells={labels.europe} />
    </>
  );
}
