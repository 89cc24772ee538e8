// /v/community (用户中心 · 我的帖子): the posts I wrote, newest first, each with its ⋯ 删除.
import { Link } from '@tanstack/react-router';
import { useMyId } from '../../features/community/post-card';
import { PostFeed } from '../../features/community/post-feed';

export function VCommunityPage() {
  const myId = useMyId();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-3 pb-4 sm:px-3 sm:py-5">
      <div className="flex items-center px-4 pt-3 sm:px-1 sm:pt-0">
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
    </div>
  );
}
