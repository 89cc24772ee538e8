// One comment or reply: avatar, nick, the text (as text, never HTML), IP属地 and time, 赞, 回复 and 举报
// (not on one's own). A visitor's 回复 and 举报 open the login dialog.
import { type ReactNode, useState } from 'react';
import { serverNow } from '../../../../streams/server-clock';
import { reportComment } from '../../../api/comment';
import { DefaultAvatar } from '../../../components/default-avatar';
import { useObservable } from '../../../lib/use-observable';
import { currentSession, openLogin, select } from '../../user/session';
import type { CommentReply } from './comment-queries';
import { commentTime } from './comment-time';
import { LikeButton } from './like-button';
import { ReportDialog } from './report-dialog';

const myId$ = select((s) => s.userInfo?.id ?? null);

function Avatar({ user, small }: { user: CommentReply['user']; small: boolean }) {
  const size = small ? 'size-7' : 'size-9';
  return user.portrait ? (
    <img
      src={user.portrait}
      alt=""
      width={small ? 28 : 36}
      height={small ? 28 : 36}
      loading="lazy"
      className={`${size} shrink-0 rounded-full object-cover`}
    />
  ) : (
    <DefaultAvatar nickName={user.nickName} className={size} />
  );
}

export function CommentRow({
  postId,
  comment,
  reply = false,
  threadWriterId,
  onReply,
  children,
}: {
  postId: number;
  comment: CommentReply;
  /** A reply under a thread: smaller, and 回复 @someone when it answers another reply. */
  reply?: boolean;
  /** Who wrote the thread's comment: a reply to them needs no 回复 @. */
  threadWriterId?: number;
  onReply(comment: CommentReply): void;
  /** Under the text: the thread's replies and reply box. */
  children?: ReactNode;
}) {
  const myId = useObservable(myId$, currentSession().userInfo?.id ?? null);
  const [reporting, setReporting] = useState(false);
  const mine = myId !== null && myId === comment.user.id;
  const answersReply = reply && comment.replyTo !== null && comment.replyTo.id !== threadWriterId;
  const act = (then: () => void) => () => {
    if (!currentSession().auth) openLogin();
    else then();
  };
  return (
    <div
      data-testid={reply ? 'comment-reply' : 'comment'}
      data-comment-id={comment.id}
      className={`flex gap-2.5 ${reply ? 'py-2' : 'py-4'}`}
    >
      <Avatar user={comment.user} small={reply} />
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <span
            data-testid="comment-nick"
            className="truncate text-[13px] font-medium text-neutral-600"
          >
            {comment.user.nickName}
          </span>
          {mine && (
            <span className="shrink-0 rounded bg-brand-50 px-1 text-[10px] text-brand-600">我</span>
          )}
          {comment.pending && (
            <span
              data-testid="comment-pending"
              title="评论需审核通过后其他人才能看到"
              className="shrink-0 rounded bg-amber-50 px-1 text-[10px] text-amber-700"
            >
              审核中
            </span>
          )}
        </div>
        <p
          data-testid="comment-content"
          className="mt-1 whitespace-pre-wrap break-words text-[15px] leading-6 text-neutral-900"
        >
          {answersReply && comment.replyTo && (
            <span className="text-neutral-500">
              回复 <span className="text-sky-700">@{comment.replyTo.nickName}</span>：
            </span>
          )}
          {comment.content}
        </p>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 text-xs text-neutral-400">
          <time dateTime={comment.createdAt} title={comment.createdAt}>
            {commentTime(comment.createdAt, serverNow())}
          </time>
          <span data-testid="comment-ip">IP属地：{comment.ipRegion}</span>
          <span className="ml-auto flex items-center gap-1">
            <button
              type="button"
              data-testid="comment-reply-button"
              onClick={act(() => onReply(comment))}
              className="min-h-9 px-1.5 hover:text-neutral-600 lg:min-h-0"
            >
              回复
            </button>
            {!mine && (
              <button
                type="button"
                data-testid="comment-report"
                onClick={act(() => setReporting(true))}
                className="min-h-9 px-1.5 hover:text-neutral-600 lg:min-h-0"
              >
                举报
              </button>
            )}
            <LikeButton
              postId={postId}
              id={comment.id}
              liked={comment.liked}
              likeCount={comment.likeCount}
            />
          </span>
        </div>
        {children}
      </div>
      {reporting && (
        <ReportDialog
          title="举报评论"
          excerpt={`${comment.user.nickName}：${comment.content}`}
          send={(report) => reportComment({ commentId: comment.id, ...report })}
          onClose={() => setReporting(false)}
        />
      )}
    </div>
  );
}
