// One room's replays, newest first, paged by /api/back/pageByRoom with 加载更多: the list page's body and,
// shortened, the anchor's space (a few cards and 全部回放).
import type { ReplayCard } from '../../../contract/calls/playback';
import { SiteLink } from '../../components/site-link';
import { ListSection, PagedGrid } from './list-parts';
import { roomReplaysQuery } from './queries';
import { ReplayCardView } from './replay-card';
import { usePaged } from './use-paged';

const replayId = (r: ReplayCard) => r.id;

export const roomReplaysHref = (roomId: number) => `/playback/list/${roomId}`;

export function RoomReplays({
  roomId,
  pageSize,
  empty = '主播还没有直播回放',
  compact = false,
}: {
  roomId: number;
  pageSize?: number;
  empty?: string;
  /** In another page: no paging, a link to the full list instead. */
  compact?: boolean;
}) {
  const paged = usePaged(
    String(roomId),
    (page) => roomReplaysQuery(roomId, page, pageSize),
    replayId,
  );
  const shown = compact ? { ...paged, total: paged.items.length } : paged;
  return (
    <ListSection
      title="直播回放"
      testId="room-replays"
      aside={
        compact && paged.total > 0 ? (
          <SiteLink
            href={roomReplaysHref(roomId)}
            data-testid="room-replays-all"
            className="text-sm text-sky-700 hover:text-brand-600"
          >
            全部 {paged.total} 场回放 ›
          </SiteLink>
        ) : paged.total > 0 ? (
          `共 ${paged.total} 场`
        ) : undefined
      }
    >
      <PagedGrid
        paged={shown}
        testId="room-replay-grid"
        empty={empty}
        render={(r) => <ReplayCardView key={r.id} card={r} />}
      />
    </ListSection>
  );
}
