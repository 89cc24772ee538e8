// One row of a score board, memoised by its row object: the board keeps every other row's identity on a
// push, so a goal re-renders its own row only; the minute ticks inside LiveMinute. Below lg the same cells
// fold into a phone row (competition and time, teams, state over score) whose odds open on a tap.
import { Link } from '@tanstack/react-router';
import { Fragment, memo, useState } from 'react';
import type { MatchType } from '../../../../contract/events';
import type { BoardRow } from '../../../../streams/board';
import { recentFlash } from '../flash';
import type { RowLabels } from '../row-labels';
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

/**
 * Columns of the football board, shared with its header: all of them from 1200 px (desk); from lg the
 * half-time and corner columns (EXTRA) give their room to the team names.
 */
export const FOOTBALL_COLUMNS =
  'lg:grid-cols-[52px_76px_44px_44px_minmax(0,1fr)_64px_minmax(0,1fr)_150px_128px_124px_76px] desk:grid-cols-[52px_76px_44px_44px_minmax(0,1fr)_64px_minmax(0,1fr)_44px_48px_150px_128px_124px_76px]';
/** Columns of the basketball board (two lines per match); the quarters (EXTRA) from desk only. */
export const BASKETBALL_COLUMNS =
  'lg:grid-cols-[52px_76px_44px_84px_minmax(0,1fr)_48px_44px_124px_136px_104px_84px] desk:grid-cols-[52px_76px_44px_84px_minmax(0,1fr)_repeat(5,36px)_48px_44px_124px_136px_104px_84px]';
/** Cells of the full desktop board only (half-time, corners, quarters). */
export const EXTRA = 'max-desk:hidden';

/**
 * The phone row: competition over kick-off | home | state over score | away | odds toggle; the opened
 * odds (and the row's star and pin) take a third line across.
 */
const PHONE_ROW = 'max-lg:gap-y-0.5 max-lg:py-1.5';
const PHONE_FOOTBALL = 'max-lg:grid-cols-[64px_minmax(0,1fr)_60px_minmax(0,1fr)_36px]';
/** Basketball's phone row: the two teams stacked beside their scores, then the state. */
const PHONE_BASKETBALL = 'max-lg:grid-cols-[64px_minmax(0,1fr)_44px_76px_36px]';
/** Cells only the desktop grid shows. */
const DESK = 'max-lg:hidden';
const at = {
  corner: 'max-lg:col-start-1 max-lg:row-start-1',
  time: 'max-lg:col-start-1 max-lg:row-start-2',
  home: 'max-lg:col-start-2 max-lg:row-span-2 max-lg:row-start-1',
  state: 'max-lg:col-start-3 max-lg:row-start-1 max-lg:text-center',
  score: 'max-lg:col-start-3 max-lg:row-start-2',
  away: 'max-lg:col-start-4 max-lg:row-span-2 max-lg:row-start-1',
  toggle: 'max-lg:col-start-5 max-lg:row-span-2 max-lg:row-start-1',
  actions: 'max-lg:col-start-1 max-lg:row-start-3',
  extra: 'max-lg:col-span-4 max-lg:col-start-2 max-lg:row-start-3',
} as const;

/** The phone's odds toggle (a 44 px tall target); from lg up the odds have their own columns. */
function OddsToggle({ open, onToggle }: { open: boolean; onToggle(): void }) {
  return (
    <button
      type="button"
      data-testid="row-odds-toggle"
      aria-expanded={open}
      aria-label={open ? '收起指数' : '展开指数'}
      onClick={(e) => {
        // The row's own click opens the match centre.
        e.stopPropagation();
        onToggle();
      }}
      className={`${at.toggle} flex h-11 items-center justify-center text-neutral-400 lg:hidden`}
    >
      <span className={`text-[10px] transition-transform ${open ? 'rotate-180' : ''}`}>▼</span>
    </button>
  );
}

/** The phone's opened odds: the three markets on one line (the row's star and pin sit before it). */
function PhoneOdds({ labels }: { labels: RowLabels }) {
  return (
    <div
      data-testid="row-odds-line"
      className={`${at.extra} grid min-w-0 grid-cols-3 gap-1 lg:hidden`}
    >
      <OddsLines labels={labels} small />
    </div>
  );
}

export interface MatchRowProps {
  type: MatchType;
  row: BoardRow;
  pinned: boolean;
  followed: boolean;
  onPin(id: number): void;
  onFollow(id: number): void;
}

function StateCell({
  type,
  row,
  className,
}: {
  type: MatchType;
  row: BoardRow;
  className?: string;
}) {
  const labels = rowLabels(type, row);
  return (
    <span
      title={labels.state.full}
      data-testid="row-state"
      data-phase={labels.phase}
      className={className}
    >
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
  `relative isolate grid items-center gap-x-2 border-b border-neutral-100 px-3 text-[13px] [content-visibility:auto] hover:bg-sky-50/60 ${PHONE_ROW} ${
    pinned ? 'bg-amber-50' : 'bg-white'
  }`;

function FootballRowView({ type, row, pinned, followed, onPin, onFollow }: MatchRowProps) {
  const labels = rowLabels(type, row);
  const played = labels.phase !== 'notStarted';
  const [oddsOpen, setOddsOpen] = useState(false);
  const actions = (
    <RowActions id={row.id} pinned={pinned} followed={followed} onPin={onPin} onFollow={onFollow} />
  );
  return (
    <div
      data-testid="board-row"
      data-match-id={row.id}
      data-pinned={pinned}
      className={`${rowClass(pinned)} ${PHONE_FOOTBALL} ${FOOTBALL_COLUMNS} [contain-intrinsic-size:auto_52px] lg:h-10 lg:[contain-intrinsic-size:auto_40px]`}
    >
      <RowFlashOverlay flash={recentFlash(row.flash)} />
      <span className={oddsOpen ? at.actions : DESK}>{actions}</span>
      <span className={`${at.corner} min-w-0`}>
        <CompetitionBadge name={row.competition} color={row.color} />
      </span>
      <span className={`${at.time} font-mono text-neutral-500 max-lg:text-xs`}>
        {kickoffText(row.kickoffAt)}
      </span>
      <StateCell type={type} row={row} className={`${at.state} max-lg:text-xs`} />
      <span className={`${at.home} flex items-center justify-end gap-1 truncate text-right`}>
        <RedCards count={row.home.red} />
        {row.home.rank !== null && (
          <span className="text-[11px] text-neutral-400 max-lg:hidden">[{row.home.rank}]</span>
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
        className={`${at.score} text-center font-mono text-[15px] font-bold hover:underline ${scoreTone(labels.phase)}`}
      >
        {played ? `${row.home.score}-${row.away.score}` : 'VS'}
      </Link>
      <span className={`${at.away} flex items-center gap-1 truncate`}>
        <span className="truncate text-neutral-900" data-testid="row-away">
          {row.away.name}
        </span>
        {row.away.rank !== null && (
          <span className="text-[11px] text-neutral-400 max-lg:hidden">[{row.away.rank}]</span>
        )}
        <RedCards count={row.away.red} />
      </span>
      <span className={`${EXTRA} text-center font-mono text-neutral-500`} data-testid="row-half">
        {labels.halfTime}
      </span>
      <span className={`${EXTRA} text-center font-mono text-neutral-500`} title="角球">
        {played ? `${row.home.corners}-${row.away.corners}` : ''}
      </span>
      <span className={`${DESK} contents`}>
        <OddsLines labels={labels} />
      </span>
      <span className={DESK}>
        <CentreLinks type={type} id={row.id} />
      </span>
      <OddsToggle open={oddsOpen} onToggle={() => setOddsOpen(!oddsOpen)} />
      {oddsOpen && <PhoneOdds labels={labels} />}
    </div>
  );
}

/** Both lines of a basketball row: placed on rows 1-2 explicitly, so auto-placement keeps the columns in order. */
const SPAN = 'lg:row-[1/span_2]';

function BasketballRowView({ type, row, pinned, followed, onPin, onFollow }: MatchRowProps) {
  const labels = rowLabels(type, row);
  const played = labels.phase !== 'notStarted';
  const [oddsOpen, setOddsOpen] = useState(false);
  const sides = [
    { key: 'home', side: row.home, mark: '主' },
    { key: 'away', side: row.away, mark: '客' },
  ] as const;
  return (
    <div
      data-testid="board-row"
      data-match-id={row.id}
      data-pinned={pinned}
      className={`${rowClass(pinned)} ${PHONE_BASKETBALL} ${BASKETBALL_COLUMNS} [contain-intrinsic-size:auto_52px] lg:grid-rows-2 lg:py-1 lg:[contain-intrinsic-size:auto_50px]`}
    >
      <RowFlashOverlay flash={recentFlash(row.flash)} />
      <span className={`${SPAN} ${oddsOpen ? at.actions : DESK}`}>
        <RowActions
          id={row.id}
          pinned={pinned}
          followed={followed}
          onPin={onPin}
          onFollow={onFollow}
        />
      </span>
      <span className={`${SPAN} ${at.corner} min-w-0`}>
        <CompetitionBadge name={row.competition} color={row.color} />
      </span>
      <span className={`${SPAN} ${at.time} font-mono text-neutral-500 max-lg:text-xs`}>
        {kickoffText(row.kickoffAt)}
      </span>
      <span
        className={`${SPAN} max-lg:col-start-4 max-lg:row-span-2 max-lg:row-start-1 max-lg:text-right max-lg:text-xs`}
      >
        <StateCell type={type} row={row} />
      </span>
      {sides.map(({ key, side, mark }, line) => (
        <Fragment key={key}>
          <span
            className={`flex items-center gap-1 truncate max-lg:col-start-2 ${line === 0 ? 'row-start-1' : 'row-start-2'}`}
          >
            <span className="text-[11px] text-neutral-400">{mark}</span>
            <span className="truncate text-neutral-900" data-testid={`row-${key}`}>
              {side.name}
            </span>
          </span>
          {quarterCells(side.periods).map((text, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: quarter cells are positional
              key={i}
              className={`${EXTRA} text-center font-mono text-neutral-500 ${line === 0 ? 'row-start-1' : 'row-start-2'}`}
            >
              {text}
            </span>
          ))}
          <span
            data-testid={`row-score-${key}`}
            className={`text-center font-mono text-[15px] font-bold max-lg:col-start-3 ${line === 0 ? 'row-start-1' : 'row-start-2'} ${scoreTone(labels.phase)}`}
          >
            {played ? side.score : ''}
          </span>
        </Fragment>
      ))}
      <span className={`${SPAN} ${DESK} text-center font-mono text-neutral-500`} title="分差">
        {played ? row.home.score - row.away.score : ''}
      </span>
      <span className={`${SPAN} ${DESK}`}>
        <Lines
          cells={
            labels.handicap && [labels.handicap.home, labels.handicap.line, labels.handicap.away]
          }
        />
      </span>
      <span className={`${SPAN} ${DESK}`}>
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
      <span className={`${SPAN} ${DESK}`}>
        <Lines cells={labels.europe} />
      </span>
      <span className={`${SPAN} ${DESK}`}>
        <CentreLinks type={type} id={row.id} />
      </span>
      <OddsToggle open={oddsOpen} onToggle={() => setOddsOpen(!oddsOpen)} />
      {oddsOpen && <PhoneOdds labels={labels} />}
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
