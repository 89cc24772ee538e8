// The bound match's live score in the room header: match$ held back by the 防剧透 guard, so the score and
// the goal notice change when the goal is seen in the video, not before.
import { useEffect, useMemo, useState } from 'react';
import { distinctUntilChanged, filter, map } from 'rxjs';
import type { TypedMatchItem } from '../../../contract/calls/match';
import {
  basketballMatchStateShortLabel,
  footballMatchStateShortLabel,
} from '../../../contract/enums/match-states';
import { type CentreHeader, matchCentre$ } from '../../../streams/match-centre';
import { spoilerGuard } from '../../../streams/spoiler-guard';
import { useObservable } from '../../lib/use-observable';
import { LiveMinute } from '../scores/board/live-minute';
import { DRAWN_SPOILER_GUARD, scoreHoldMs, setSpoilerGuard, spoilerGuardOn$ } from './spoiler';

type ScoreRow = TypedMatchItem | CentreHeader;

/** How long the 进球 notice stays up. */
const GOAL_NOTICE_MS = 6_000;

function useGuardedMatch(match: TypedMatchItem): ScoreRow {
  const guarded$ = useMemo(
    () =>
      matchCentre$(match.matchType, match.id).pipe(
        map((live) =>
          live.status === 'ready' && live.value.type !== 'missing' ? live.value.match : null,
        ),
        filter((header): header is CentreHeader => header !== null),
        distinctUntilChanged(),
        spoilerGuard(scoreHoldMs),
      ),
    [match.matchType, match.id],
  );
  return useObservable<ScoreRow>(guarded$, match);
}

export function MatchScore({ match }: { match: TypedMatchItem }) {
  const row = useGuardedMatch(match);
  const flash = 'flash' in row ? row.flash : null;
  const [goal, setGoal] = useState<string | null>(null);
  useEffect(() => {
    if (flash?.kind !== 'goal') return;
    const team = flash.side === 'home' ? row.home.name : row.away.name;
    setGoal(`${team} 进球！`);
    const timer = setTimeout(() => setGoal(null), GOAL_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [flash, row.home.name, row.away.name]);
  const label =
    match.matchType === 'football'
      ? footballMatchStateShortLabel(row.state)
      : basketballMatchStateShortLabel(row.state);
  return (
    <div data-testid="room-match" className="flex items-center gap-3 text-sm">
      <span className="text-xs text-neutral-400">{row.competition}</span>
      <span className="max-w-28 truncate font-semibold text-neutral-800">{row.home.name}</span>
      <span data-testid="room-match-score" className="font-mono text-lg font-bold text-brand-600">
        {row.home.score} - {row.away.score}
      </span>
      <span className="max-w-28 truncate font-semibold text-neutral-800">{row.away.name}</span>
      <LiveMinute type={match.matchType} match={row} fallback={label} />
      {goal && (
        <span
          data-testid="room-goal-notice"
          className="animate-pulse rounded bg-brand-500 px-2 py-0.5 text-xs font-bold text-white"
        >
          {goal}
        </span>
      )}
    </div>
  );
}

/** The 防剧透 switch. */
export function SpoilerSwitch() {
  const on = useObservable(spoilerGuardOn$, spoilerGuardOn$.value, DRAWN_SPOILER_GUARD);
  return (
    <label
      className="flex cursor-pointer items-center gap-1.5 text-xs text-neutral-500"
      title="开启后，比分与进球提示会按直播画面的延迟推后显示，不会比画面先剧透"
    >
      <input
        type="checkbox"
        data-testid="spoiler-switch"
        checked={on}
        onChange={(e) => setSpoilerGuard(e.target.checked)}
        className="accent-brand-500"
      />
      防剧透
    </label>
  );
}
