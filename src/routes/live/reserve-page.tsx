// /live/reserve: my reserved and followed matches, each with the rooms that will show it (login required).
import { useQuery } from '@tanstack/react-query';
import { formatShort } from '../../../contract/format/dates';
import { SiteLink } from '../../components/site-link';
import { loadReservedMatches, type ReservedMatch } from '../../features/live-list/reserved-matches';
import { roomHref } from '../../features/live-list/room-card';
import { rowLabels } from '../../features/scores/row-labels';
import { currentSession, session$ } from '../../features/user/session';
import { useObservable } from '../../lib/use-observable';

function MatchRow({ item }: { item: ReservedMatch }) {
  const { match, rooms } = item;
  const labels = rowLabels(match.matchType, match);
  const started = labels.phase !== 'notStarted';
  return (
    <li data-testid="reserve-match" className="rounded-lg bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-2 lg:flex-nowrap lg:gap-4">
        {/* A phone gives the competition and time a line of their own above the teams. */}
        <span className="w-full text-xs text-neutral-500 lg:w-28">
          {match.competition}
          <br className="max-lg:hidden" />
          <span className="font-mono max-lg:ml-2">{formatShort(match.kickoffAt)}</span>
        </span>
        <span className="min-w-0 flex-1 truncate text-right font-medium">{match.home.name}</span>
        <span className="w-16 shrink-0 text-center lg:w-20 font-mono text-lg font-bold text-brand-600">
          {started ? `${match.home.score} - ${match.away.score}` : 'VS'}
        </span>
        <span className="min-w-0 flex-1 truncate font-medium">{match.away.name}</span>
        <span className="w-10 shrink-0 text-right lg:w-16 text-xs text-neutral-500">
          {labels.state.short}
        </span>
      </div>
      <div className="mt-3 flex flex-wrap gap-2 border-t border-neutral-100 pt-3">
        {rooms.length === 0 && <span className="text-xs text-neutral-400">暂无主播预约直播</span>}
        {rooms.map((room) => (
          <SiteLink
            key={room.roomId}
            href={roomHref(room.roomId)}
            data-testid="reserve-room"
            className="flex min-h-11 items-center gap-1.5 rounded-full bg-neutral-100 px-3 py-1 text-xs lg:min-h-0 text-neutral-700 hover:bg-brand-50 hover:text-brand-600"
          >
            {room.status === 'live' && <span className="size-1.5 rounded-full bg-brand-500" />}
            {room.anchor.nickName}
            {room.status === 'live' ? ' · 直播中' : ''}
          </SiteLink>
        ))}
      </div>
    </li>
  );
}

export function LiveReservePage() {
  const userId = useObservable(session$, currentSession()).userInfo?.id;
  // The user's id comes with the user info, a moment after the page opens.
  const { data: items = null } = useQuery({
    queryKey: ['reserved-matches', userId],
    queryFn: () => loadReservedMatches(userId ?? 0),
    enabled: userId !== undefined,
  });
  return (
    <div data-testid="live-reserve-page">
      <h1 className="mb-4 text-2xl font-black text-neutral-900">我的预约</h1>
      {items?.length === 0 && (
        <div
          data-testid="live-empty"
          className="rounded-lg bg-white py-20 text-center text-neutral-400"
        >
          还没有预约或关注的比赛，
          <SiteLink href="/football" className="text-brand-600 hover:underline">
            去比分页关注比赛
          </SiteLink>
        </div>
      )}
      <ul className="space-y-3">
        {items?.map((item) => (
          <MatchRow key={`${item.match.matchType}:${item.match.id}`} item={item} />
        ))}
      </ul>
    </div>
  );
}
