// One match of a lottery view: its lottery number first, then the board's cells (competition, kick-off,
// live state, teams and score, half-time), the lottery's handicap and play types, and the main lines.
import { memo } from 'react';
import type { MatchType } from '../../../contract/events';
import { formatShort } from '../../../contract/format/dates';
import type { BoardRow } from '../../../streams/board';
import type { LotteryEntry } from '../../../streams/lottery-issue';
import type { LotteryCode } from '../../api/schedule';
import { Icon } from '../../components/icons';
import { LiveMinute } from '../scores/board/live-minute';
import {
  CompetitionBadge,
  OddsLines,
  RedCards,
  RowFlashOverlay,
  scoreTone,
} from '../scores/board/row-parts';
import { recentFlash } from '../scores/flash';
import { rowLabels } from '../scores/row-labels';
import {
  kickoffParts,
  lotteryHandicapText,
  lotteryHandicapTitle,
  playTypeLabels,
} from './lottery-rows';

export const LOTTERY_COLUMNS: Record<MatchType, string> = {
  football:
    'grid-cols-[20px_56px_72px_40px_40px_minmax(0,1fr)_48px_minmax(0,1fr)_36px_40px_140px_150px_108px_112px]',
  basketball:
    'grid-cols-[20px_56px_72px_40px_84px_minmax(0,1fr)_60px_minmax(0,1fr)_48px_96px_124px_124px_96px]',
};

export const lotteryTitles = (type: MatchType, handicap: string) =>
  type === 'football'
    ? [
        '',
        '编号',
        '赛事',
        '时间',
        '状态',
        '主队',
        '比分',
        '客队',
        '半场',
        handicap,
        '玩法',
        '亚盘',
        '大小',
        '欧赔',
      ]
    : [
        '',
        '编号',
        '赛事',
        '时间',
        '状态',
        '主队',
        '比分',
        '客队',
        handicap,
        '玩法',
        '让分盘',
        '总分盘',
        '欧赔',
      ];

export interface LotteryRowProps {
  code: LotteryCode;
  type: MatchType;
  row: BoardRow;
  entry: LotteryEntry;
  followed: boolean;
  onFollow(id: number): void;
}

export const LotteryRow = memo(function LotteryRow({
  code,
  type,
  row,
  entry,
  followed,
  onFollow,
}: LotteryRowProps) {
  const labels = rowLabels(type, row);
  const played = labels.phase !== 'notStarted';
  const flash = recentFlash(row.flash);
  const plays = playTypeLabels(code, entry.playTypes);
  const handicap = lotteryHandicapText(entry.handicap);
  const kickoff = kickoffParts(row.kickoffAt);
  return (
    <div
      data-testid="lottery-row"
      data-match-id={row.id}
      data-number={entry.number}
      className={`relative isolate grid min-h-10 items-center gap-x-2 border-b border-neutral-100 bg-white px-3 py-1 text-[13px] hover:bg-sky-50/60 ${LOTTERY_COLUMNS[type]}`}
    >
      <RowFlashOverlay flash={flash} />
      <button
        type="button"
        data-testid="row-follow"
        aria-pressed={followed}
        title={followed ? '取消关注' : '关注'}
        onClick={() => onFollow(row.id)}
        className={followed ? 'text-amber-500' : 'text-neutral-300 hover:text-amber-400'}
      >
        <Icon name="star" className={`size-4 ${followed ? 'fill-current' : ''}`} />
      </button>
      <span data-testid="lottery-number" className="font-mono font-semibold text-neutral-800">
        {entry.number}
      </span>
      <CompetitionBadge name={row.competition} color={row.color} />
      <span
        className="flex flex-col font-mono leading-tight text-neutral-500"
        title={formatShort(row.kickoffAt)}
      >
        <span className="text-[10px] text-neutral-400">{kickoff.day}</span>
        <span>{kickoff.time}</span>
      </span>
      <span title={labels.state.full} data-testid="row-state" data-phase={labels.phase}>
        {labels.phase === 'live' ? (
          <LiveMinute type={type} match={row} fallback={labels.state.short} />
        ) : (
          <span className={labels.phase === 'finished' ? 'text-neutral-700' : 'text-neutral-400'}>
            {labels.state.short}
          </span>
        )}
      </span>
      <span className="flex items-center justify-end gap-1 truncate text-right">
        <RedCards count={row.home.red} />
        {row.home.rank !== null && (
          <span className="text-[11px] text-neutral-400">[{row.home.rank}]</span>
        )}
        <span className="truncate text-neutral-900" data-testid="row-home">
          {row.home.name}
        </span>
      </span>
      <span
        data-testid="row-score"
        className={`text-center font-mono text-[15px] font-bold ${scoreTone(labels.phase)}`}
      >
        {played ? `${row.home.score}-${row.away.score}` : 'VS'}
      </span>
      <span className="flex items-center gap-1 truncate">
        <span className="truncate text-neutral-900" data-testid="row-away">
          {row.away.name}
        </span>
        {row.away.rank !== null && (
          <span className="text-[11px] text-neutral-400">[{row.away.rank}]</span>
        )}
        <RedCards count={row.away.red} />
      </span>
      {type === 'football' && (
        <span className="text-center font-mono text-neutral-500" data-testid="row-half">
          {labels.halfTime}
        </span>
      )}
      <span
        data-testid="lottery-handicap"
        title={lotteryHandicapTitle(code, entry.handicap)}
        className={`text-center font-mono font-semibold ${
          entry.handicap === null
            ? 'text-neutral-300'
            : entry.handicap < 0
              ? 'text-brand-600'
              : entry.handicap > 0
                ? 'text-emerald-600'
                : 'text-neutral-700'
        }`}
      >
        {handicap || '-'}
      </span>
      <span data-testid="lottery-plays" className="flex flex-wrap gap-0.5">
        {plays.map((p) => (
          <span
            key={p}
            className="rounded-sm bg-neutral-100 px-0.5 text-[11px] leading-4 text-neutral-600"
          >
            {p}
          </span>
        ))}
      </span>
      <OddsLines labels={labels} small />
    </div>
  );
});
