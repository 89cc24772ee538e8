// One row of a score board, memoised by its row object: the board keeps every other row's identity on a
// push, so a goal re-renders its own row only; the minute ticks inside LiveMinute.
import { Fragment, memo } from 'react';
import type { MatchType } from '../../../../contract/events';
import type { BoardRow } from '../../../../streams/board';
import { serverNow } from '../../../../streams/server-clock';
import { rowLabels } from '../row-labels';
import { LiveMinute } from './live-minute';
import { kickoffText, quarterCells } from './row-cells';
import { CompetitionBadge, RedCards, RowActions, RowFlashOverlay } from './row-parts';

/** Columns of the football board, shared with its header. */
export const FOOTBALL_COLUMNS =
  'grid-cols-[52px_76px_44px_44px_minmax(0,1fr)_64px_minmax(0,1fr)_44px_48px_150px_130px_126px]';
/** Columns of the basketball board (two lines per match). */
export const BASKETBALL_COLUMNS =
  'grid-cols-[52px_76px_44px_84px_minmax(0,1fr)_repeat(5,36px)_48px_44px_130px_130px_100px]';

/** A flash older than this (a row re-rendered for an odds move long after the goal) is not shown again. */
const FLASH_WINDOW_MS = 5_000;

export interface MatchRowProps {
  type: MatchType;
  row: BoardRow;
  pinned: boolean;
  followed: boolean;
  onPin(id: number): void;
  onFollow(id: number): void;
}

const recentFlash = (row: BoardRow) =>
  row.flash && serverNow() - row.flash.at < FLASH_WINDOW_MS ? row.flash : null;

function StateCell({ type, row }: { type: MatchType; row: BoardRow }) {
  const labels = rowLabels(type, row);
  return (
    <span title={labels.state.full} data-testid="row-state" data-phase={labels.phase}>
      {labels.phase === 'live' ? (
        <LiveMinute type={type} match={row} fallback={labels.state.short} />
      ) : (
        <span className={labels.phase === 'finished' ? 'text-neutral-700' : 'text-neutral-400'}>
          {labels.state.short}
        </span>
      )}
    </span>
  );
}

function Lines({ cells }: { cells: readonly string[] | null }) {
  if (!cells)
    return <span className="border-l border-neutral-100 text-center text-neutral-300">-</span>;
  return (
    <span className="flex justify-between gap-1 border-l border-neutral-100 pl-2 font-mono text-neutral-600">
      {cells.map((text, i) => (
        // The cells of a line are positional (home, line, away).
        // biome-ignore lint/suspicious/noArrayIndexKey: positional cells
        <span key={i} className={i === 1 && cells.length === 3 ? 'font-sans text-neutral-900' : ''}>
          {text}
        </span>
      ))}
    </span>
  );
}

function scoreTone(phase: string) {
  if (phase === 'live') return 'text-brand-600';
  if (phase === 'finished') return 'text-neutral-900';
  return 'text-neutral-400';
}

const rowClass = (pinned: boolean) =>
  `relative isolate grid items-center gap-x-2 border-b border-neutral-100 px-3 text-[13px] hover:bg-sky-50/60 ${
    pinned ? 'bg-amber-50' : 'bg-white'
  }`;

function FootballRowView({ type, row, pinned, followed, onPin, onFollow }: MatchRowProps) {
  const labels = rowLabels(type, row);
  const played = labels.phase !== 'notStarted';
  return (
    <div
      data-testid="board-row"
      data-match-id={row.id}
      data-pinned={pinned}
      className={`${rowClass(pinned)} ${FOOTBALL_COLUMNS} h-10`}
    >
      <RowFlashOverlay flash={recentFlash(row)} />
      <RowActions
        id={row.id}
        pinned={pinned}
        followed={followed}
        onPin={onPin}
        onFollow={onFollow}
      />
      <CompetitionBadge name={row.competition} color={row.color} />
      <span className="font-mono text-neutral-500">{kickoffText(row.kickoffAt)}</span>
      <StateCell type={type} row={row} />
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
      <span className="text-center font-mono text-neutral-500" data-testid="row-half">
        {labels.halfTime}
      </span>
      <span className="text-center font-mono text-neutral-500" title="角球">
        {played ? `${row.home.corners}-${row.away.corners}` : ''}
      </span>
      <Lines
        cells={
          labels.handicap && [labels.handicap.home, labels.handicap.line, labels.handicap.away]
        }
      />
      <Lines
        cells={
          labels.overUnder && [labels.overUnder.over, labels.overUnder.line, labels.overUnder.under]
        }
      />
      <Lines cells={labels.europe} />
    </div>
  );
}

/** Both lines of a basketball row: placed on rows 1-2 explicitly, so auto-placement keeps the columns in order. */
const SPAN = 'row-[1/span_2]';

function BasketballRowView({ type, row, pinned, followed, onPin, onFollow }: MatchRowProps) {
  const labels = rowLabels(type, row);
  const played = labels.phase !== 'notStarted';
  const sides = [
    { key: 'home', side: row.home, mark: '主' },
    { key: 'away', side: row.away, mark: '客' },
  ] as const;
  return (
    <div
      data-testid="board-row"
      data-match-id={row.id}
      data-pinned={pinned}
      className={`${rowClass(pinned)} ${BASKETBALL_COLUMNS} grid-rows-2 py-1`}
    >
      <RowFlashOverlay flash={recentFlash(row)} />
      <span className={SPAN}>
        <RowActions
          id={row.id}
          pinned={pinned}
          followed={followed}
          onPin={onPin}
          onFollow={onFollow}
        />
      </span>
      <span className={SPAN}>
        <CompetitionBadge name={row.competition} color={row.color} />
      </span>
      <span className={`${SPAN} font-mono text-neutral-500`}>{kickoffText(row.kickoffAt)}</span>
      <span className={SPAN}>
        <StateCell type={type} row={row} />
      </span>
      {sides.map(({ key, side, mark }, line) => (
        <Fragment key={key}>
          <span className="flex items-center gap-1 truncate" style={{ gridRow: line + 1 }}>
            <span className="text-[11px] text-neutral-400">{mark}</span>
            <span className="truncate text-neutral-900" data-testid={`row-${key}`}>
              {side.name}
            </span>
          </span>
          {quarterCells(side.periods).map((text, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: quarter cells are positional
              key={i}
              className="text-center font-mono text-neutral-500"
              style={{ gridRow: line + 1 }}
            >
              {text}
            </span>
          ))}
          <span
            data-testid={`row-score-${key}`}
            className={`text-center font-mono text-[15px] font-bold ${scoreTone(labels.phase)}`}
            style={{ gridRow: line + 1 }}
          >
            {played ? side.score : ''}
          </span>
        </Fragment>
      ))}
      <span className={`${SPAN} text-center font-mono text-neutral-500`} title="分差">
        {played ? row.home.score - row.away.score : ''}
      </span>
      <span className={SPAN}>
        <Lines
          cells={
            labels.handicap && [labels.handicap.home, labels.handicap.line, labels.handicap.away]
          }
        />
      </span>
      <span className={SPAN}>
        <Lines
          cells={
            labels.overUnder && [
              labels.overUnder.over,
              labels.overUnder.line,
              labels.overUnder.under,
            ]
          }
        />
      </span>
      <span className={SPAN}>
        <Lines cells={labels.europe} />
      </span>
    </div>
  );
}

export const MatchRow = memo(function MatchRow(props: MatchRowProps) {
  return props.type === 'football' ? (
    <FootballRowView {...props} />
  ) : (
    <BasketballRowView {...props} />
  );
});
