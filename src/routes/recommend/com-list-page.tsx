// /recommend/comList (赛事列表): the matches a plan can be written on now; one opens /recommend with it chosen.
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { type PlanSport, planSports } from '../../../contract/calls/expert';
import { sportNames } from '../../features/expert-console/labels';
import { MatchPicker } from '../../features/expert-console/match-picker';
import { CentreCard } from '../../features/user-centre/centre-frame';

export function ComListPage() {
  const router = useRouter();
  const [sport, setSport] = useState<PlanSport>('football');
  return (
    <CentreCard
      testId="com-list-page"
      title="赛事列表"
      note="未开赛、3 天内有盘口的比赛"
      extra={
        <div className="flex gap-1 rounded-full bg-neutral-100 p-0.5 text-sm">
          {planSports.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={sport === s}
              onClick={() => setSport(s)}
              className={`h-7 rounded-full px-4 ${sport === s ? 'bg-white font-medium text-brand-600 shadow-sm' : 'text-neutral-500'}`}
            >
              {sportNames[s]}
            </button>
          ))}
        </div>
      }
    >
      <MatchPicker
        key={sport}
        sport={sport}
        tall
        // A match with no line in any market takes no plan yet (the feed prices it later).
        noteOf={(m) =>
          m.europe || m.asia || m.overUnder
            ? { note: '去推荐 ›' }
            : { note: '暂无盘口', disabled: true }
        }
        onPick={(m) => router.history.push(`/recommend?sport=${sport}&matchId=${m.id}`)}
      />
    </CentreCard>
  );
}
