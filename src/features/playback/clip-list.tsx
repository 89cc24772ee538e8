// The clips of the replay's match (集锦): each goal's clip with its tag (免费, 已解锁 or 付费 with a lock);
// a playable one plays in the player, a locked one asks to buy the package. Under 防剧透 the goal titles
// and scores are left out.
import type { ClipCard } from '../../../contract/calls/playback';
import { clockText, withoutScore } from './chapters';
import { Cover } from './cover';

function ClipTag({ clip }: { clip: ClipCard }) {
  if (clip.free)
    return (
      <span className="rounded bg-emerald-500 px-1.5 py-0.5 text-[11px] text-white">免费</span>
    );
  if (clip.locked)
    return (
      <span className="rounded bg-accent-500 px-1.5 py-0.5 text-[11px] text-white">🔒 付费</span>
    );
  return <span className="rounded bg-sky-500 px-1.5 py-0.5 text-[11px] text-white">已解锁</span>;
}

export function ClipList({
  clips,
  activeId,
  spoilerFree,
  onPick,
}: {
  clips: ClipCard[];
  activeId: number | null;
  spoilerFree: boolean;
  onPick(clip: ClipCard): void;
}) {
  return (
    <section data-testid="clip-list" className="rounded-lg bg-white shadow-sm">
      <h2 className="flex items-center gap-2 border-b border-neutral-100 px-4 py-2.5 text-[15px] font-bold text-neutral-900">
        <span className="h-3.5 w-1 rounded-full bg-brand-500" />
        本场集锦
        <span className="ml-auto text-xs font-normal text-neutral-500">{clips.length} 段</span>
      </h2>
      {clips.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-neutral-400">本场比赛还没有集锦</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 p-3 sm:grid-cols-3 lg:grid-cols-4">
          {clips.map((clip, i) => {
            const title = spoilerFree ? `第 ${i + 1} 段集锦` : clip.title;
            return (
              <li key={clip.id} className="min-w-0">
                <button
                  type="button"
                  data-testid="clip-item"
                  data-clip-id={clip.id}
                  data-locked={clip.locked}
                  data-free={clip.free}
                  aria-current={clip.id === activeId ? 'true' : undefined}
                  onClick={() => onPick(clip)}
                  className={`group block w-full overflow-hidden rounded-md text-left ring-2 transition ${clip.id === activeId ? 'ring-brand-500' : 'ring-transparent hover:ring-brand-200'}`}
                >
                  <Cover
                    src={clip.cover}
                    seed={`clip:${clip.id}`}
                    title={spoilerFree ? '集' : clip.title.replace(/^第\d+分钟\s*/, '')}
                    durationSeconds={clip.durationSeconds}
                    dim={clip.locked}
                  >
                    <span className="absolute top-1 left-1">
                      <ClipTag clip={clip} />
                    </span>
                    {clip.locked && (
                      <span className="absolute inset-0 flex items-center justify-center">
                        <span className="rounded-full bg-black/60 px-3 py-1 text-xs text-white">
                          购买集锦
                        </span>
                      </span>
                    )}
                  </Cover>
                  <p className="truncate px-1 pt-1.5 text-xs font-medium text-neutral-800 group-hover:text-brand-600">
                    {spoilerFree ? withoutScore(title) : title}
                  </p>
                  <p className="px-1 pb-1 text-[11px] text-neutral-400">
                    {spoilerFree
                      ? clockText(clip.durationSeconds)
                      : `${clip.homeScore}-${clip.awayScore} · ${clockText(clip.durationSeconds)}`}
                  </p>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
