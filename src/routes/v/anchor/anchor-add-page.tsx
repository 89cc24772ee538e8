// /v/anchor-add (预约赛程): the anchor adds matches to their schedule (/api/match/reserve) from a day's hot
// or full list, and sees the schedule itself; 开播 and the room settings bind from it.
import { useEffect, useMemo, useState } from 'react';
import type { TypedMatchItem } from '../../../../contract/calls/match';
import { getAnchorMatches } from '../../../api/anchor';
import { AnchorFrame } from '../../../features/anchor/anchor-frame';
import { matchKey, matchLabel } from '../../../features/anchor/match-label';
import { ReserveList } from '../../../features/anchor/reserve-list';
import { useMyRoom } from '../../../features/anchor/use-my-room';
import { currentSession, session$ } from '../../../features/user/session';
import { CentreCard } from '../../../features/user-centre/centre-frame';
import { useObservable } from '../../../lib/use-observable';

function Schedule({ anchorId }: { anchorId: number }) {
  const [mine, setMine] = useState<TypedMatchItem[]>([]);
  useEffect(() => {
    if (anchorId <= 0) return;
    void getAnchorMatches(anchorId).then((a) => a.success && setMine(a.data));
  }, [anchorId]);
  const keys = useMemo(() => new Set(mine.map(matchKey)), [mine]);

  const changed = (m: TypedMatchItem, reserved: boolean) =>
    setMine((held) =>
      reserved
        ? [...held.filter((x) => matchKey(x) !== matchKey(m)), m].sort(
            (a, b) => a.kickoffAt - b.kickoffAt,
          )
        : held.filter((x) => matchKey(x) !== matchKey(m)),
    );

  return (
    <>
      <CentreCard
        title="我的赛程"
        note="已预约、尚未结束的比赛；粉丝可在你的主页看到"
        testId="my-schedule"
      >
        {mine.length === 0 ? (
          <p className="py-4 text-center text-sm text-neutral-400">
            还没有预约比赛，从下面的列表中添加
          </p>
        ) : (
          <ul className="space-y-2">
            {mine.map((m) => (
              <li
                key={matchKey(m)}
                data-testid="my-schedule-row"
                className="text-sm text-neutral-700"
              >
                {matchLabel(m)}
              </li>
            ))}
          </ul>
        )}
      </CentreCard>
      <CentreCard title="添加比赛">
        <ReserveList reserved={keys} onReserved={changed} />
      </CentreCard>
    </>
  );
}

export function AnchorAddPage() {
  const { state, reload } = useMyRoom();
  const { userInfo } = useObservable(session$, currentSession());
  return (
    <AnchorFrame active="anchor-add" testId="anchor-add-page" state={state} onRetry={reload}>
      {() => <Schedule anchorId={userInfo?.id ?? 0} />}
    </AnchorFrame>
  );
}
