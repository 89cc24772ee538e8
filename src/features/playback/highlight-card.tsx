// One match's highlights package in a list: cover, title, how many clips and how long, the price (免费 when
// free) or 已购; it opens the replay page of its first clip with that clip playing.
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { HighlightPackage } from '../../../contract/calls/playback';
import { formatAmount } from '../../../contract/format/price';
import { queryClient } from '../../lib/query';
import { showToast } from '../login/toast';
import { clockText, withoutScore } from './chapters';
import { Cover } from './cover';
import { highlightQuery } from './queries';
import { replayHref } from './replay-card';
import { useSpoilerFree } from './spoiler-free';

/** The replay page playing a clip: the clip's id rides in the hash, so the page needs no search rules. */
export const clipHref = (replayId: number, clipId: number) =>
  `${replayHref(replayId)}#clip-${clipId}`;

export function PriceTag({ pack }: { pack: Pick<HighlightPackage, 'price' | 'purchased'> }) {
  if (pack.price === 0)
    return (
      <span className="rounded bg-emerald-500 px-1.5 py-0.5 text-[11px] text-white">免费</span>
    );
  if (pack.purchased)
    return <span className="rounded bg-sky-500 px-1.5 py-0.5 text-[11px] text-white">已购</span>;
  return (
    <span className="rounded bg-accent-500 px-1.5 py-0.5 text-[11px] text-white">
      {formatAmount(pack.price)} 球钻
    </span>
  );
}

/** Opens a package: its first playable clip on its replay's page (the package knows its match, not its replays). */
export function useOpenHighlight() {
  const router = useRouter();
  const [opening, setOpening] = useState(false);
  const open = async (id: number) => {
    if (opening) return;
    setOpening(true);
    const answer = await queryClient.fetchQuery(highlightQuery(id));
    setOpening(false);
    if (!answer.success) return showToast(answer.msg, 'error');
    const clip = answer.data.list.find((c) => !c.locked) ?? answer.data.list[0];
    if (!clip) return showToast('集锦还在制作中，请稍后再来', 'info');
    router.history.push(clipHref(clip.replayId, clip.id));
  };
  return { opening, open };
}

export function HighlightCard({ pack }: { pack: HighlightPackage }) {
  const spoilerFree = useSpoilerFree();
  const { opening, open: openPackage } = useOpenHighlight();
  const open = () => openPackage(pack.id);
  return (
    <button
      type="button"
      onClick={() => void open()}
      data-testid="highlight-card"
      data-highlight-id={pack.id}
      aria-busy={opening}
      className="group block w-full min-w-0 overflow-hidden rounded-lg bg-white text-left shadow-sm ring-1 ring-transparent transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-200"
    >
      <Cover src={pack.cover} seed={`highlight:${pack.id}`} title={pack.match.home.name}>
        <span className="absolute top-1.5 left-1.5">
          <PriceTag pack={pack} />
        </span>
        <span className="absolute right-1.5 bottom-1.5 rounded bg-black/60 px-1.5 py-0.5 text-[11px] text-white">
          {pack.clips} 段 · {clockText(pack.durationSeconds)}
        </span>
      </Cover>
      <p className="line-clamp-2 min-h-[2.5rem] px-2.5 py-2 text-sm leading-5 font-medium text-neutral-900 group-hover:text-brand-600 sm:px-3">
        {spoilerFree ? withoutScore(pack.title) : pack.title}
      </p>
    </button>
  );
}
