// Under the player: the replay's title, the anchor (to their replays and space), when it was broadcast and
// how often watched, and the match it showed with its score (hidden under 防剧透) linking to the match centre.
import type { ReplayDetail } from '../../../contract/calls/playback';
import { formatShort } from '../../../contract/format/dates';
import { Crest } from '../../components/crest';
import { SiteLink } from '../../components/site-link';
import { viewerText } from '../live-list/room-card';
import { UserAvatar } from '../user-centre/user-avatar';
import { clockText } from './chapters';
import { roomReplaysHref } from './room-replays';
import { SpoilerSwitch } from './spoiler-switch';

function MatchScore({
  match,
  spoilerFree,
}: {
  match: NonNullable<ReplayDetail['match']>;
  spoilerFree: boolean;
}) {
  return (
    <SiteLink
      href={`/${match.matchType}/live/${match.id}`}
      data-testid="replay-match-card"
      className="flex items-center justify-between gap-2 rounded-lg bg-neutral-50 px-3 py-3 hover:bg-brand-50 sm:px-5"
    >
      <span className="flex min-w-0 flex-1 items-center justify-end gap-2 text-sm font-medium text-neutral-800">
        <span className="truncate">{match.home.name}</span>
        <Crest kind="team" id={match.home.id} name={match.home.name} size={28} />
      </span>
      <span className="flex shrink-0 flex-col items-center px-2">
        <span className="text-[11px] text-neutral-400">{match.competition}</span>
        <span data-testid="replay-score" className="font-mono text-xl font-bold text-neutral-900">
          {spoilerFree || match.state === 1 ? 'VS' : `${match.home.score} - ${match.away.score}`}
        </span>
        {spoilerFree && <span className="text-[11px] text-neutral-400">比分已隐藏</span>}
      </span>
      <span className="flex min-w-0 flex-1 items-center gap-2 text-sm font-medium text-neutral-800">
        <Crest kind="team" id={match.away.id} name={match.away.name} size={28} />
        <span className="truncate">{match.away.name}</span>
      </span>
    </SiteLink>
  );
}

export function ReplayInfo({
  detail,
  spoilerFree,
}: {
  detail: ReplayDetail;
  spoilerFree: boolean;
}) {
  const title = detail.title || `${detail.anchor.nickName}的直播回放`;
  return (
    <section className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h1
          data-testid="replay-title"
          className="min-w-0 flex-1 text-lg font-bold text-neutral-900"
        >
          {detail.pinned && (
            <span className="mr-2 rounded bg-brand-500 px-1.5 py-0.5 align-middle text-[11px] font-medium text-white">
              置顶
            </span>
          )}
          {title}
        </h1>
        <SpoilerSwitch />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-neutral-500">
        <SiteLink
          href={roomReplaysHref(detail.roomId)}
          data-testid="replay-anchor-link"
          className="flex items-center gap-1.5 text-sm text-neutral-700 hover:text-brand-600"
        >
          <UserAvatar
            portrait={detail.anchor.portrait}
            nickName={detail.anchor.nickName}
            className="size-6 text-[11px]"
          />
          {detail.anchor.nickName}
        </SiteLink>
        <span>{formatShort(detail.startedAt)} 直播</span>
        {detail.durationSeconds > 0 && <span>时长 {clockText(detail.durationSeconds)}</span>}
        <span>{viewerText(detail.views)} 次播放</span>
        <SiteLink
          href={`/live/room/${detail.roomId}`}
          className="text-sky-700 hover:text-brand-600"
        >
          进入直播间 ›
        </SiteLink>
      </div>
      {detail.match && <MatchScore match={detail.match} spoilerFree={spoilerFree} />}
    </section>
  );
}
