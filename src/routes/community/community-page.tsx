// /community: the circles (mine first) and the hot posts of every circle with the composer above them;
// /community/{id} is one post (as 虎扑's bbs/{id} is), its text and pictures whole, then its comments.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { COMMENT_TARGET_POST } from '../../../contract/calls/comment';
import { postListGeneral } from '../../../contract/calls/community';
import { CircleList } from '../../features/community/circle-list';
import { postQuery } from '../../features/community/community-queries';
import { PostCard } from '../../features/community/post-card';
import { PostComposer } from '../../features/community/post-composer';
import { PostFeed } from '../../features/community/post-feed';
import { showToast } from '../../features/login/toast';
import { CommentSection } from '../../features/news/comments/comment-section';
import { invalidateCall, queryClient } from '../../lib/query';

function CommunityHome() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto w-full max-w-6xl px-3 py-3 lg:grid lg:grid-cols-[1fr_20rem] lg:gap-4 lg:px-0 lg:py-5">
      <div className="min-w-0 space-y-3 lg:order-1">
        <div className="lg:hidden">
          <CircleList />
        </div>
        <PostComposer
          onPosted={(post) => {
            showToast('发布成功', 'success');
            void invalidateCall(postListGeneral);
            void navigate({ to: '/community/{-$id}', params: { id: String(post.id) } });
          }}
        />
        <h2 className="px-1 pt-1 font-bold text-neutral-900">热门帖子</h2>
        <PostFeed filter={{ kind: 'general', sort: 'hot' }} />
      </div>
      <aside className="hidden lg:order-2 lg:block">
        <div className="sticky top-20">
          <CircleList />
        </div>
      </aside>
    </div>
  );
}

function PostDetail({ id }: { id: number }) {
  const navigate = useNavigate();
  const answer = useQuery(postQuery(id)).data;
  if (!answer) return <p className="py-20 text-center text-sm text-neutral-400">加载中…</p>;
  if (!answer.success)
    return (
      <p data-testid="post-missing" className="py-20 text-center text-sm text-neutral-400">
        {answer.msg || '帖子加载失败'}
      </p>
    );
  const post = answer.data;
  return (
    <div className="mx-auto w-full max-w-3xl px-0 py-0 sm:px-3 sm:py-5">
      <div data-testid="post-detail" className="overflow-hidden bg-white shadow-sm sm:rounded-lg">
        <PostCard
          post={post}
          full
          onGone={() => void navigate({ to: '/community/{-$id}', params: { id: undefined } })}
        />
      </div>
      <CommentSection
        postId={post.id}
        type={COMMENT_TARGET_POST}
        firstSort="new"
        composerOnPhone
        onCommented={() => void queryClient.invalidateQueries(postQuery(post.id))}
      />
    </div>
  );
}

export function CommunityPage({ id }: { id?: number }) {
  return id === undefined ? <CommunityHome /> : <PostDetail key={id} id={id} />;
}
