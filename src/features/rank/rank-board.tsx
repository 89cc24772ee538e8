// One leaderboard card: its title, its own 日榜/周榜/月榜 tabs, and the top 20 (or 暂无数据).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RankType, rankAnchor, rankPrice } from '../../../contract/calls/rank';
import { callQuery } from '../../lib/query';
import { RankRow } from './rank-row';
import { RankTabs } from './rank-tabs';

export function RankBoard({
  board,
  title,
  hint,
  unit,
  call,
}: {
  board: string;
  title: string;
  hint: string;
  unit: string;
  call: typeof rankAnchor | typeof rankPrice;
}) {
  const [type, setType] = useState<RankType>('day');
  const { data, isPlaceholderData } = useQuery({
    ...callQuery(call, { rankType: type }),
    placeholderData: keepPreviousData,
  });
  // The rows keep the period they were loaded for: a tab switch shows the old rows until the new arrive,
  // and data-type says which period is on screen (useCall would label stale rows with the new tab).
  const [shown, setShown] = useState(type);
  if (data && !isPlaceholderData && shown !== type) setShown(type);
  const rows = data ? (data.success ? data.data : []) : null;
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
          data-type={shown}
          className="py-16 text-center text-sm text-neutral-400"
        >
          暂无数据
        </p>
      ) : (
        <ol
          data-testid={`rank-${board}-list`}
          data-type={shown}
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
