// 赞 on a post: shown at once, settled by the server's answer, rolled back with the server's message when
// it refuses (a removed post); a visitor gets the login dialog.
import { useState } from 'react';
import { likePost } from '../../api/community';
import { showToast } from '../login/toast';
import { ThumbIcon } from '../news/comments/comment-icons';
import { currentSession, openLogin } from '../user/session';
import { patchPost } from './community-queries';

export function PostLike({
  id,
  liked,
  likeCount,
}: {
  id: number;
  liked: boolean;
  likeCount: number;
}) {
  const [busy, setBusy] = useState(false);
  const toggle = () => {
    if (!currentSession().auth) {
      openLogin();
      return;
    }
    if (busy) return;
    const before = { liked, likeCount };
    patchPost(id, {
      liked: !liked,
      likeCount: Math.max(0, likeCount + (liked ? -1 : 1)),
    });
    setBusy(true);
    void likePost(id).then((answer) => {
      setBusy(false);
      if (answer.success) patchPost(id, answer.data);
      else {
        patchPost(id, before);
        showToast(answer.msg || '点赞失败，请稍后再试', 'error');
      }
    });
  };
  return (
    <button
      type="button"
      data-testid="post-like"
      aria-pressed={liked}
      aria-label={liked ? '取消点赞' : '点赞'}
      onClick={toggle}
      className={`flex min-h-9 items-center gap-1 px-2 ${liked ? 'text-brand-600' : 'hover:text-neutral-600'}`}
    >
      <ThumbIcon filled={liked} className="size-4" />
      <span data-testid="post-like-count">{likeCount > 0 ? likeCount : '赞'}</span>
    </button>
  );
}
