// /v/community (用户中心 · 我的帖子): the posts I wrote, newest first, each with its ⋯ 删除.
import { Link } from '@tanstack/react-router';
import { useMyId } from '../../features/community/post-card';
import { PostFeed } from '../../features/community/post-feed';
import { UserCentreFrame } from '../../features/user-centre/centre-frame';

export function VCommunityPage() {
  const myId = useMyId();
  return (
    <UserCentreFrame active="community" testId="v-community">
      <div className="flex items-center px-1">
        <h1 className="text-lg font-bold text-neutral-900">我的帖子</h1>
        <Link
          to="/community/{-$id}"
          params={{ id: undefined }}
          className="ml-auto text-sm text-brand-600 hover:underline"
        >
          去社区发帖
        </Link>
      </div>
      {myId === null ? (
        <p className="py-16 text-center text-sm text-neutral-400">加载中…</p>
      ) : (
        <PostFeed
          filter={{ kind: 'general', userId: myId, sort: 'new' }}
          empty="你还没有发过帖子"
        />
      )}
    </UserCentreFrame>
  );
}
