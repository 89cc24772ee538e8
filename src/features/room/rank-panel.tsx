// The room's contribution rank: GET /pay/room/user/rank on load, then each room.rank push replaces it.
import { useQuery } from '@tanstack/react-query';
import { payRoomUserRank } from '../../../contract/calls/pay-spend';
import { formatAmount } from '../../../contract/format/price';
import type { RankTop } from '../../../streams/live-room';
import { callQuery } from '../../lib/query';

/** Rows the panel shows. */
const SHOWN = 5;

export function RankPanel({ anchorId, pushed }: { anchorId: number; pushed: RankTop | null }) {
  // Asked afresh on every visit: gifts sent while the viewer was away came with no push to them.
  const { data } = useQuery(
    callQuery(payRoomUserRank, { anchorId }, { progress: false, staleTime: 0 }),
  );
  const loaded = data?.success ? data.data : null;
  // A push is newer than the load (it comes after a gift); the load stands until the first one.
  const rows = (pushed ?? loaded ?? []).slice(0, SHOWN);
  return (
    <section data-testid="rank-panel" className="border-b border-neutral-100 bg-white px-4 py-2.5">
      <h2 className="mb-1.5 text-sm font-bold text-neutral-800">贡献榜</h2>
      {rows.length === 0 ? (
        <p className="py-2 text-center text-xs text-neutral-400">还没有人送礼物，来当第一名吧</p>
      ) : (
        <ol className="space-y-1 text-xs">
          {rows.map((row, i) => (
            <li key={row.userId} data-testid="rank-row" className="flex items-center gap-2">
              <span
                className={`w-4 text-center font-bold ${i < 3 ? 'text-accent-600' : 'text-neutral-400'}`}
              >
                {i + 1}
              </span>
              <span className="min-w-0 flex-1 truncate text-neutral-700">{row.nickName}</span>
              <span data-testid="rank-amount" className="font-mono text-neutral-500">
                {formatAmount(row.amount)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
