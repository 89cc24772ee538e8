// The match centre's way into playback: when the match has replays or a highlights package, a bar under
// the header links each replay (anchor and length) and opens the package's clips; nothing otherwise.
import type { MatchType } from '../../../contract/events';
import { SiteLink } from '../../components/site-link';
import { useCall } from '../../lib/use-call';
import { clockText } from './chapters';
import { PriceTag, useOpenHighlight } from './highlight-card';
import { highlightListQuery, replayListQuery } from './queries';
import { replayHref } from './replay-card';

const SHOWN = 4;

export function MatchPlayback({ type, matchId }: { type: MatchType; matchId: number }) {
  const replays = useCall(replayListQuery({ matchId, matchType: type, pageSize: SHOWN }), null);
  const packs = useCall(highlightListQuery({ matchId, matchType: type, pageSize: 1 }), null);
  const { opening, open } = useOpenHighlight();
  const pack = packs?.list[0];
  const list = replays?.list ?? [];
  if (!pack && list.length === 0) return null;
  return (
    <nav
      aria-label="回放与集锦"
      data-testid="match-playback"
      className="flex flex-wrap items-center gap-2 rounded-lg bg-white px-3 py-2.5 text-sm shadow-sm"
    >
      <span className="flex items-center gap-2 font-bold text-neutral-900">
        <span className="h-3.5 w-1 rounded-full bg-brand-500" />
        回放/集锦
      </span>
      {pack && (
        <button
          type="button"
          data-testid="match-highlights"
          aria-busy={opening}
          onClick={() => void open(pack.id)}
          className="flex min-h-9 items-center gap-1.5 rounded-full bg-amber-50 px-3 text-amber-700 hover:bg-amber-100"
        >
          进球集锦 {pack.clips} 段
          <PriceTag pack={pack} />
        </button>
      )}
      {list.map((r) => (
        <SiteLink
          key={r.id}
          href={replayHref(r.id)}
          data-testid="match-replay"
          className="flex min-h-9 min-w-0 max-w-full items-center gap-1 rounded-full bg-neutral-100 px-3 text-neutral-700 hover:bg-brand-50 hover:text-brand-600"
        >
          <span className="truncate">▶ {r.anchor.nickName} 的回放</span>
          {!r.expired && (
            <span className="shrink-0 text-xs text-neutral-400">
              {clockText(r.durationSeconds)}
            </span>
          )}
          {r.expired && <span className="shrink-0 text-xs text-neutral-400">已过期</span>}
        </SiteLink>
      ))}
      {(replays?.total ?? 0) > list.length && (
        <span className="text-xs text-neutral-400">共 {replays?.total} 场回放</span>
      )}
    </nav>
  );
}
