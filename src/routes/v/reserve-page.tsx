// /v/reserve (我的预约): the matches I reserved — upcoming first with kick-off time and the anchors who
// will show them, 取消预约 in place — then the finished ones.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TypedMatchItem } from '../../../contract/calls/match';
import { followMatch } from '../../api/match';
import { SiteLink } from '../../components/site-link';
import { showToast } from '../../features/login/toast';
import { currentSession, session$ } from '../../features/user/session';
import { CentreCard, LoadState, UserCentreFrame } from '../../features/user-centre/centre-frame';
import { EmptyNote } from '../../features/user-centre/centre-pager';
import { followedMatchesQuery, orderForReserve } from '../../features/user-centre/followed-matches';
import { MatchAnchors } from '../../features/user-centre/match-anchors';
import { MatchLine, RowAction } from '../../features/user-centre/match-line';
import { useObservable } from '../../lib/use-observable';

/** Upcoming matches whose anchors are looked up (one call each); later ones link to their centre. */
const WITH_ANCHORS_MAX = 10;

export function VReservePage() {
  const isAnchor = useObservable(session$, currentSession()).userInfo?.isAnchor === 1;
  const { data, refetch } = useQuery(followedMatchesQuery);
  const [busy, setBusy] = useState<number | null>(null);
  const cancel = (m: TypedMatchItem) => {
    setBusy(m.id);
    void followMatch(m.matchType, m.id, false).then(async (answer) => {
      if (answer.success) {
        showToast('已取消预约', 'success');
        await refetch();
      } else showToast(answer.msg, 'error');
      setBusy(null);
    });
  };
  const action = (m: TypedMatchItem) => (
    <RowAction
      label="取消预约"
      testId="reserve-cancel"
      busy={busy === m.id}
      onClick={() => cancel(m)}
    />
  );

  const lists = Array.isArray(data) ? orderForReserve(data) : null;
  return (
    <UserCentreFrame active="reserve" testId="v-reserve">
      <CentreCard
        title="我的预约"
        note="按开赛时间排列，开赛时会在消息中心提醒你"
        extra={
          isAnchor ? (
            <SiteLink href="/v/anchor-add" className="text-xs text-brand-600 hover:underline">
              管理我的直播赛程
            </SiteLink>
          ) : undefined
        }
      >
        {!lists ? (
          <LoadState
            error={data && !Array.isArray(data) ? data.msg : null}
            onRetry={() => void refetch()}
          />
        ) : lists.upcoming.length + lists.over.length === 0 ? (
          <EmptyNote
            testId="reserve-empty"
            text="还没有预约比赛：在比分页点 ★，或在直播间点 预约"
            action={
              <SiteLink
                href="/football"
                className="rounded-full border border-brand-300 px-5 py-1.5 text-brand-600 hover:bg-brand-50"
              >
                去比分页看看
              </SiteLink>
            }
          />
        ) : (
          <div className="space-y-6">
            <section data-testid="reserve-upcoming">
              <h3 className="mb-3 text-sm font-semibold text-neutral-700">
                即将开赛{' '}
                <span className="font-normal text-neutral-400">{lists.upcoming.length}</span>
              </h3>
              {lists.upcoming.length === 0 ? (
                <p className="text-sm text-neutral-400">没有未开赛的预约，去比分页预约下一场吧</p>
              ) : (
                <ul className="space-y-2">
                  {lists.upcoming.map((m, i) => (
                    <MatchLine key={`${m.matchType}:${m.id}`} match={m} action={action(m)}>
                      {i < WITH_ANCHORS_MAX && <MatchAnchors match={m} />}
                    </MatchLine>
                  ))}
                </ul>
              )}
            </section>
            {lists.over.length > 0 && (
              <section data-testid="reserve-over">
                <h3 className="mb-3 text-sm font-semibold text-neutral-700">
                  已结束 <span className="font-normal text-neutral-400">{lists.over.length}</span>
                </h3>
                <ul className="space-y-2">
                  {lists.over.map((m) => (
                    <MatchLine key={`${m.matchType}:${m.id}`} match={m} action={action(m)} />
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
      </CentreCard>
    </UserCentreFrame>
  );
}
