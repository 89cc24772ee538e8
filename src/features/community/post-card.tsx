// One post as 虎扑 and 懂球帝 show it: avatar, nick, IP属地 and time, the circle's tag, 置顶 / 精华, the text
// (always as text, never HTML), the picture grid, 赞 and 评论. In a list the text is clamped and the card
// opens the post; on the detail page it is whole.
import { Link } from '@tanstack/react-router';
import { serverNow } from '../../../streams/server-clock';
import { DefaultAvatar } from '../../components/default-avatar';
import { useObservable } from '../../lib/use-observable';
import { commentTime } from '../news/comments/comment-time';
import { currentSession, select } from '../user/session';
import { CircleIcon } from './circle-icon';
import type { Post } from './community-queries';
import { PictureGrid } from './picture-grid';
import { PostLike } from './post-like';
import { PostMenu } from './post-menu';

const myId$ = select((s) => s.userInfo?.id ?? null);

export function useMyId() {
  return useObservable(myId$, currentSession().userInfo?.id ?? null);
}

function Badge({ children, tone }: { children: string; tone: 'pin' | 'essence' }) {
  return (
    <span
      data-testid={`post-badge-${tone}`}
      className={`shrink-0 rounded px-1.5 py-px text-[11px] font-medium ${
        tone === 'pin' ? 'bg-sky-50 text-sky-700' : 'bg-amber-50 text-amber-700'
      }`}
    >
      {children}
    </span>
  );
}

export function PostCard({
  post,
  full = false,
  moderator = false,
  showCircle = true,
  onGone,
}: {
  post: Post;
  /** The detail page: the whole text, no link to itself. */
  full?: boolean;
  /** I moderate the post's circle: 置顶 / 加精 / 删除 in the menu. */
  moderator?: boolean;
  showCircle?: boolean;
  onGone?(): void;
}) {
  const myId = useMyId();
  const mine = myId !== null && myId === post.user.id;
  const text = post.content && (
    <p
      data-testid="post-content"
      className={`mt-2 whitespace-pre-wrap break-words text-[15px] leading-7 text-neutral-900 ${full ? '' : 'line-clamp-6'}`}
    >
      {post.content}
    </p>
  );
  return (
    <article
      data-testid="post-card"
      data-post-id={post.id}
      className="border-b border-neutral-100 bg-white px-4 py-4 last:border-0 lg:px-6"
    >
      <header className="flex items-center gap-2.5">
        <Link
          to="/personal/{-$id}"
          params={{ id: String(post.user.id) }}
          className="shrink-0"
          aria-label={`${post.user.nickName}的空间`}
        >
          {post.user.portrait ? (
            <img
              src={post.user.portrait}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              className="size-10 rounded-full object-cover"
            />
          ) : (
            <DefaultAvatar nickName={post.user.nickName} className="size-10" />
          )}
        </Link>
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-1.5">
            <Link
              to="/personal/{-$id}"
              params={{ id: String(post.user.id) }}
              data-testid="post-nick"
              className="truncate text-[15px] font-medium text-neutral-800 hover:text-brand-600"
            >
              {post.user.nickName}
            </Link>
            {post.kind === 'anchor' && (
              <span className="shrink-0 rounded bg-brand-50 px-1 text-[10px] text-brand-600">
                主播
              </span>
            )}
            {mine && (
              <span className="shrink-0 rounded bg-neutral-100 px-1 text-[10px] text-neutral-500">
                我
              </span>
            )}
            {post.pending && (
              <span
                data-testid="post-pending"
                title="帖子需审核通过后其他人才能看到"
                className="shrink-0 rounded bg-amber-50 px-1 text-[10px] text-amber-700"
              >
                审核中
              </span>
            )}
          </div>
          <div className="mt-0.5 flex items-center gap-2 text-xs text-neutral-400">
            <time dateTime={post.createdAt} title={post.createdAt}>
              {commentTime(post.createdAt, serverNow())}
            </time>
            <span data-testid="post-ip">IP属地：{post.ipRegion}</span>
          </div>
        </div>
        <PostMenu post={post} mine={mine} moderator={moderator} onGone={onGone} />
      </header>
      {(post.pinned || post.essence) && (
        <div className="mt-2 flex gap-1.5">
          {post.pinned && <Badge tone="pin">置顶</Badge>}
          {post.essence && <Badge tone="essence">精华</Badge>}
        </div>
      )}
      {full ? (
        text
      ) : (
        <Link
          to="/community/{-$id}"
          params={{ id: String(post.id) }}
          data-testid="post-open"
          className="block"
        >
          {text}
        </Link>
      )}
      <PictureGrid pics={post.pics} />
      <footer className="mt-2 flex items-center gap-2 text-[13px] text-neutral-400">
        {showCircle && post.circle && (
          <Link
            to="/community/circle-detail/{-$id}"
            params={{ id: String(post.circle.id) }}
            data-testid="post-circle"
            className="mr-auto flex min-w-0 items-center gap-1 rounded-full bg-neutral-100 py-0.5 pr-2.5 pl-0.5 text-xs text-neutral-600 hover:bg-neutral-200"
          >
            <CircleIcon
              icon={post.circle.icon}
              name={post.circle.name}
              size={18}
              lazy
              className="size-[18px] bg-white"
            />
            <span className="truncate">{post.circle.name}</span>
          </Link>
        )}
        <span className="ml-auto flex items-center">
          {full ? (
            <a
              href="#comments"
              className="flex min-h-9 items-center gap-1 px-2 hover:text-neutral-600"
            >
              评论 <span data-testid="post-comment-count">{post.commentCount}</span>
            </a>
          ) : (
            <Link
              to="/community/{-$id}"
              params={{ id: String(post.id) }}
              hash="comments"
              className="flex min-h-9 items-center gap-1 px-2 hover:text-neutral-600"
            >
              评论 <span data-testid="post-comment-count">{post.commentCount}</span>
            </Link>
          )}
          <PostLike id={post.id} liked={post.liked} likeCount={post.likeCount} />
        </span>
      </footer>
    </article>
  );
}
