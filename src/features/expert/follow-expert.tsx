// 关注 / 已关注 on an expert's page (operAttention type 2, as anchors are followed): a visitor gets the login
// dialog; a follower is told when the expert publishes (plan.new).
import { useCallback } from 'react';
import { followUser } from '../../api/match';
import { useFollowToggle } from '../room/use-follow';

export function FollowExpert({ expertId, followed }: { expertId: number; followed: boolean }) {
  const follow = useFollowToggle(
    followed,
    useCallback((want: boolean) => followUser(expertId, want), [expertId]),
  );
  return (
    <button
      type="button"
      data-testid="follow-expert"
      aria-pressed={follow.followed}
      disabled={follow.busy}
      onClick={follow.toggle}
      className={`h-9 shrink-0 rounded-full px-5 text-sm font-semibold transition max-lg:h-11 ${
        follow.followed
          ? 'bg-neutral-100 text-neutral-500 hover:bg-neutral-200'
          : 'bg-brand-500 text-white shadow hover:bg-brand-600'
      }`}
    >
      {follow.followed ? '已关注' : '+ 关注'}
    </button>
  );
}
