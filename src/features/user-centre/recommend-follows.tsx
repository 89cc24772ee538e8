// 推荐关注 under /v/attention (no card when there is nobody to offer): hot anchors (live ones first) the user does not follow yet, from
// /api/user/recommend, each with 关注 acting in place; the lists reload with the server's answer.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { myAttention, userRecommend } from '../../../contract/calls/user';
import { followUser } from '../../api/match';
import { SiteLink } from '../../components/site-link';
import { callQuery, invalidateCall } from '../../lib/query';
import { roomHref } from '../live-list/room-card';
import { showToast } from '../login/toast';
import { CentreCard } from './centre-frame';
import { spaceHref } from './person-row';
import { LevelBadge, UserAvatar } from './user-avatar';

/** Shown on the page: a row of cards, not the whole hot list. */
const SHOWN = 8;

export function RecommendFollows() {
  const [busy, setBusy] = useState<number | null>(null);
  const { data: answer } = useQuery(callQuery(userRecommend, {}, { staleTime: 0 }));
  const people = answer?.success ? answer.data.slice(0, SHOWN) : [];
  if (people.length === 0) return null;

  const follow = (id: number) => {
    setBusy(id);
    void followUser(id, true).then(async (result) => {
      if (!result.success) {
        setBusy(null);
        showToast(result.msg, 'error');
        return;
      }
      showToast('关注成功', 'success');
      await Promise.all([invalidateCall(userRecommend), invalidateCall(myAttention)]);
      setBusy(null);
    });
  };

  return (
    <CentreCard title="推荐关注" note="热门主播，直播中的在前" testId="recommend-follows">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {people.map((p) => {
          const live = p.status === 'live' && p.roomId !== null;
          return (
            <li
              key={p.id}
              data-testid="recommend-person"
              data-user-id={p.id}
              className="flex flex-col items-center gap-1.5 rounded-lg border border-neutral-100 px-2 py-3 text-center"
            >
              <SiteLink href={spaceHref({ id: p.id, isAnchor: 1 })} className="relative">
                <UserAvatar
                  portrait={p.portrait}
                  nickName={p.nickName}
                  className={`size-12 text-lg ${live ? 'ring-2 ring-brand-500 ring-offset-2' : ''}`}
                />
              </SiteLink>
              <SiteLink
                href={spaceHref({ id: p.id, isAnchor: 1 })}
                className="w-full truncate text-sm font-medium text-neutral-900 hover:text-brand-600"
              >
                {p.nickName}
              </SiteLink>
              <p className="flex items-center gap-1.5 text-[11px] text-neutral-400">
                <LevelBadge level={p.level} />
                {p.fans} 粉丝
              </p>
              {live ? (
                <SiteLink
                  href={roomHref(p.roomId!)}
                  className="flex items-center gap-1 text-[11px] font-semibold text-brand-600"
                >
                  <span className="size-1.5 animate-pulse rounded-full bg-brand-500" />
                  直播中
                </SiteLink>
              ) : (
                <span className="text-[11px] text-neutral-400">未开播</span>
              )}
              <button
                type="button"
                data-testid="recommend-follow"
                disabled={busy === p.id}
                onClick={() => follow(p.id)}
                className="mt-1 h-8 rounded-full bg-brand-500 px-5 text-[13px] text-white hover:bg-brand-600 disabled:cursor-wait disabled:opacity-60"
              >
                + 关注
              </button>
            </li>
          );
        })}
      </ul>
    </CentreCard>
  );
}
