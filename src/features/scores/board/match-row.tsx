// One row of a score board, memoised by its row object: the board keeps every other row's identity on a
// push, so a goal re-renders its own row only; the minute ticks inside LiveMinute.
import { Link } from '@tanstack/react-router';
import { Fragment, memo } from 'react';
import type { MatchType } from '../../../../contract/events';
import type { BoardRow } from '../../../../streams/board';
import { recentFlash } from '../flash';
import { rowLabels } from '../row-labels';
import { LiveMinute } from './live-minute';
import { kickoffText, quarterCells } from './row-cells';
import {
  CentreLinks,
  CompetitionBadge,
  Lines,
  OddsLines,
  RedCards,
  RowActions,
  RowFlashOverlay,
  scoreTone,
} from './row-parts';

/** Columns of the football board, shared with its header. */
export const FOOTBALL_COLUMNS =
  'grid-cols-[52px_76px_44px_44px_minmax(0,1fr)_64px_minmax(0,1fr)_44px_48px_150px_120px_118px_76px]';
/** Columns of the basketball board (two lines per match). */
export const BASKETBALL_COLUMNS =
  'grid-cols-[52px_76px_44px_84px_minmax(0,1fr)_repeat(5,36px)_48px_44px_120px_120px_96px_84px]';

export interface MatchRowProps {
  type: MatchType;
  row: BoardRow;
  pinned: boolean;
  followed: boolean;
  onPin(id: number): void;
  onFollow(id: number): void;
}

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

// content-visibility: rows below the screen skip style and layout until scrolled near (at their own height).
const rowClass = (pinned: boolean) =>
  `relative isolate grid items-center gap-x-2 border-b border-neutral-100 px-3 text-[13px] [content-visibility:auto] hover:bg-sky-50/60 ${
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
      className={`${rowClass(pinned)} ${FOOTBALL_COLUMNS} h-10 [contain-intrinsic-size:auto_40px]`}
    >
      <RowFlashOverlay flash={recentFlash(row.flash)} />
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
      <Link
        to="/football/live/{-$id}"
        params={{ id: String(row.id) }}
        title="比赛详情"
        data-testid="row-score"
        className={`text-center font-mono text-[15px] font-bold hover:underline ${scoreTone(labels.phase)}`}
      >
        {played ? `${row.home.score}-${row.away.score}` : 'VS'}
      </Link>
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
      <OddsLines labels={labels} />
      <CentreLinks type={type} id={row.id} />
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
      className={`${rowClass(pinned)} ${BASKETBALL_COLUMNS} grid-rows-2 py-1 [contain-intrinsic-size:auto_50px]`}
    >
      <RowFlashOverlay flash={recentFlash(row.flash)} />
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
      <span className={SPAN}>
        <CentreLinks type={type} id={row.id} />
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
