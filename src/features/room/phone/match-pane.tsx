// The phone room's 比赛 tab: the bound match's live score behind the 防剧透 switch, or that there is none.
import type { TypedMatchItem } from '../../../../contract/calls/match';
import { MatchScore, SpoilerSwitch } from '../match-score';

export function MatchPane({ match }: { match: TypedMatchItem | null }) {
  return (
    <div data-testid="match-pane" className="flex-1 overflow-y-auto p-4">
      {match ? (
        <div className="flex flex-col items-center gap-3 rounded-lg bg-neutral-50 p-4">
          <MatchScore match={match} />
          <SpoilerSwitch />
        </div>
      ) : (
        <p className="py-10 text-center text-sm text-neutral-400">本场直播未绑定比赛</p>
      )}
    </div>
  );
}
