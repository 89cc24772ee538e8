// One replay in a list: cover with its length, 置顶 and 已过期 marks (an expired one greyed), title, the
// anchor, the match it showed (its score hidden under 防剧透), views and when it was broadcast.
import type { ReplayCard } from '../../../contract/calls/playback';
import { formatShort } from '../../../contract/format/dates';
import { SiteLink } from '../../components/site-link';
import { viewerText } from '../live-list/room-card';
import { UserAvatar } from '../user-centre/user-avatar';
import { Cover } from './cover';
import { useSpoilerFree } from './spoiler-free';

export const replayHref = (id: number) => `/playback/video/${id}`;

/** 英超 阿森纳 2-1 切尔西, or without the score. */
export function MatchLine({
  match,
  spoilerFree,
}: {
  match: NonNullable<ReplayCard['match']>;
  spoilerFree: boolean;
}) {
  const scored = match.state !== 1 && !spoilerFree;
  return (
    <span data-testid="replay-match" className="flex min-w-0 items-center gap-1">
      <span className="shrink-0 text-neutral-400">{match.competition}</span>
      <span className="truncate">{match.home.name}</span>
      <span data-testid="replay-match-score" className="shrink-0 font-mono font-semibold">
        {scored ? `${match.home.score}-${match.away.score}` : 'VS'}
      </span>
      <span className="truncate">{match.away.name}</span>
    </span>
  );
}

export function ReplayCardView({ card }: { card: ReplayCard }) {
  const spoilerFree = useSpoilerFree();
  const title = card.title || `${card.anchor.nickName}的直播回放`;
  return (
    <SiteLink
      href={replayHref(card.id)}
      data-testid="replay-card"
      data-replay-id={card.id}
      data-expired={card.expired}
      data-pinned={card.pinned}
      className="group block min-w-0 overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-transparent transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-200"
    >
      <Cover
        src={card.cover}
        seed={`replay:${card.id}`}
        title={card.anchor.nickName}
        durationSeconds={card.expired ? undefined : card.durationSeconds}
        dim={card.expired}
      >
        {card.pinned && (
          <span className="absolute top-1.5 left-1.5 rounded bg-brand-500 px-1.5 py-0.5 text-[11px] font-medium text-white">
            置顶
          </span>
        )}
        {card.expired && (
          <span
            data-testid="replay-expired"
            className="absolute inset-0 flex items-center justify-center text-sm font-semibold text-white"
          >
            <span className="rounded bg-black/60 px-2 py-1">已过期</span>
          </span>
        )}
        {card.clips > 0 && !card.expired && (
          <span className="absolute bottom-1.5 left-1.5 rounded bg-accent-500/90 px-1.5 py-0.5 text-[11px] text-white">
            {card.clips} 个集锦
          </span>
        )}
      </Cover>
      <div className="flex flex-col gap-1 px-2.5 py-2 sm:px-3">
        <p
          className={`line-clamp-2 min-h-[2.5rem] text-sm leading-5 font-medium group-hover:text-brand-600 ${card.expired ? 'text-neutral-400' : 'text-neutral-900'}`}
        >
          {title}
        </p>
        {card.match && (
          <p className="text-xs text-neutral-600">
            <MatchLine match={card.match} spoilerFree={spoilerFree} />
          </p>
        )}
        <div className="flex min-w-0 items-center gap-1.5 text-xs text-neutral-500">
          <UserAvatar
            portrait={card.anchor.portrait}
            nickName={card.anchor.nickName}
            className="size-5 text-[10px]"
          />
          <span data-testid="replay-anchor" className="min-w-0 flex-1 truncate">
            {card.anchor.nickName}
          </span>
          <span className="shrink-0">{viewerText(card.views)}次播放</span>
        </div>
        <p className="text-[11px] text-neutral-400">{formatShort(card.startedAt)}</p>
      </div>
    </SiteLink>
  );
}
