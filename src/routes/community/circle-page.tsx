// /community/circle-detail/{id}: a circle's header (icon, name, description, members, 版主, 加入 / 退出),
// tabs 最新 / 最热 / 精华 (pinned first, marked 置顶 / 精华), the composer for members, and a live bar
// "N 条新帖" from post.new on circle:<id> that loads them on a tap. A moderator gets 置顶 / 加精 / 删除.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { circleDetail, postListGeneral } from '../../../contract/calls/community';
import { circleNewPosts$ } from '../../../streams/community';
import { CircleIcon } from '../../features/community/circle-icon';
import { circleQuery, type PostSort } from '../../features/community/community-queries';
import { JoinButton } from '../../features/community/join-button';
import { useMyId } from '../../features/community/post-card';
import { PostComposer } from '../../features/community/post-composer';
import { PostFeed } from '../../features/community/post-feed';
import { showToast } from '../../features/login/toast';
import { invalidateCall, queryClient } from '../../lib/query';

const tabs: { sort: PostSort; label: string }[] = [
  { sort: 'new', label: '最新' },
  { sort: 'hot', label: '最热' },
  { sort: 'essence', label: '精华' },
];

function useNewPosts(circleId: number, myId: number | null) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    setCount(0);
    const sub = circleNewPosts$(circleId).subscribe((post) => {
      // My own post is already on my screen (the composer put it there).
      if (post.userId !== myId) setCount((n) => n + 1);
    });
    return () => sub.unsubscribe();
  }, [circleId, myId]);
  return [count, () => setCount(0)] as const;
}

export function CirclePage({ id }: { id: number }) {
  const [sort, setSort] = useState<PostSort>('new');
  const myId = useMyId();
  const answer = useQuery(circleQuery(id)).data;
  const [fresh, seen] = useNewPosts(id, myId);
  if (!answer) return <p className="py-20 text-center text-sm text-neutral-400">加载中…</p>;
  if (!answer.success)
    return (
      <p data-testid="circle-missing" className="py-20 text-center text-sm text-neutral-400">
        {answer.msg || '圈子加载失败'}
      </p>
    );
  const circle = answer.data;
  const moderator = circle.role === 'moderator';
  const reload = () => {
    seen();
    setSort('new');
    void queryClient.resetQueries({
      queryKey: [postListGeneral.path, { kind: 'general', circleId: id, sort: 'new' }],
    });
  };
  return (
    <div className="mx-auto w-full max-w-3xl space-y-3 px-0 pb-4 sm:px-3 sm:py-5">
      <header data-testid="circle-header" className="bg-white p-4 shadow-sm sm:rounded-lg lg:p-6">
        <div className="flex items-center gap-3">
          <CircleIcon
            icon={circle.icon}
            name={circle.name}
            size={64}
            className="size-14 bg-neutral-50 lg:size-16"
          />
          <div className="min-w-0 flex-1">
            <h1 data-testid="circle-name" className="truncate text-lg font-bold text-neutral-900">
              {circle.name}
            </h1>
            <p className="mt-0.5 text-xs text-neutral-400">
              <span data-testid="circle-members">{circle.memberCount}</span> 成员 ·{' '}
              {circle.postCount} 帖子
            </p>
          </div>
          <JoinButton circleId={circle.id} joined={circle.joined} large />
        </div>
        {circle.description && (
          <p className="mt-3 text-sm leading-6 text-neutral-600">{circle.description}</p>
        )}
        {circle.moderators.length > 0 && (
          <p className="mt-2 truncate text-xs text-neutral-400">
            版主：{circle.moderators.map((m) => m.nickName).join('、')}
            {moderator && (
              <span className="ml-2 rounded bg-sky-50 px-1 text-sky-700">我是版主</span>
            )}
          </p>
        )}
      </header>
      {circle.joined && (
        <div className="px-3 sm:px-0">
          <PostComposer
            circleId={circle.id}
            onPosted={() => {
              showToast('发布成功', 'success');
              setSort('new');
              void invalidateCall(postListGeneral, circleDetail);
            }}
          />
        </div>
      )}
      <div className="sticky top-12 z-10 flex items-center gap-1 bg-neutral-50/95 px-3 py-1 backdrop-blur sm:px-0 lg:top-16">
        <div
          role="tablist"
          aria-label="帖子排序"
          className="flex rounded-full bg-white p-0.5 shadow-sm"
        >
          {tabs.map((t) => (
            <button
              key={t.sort}
              type="button"
              role="tab"
              data-testid={`circle-tab-${t.sort}`}
              aria-selected={sort === t.sort}
              onClick={() => setSort(t.sort)}
              className={`min-h-9 rounded-full px-4 text-sm transition ${
                sort === t.sort
                  ? 'bg-brand-600 font-medium text-white'
                  : 'text-neutral-500 hover:text-neutral-800'
              }`}
            >
              {t.label}
            </button>
          ))}
        </div>
        {fresh > 0 && (
          <button
            type="button"
            data-testid="circle-new-posts"
            onClick={reload}
            className="ml-auto min-h-9 rounded-full bg-sky-600 px-4 text-sm font-medium text-white shadow hover:bg-sky-700"
          >
            {fresh} 条新帖
          </button>
        )}
      </div>
      <PostFeed
        filter={{ kind: 'general', circleId: id, sort }}
        moderator={moderator}
        showCircle={false}
        empty={sort === 'essence' ? '还没有精华帖' : '圈子里还没有帖子，来发第一帖吧'}
      />
    </div>
  );
}
