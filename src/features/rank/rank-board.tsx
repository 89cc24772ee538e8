// One leaderboard card: its title, its own 日榜/周榜/月榜 tabs, and the top 20 (or 暂无数据).
import { useEffect, useState } from 'react';
import type { RankType, SiteRankRow } from '../../../contract/calls/rank';
import type { ApiResult } from '../../api/result';
import { RankRow } from './rank-row';
import { RankTabs } from './rank-tabs';

export function RankBoard({
  board,
  title,
  hint,
  unit,
  load,
}: {
  board: string;
  title: string;
  hint: string;
  unit: string;
  load(type: RankType): Promise<ApiResult<SiteRankRow[]>>;
}) {
  const [type, setType] = useState<RankType>('day');
  // The rows keep the period they were loaded for: a tab switch shows the old rows until the new arrive,
  // and data-type says which period is on screen (useCall would label stale rows with the new tab).
  const [loaded, setLoaded] = useState<{ type: RankType; rows: SiteRankRow[] } | null>(null);
  useEffect(() => {
    let alive = true;
    void load(type).then((answer) => {
      if (alive) setLoaded({ type, rows: answer.success ? answer.data : [] });
    });
    return () => {
      alive = false;
    };
  }, [type, load]);
  const rows = loaded?.rows ?? null;
  return (
    <section data-testid={`rank-${board}`} className="flex-1 rounded-lg bg-white shadow-sm">
      <header className="flex items-center justify-between border-b border-neutral-100 px-4 py-3">
        <div>
          <h2 className="text-lg font-bold text-neutral-900">{title}</h2>
          <p className="text-xs text-neutral-400">{hint}</p>
        </div>
        <RankTabs board={board} value={type} onChange={setType} />
      </header>
      {rows === null ? (
        <p className="py-16 text-center text-sm text-neutral-400">加载中…</p>
      ) : rows.length === 0 ? (
        <p
          data-testid={`rank-${board}-empty`}
          data-type={loaded?.type}
          className="py-16 text-center text-sm text-neutral-400"
        >
          暂无数据
        </p>
      ) : (
        <ol
          data-testid={`rank-${board}-list`}
          data-type={loaded?.type}
          className="divide-y divide-neutral-50 py-1"
        >
          {rows.map((row) => (
            <RankRow key={row.userId} row={row} board={board} unit={unit} />
          ))}
        </ol>
      )}
    </section>
  );
}
