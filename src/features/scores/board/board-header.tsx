// The column titles above a board's rows, on the rows' own grid (memoised: a push never changes them);
// a phone's folded rows have none.
import { memo } from 'react';
import type { MatchType } from '../../../../contract/events';
import { BASKETBALL_COLUMNS, EXTRA, FOOTBALL_COLUMNS } from './match-row';

/** Titles of the columns the board shows from desk only (see EXTRA). */
const EXTRA_TITLES = new Set(['半场', '角球', '一', '二', '三', '四', '加时']);

const titles = {
  football: [
    '',
    '赛事',
    '时间',
    '状态',
    '主队',
    '比分',
    '客队',
    '半场',
    '角球',
    '亚盘',
    '大小',
    '欧赔',
    '数据',
  ],
  basketball: [
    '',
    '赛事',
    '时间',
    '状态',
    '球队',
    '一',
    '二',
    '三',
    '四',
    '加时',
    '总分',
    '分差',
    '让分',
    '总分盘',
    '欧赔',
    '数据',
  ],
} as const;

export const BoardHeader = memo(function BoardHeader({ type }: { type: MatchType }) {
  const columns = type === 'football' ? FOOTBALL_COLUMNS : BASKETBALL_COLUMNS;
  return (
    <div
      className={`hidden lg:grid ${columns} items-center gap-x-2 border-y border-neutral-200 bg-neutral-50 px-3 py-1.5 text-xs text-neutral-500`}
    >
      {titles[type].map((title, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
          key={i}
          className={`${EXTRA_TITLES.has(title) ? EXTRA : ''} ${
            title === '主队'
              ? 'text-right'
              : title === '客队' || title === '球队' || title === ''
                ? ''
                : 'text-center'
          }`}
        >
          {title}
        </span>
      ))}
    </div>
  );
});
