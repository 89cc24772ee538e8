// 点赞 on a comment or reply: shown at once, settled by the server's answer, rolled back (with the server's
// message) when it refuses; a visitor gets the login dialog.
import { useEffect, useState } from 'react';
import { likeComment } from '../../../api/comment';
import { showToast } from '../../login/toast';
import { currentSession, openLogin } from '../../user/session';
import { ThumbIcon } from './comment-icons';
import { setLiked } from './comment-queries';
import { useCommentTarget } from './comment-target';

export function LikeButton({
  postId,
  id,
  liked,
  likeCount,
}: {
  postId: number;
  id: number;
  liked: boolean;
  likeCount: number;
}) {
  const type = useCommentTarget();
  const [shown, setShown] = useState({ liked, likeCount });
  const [busy, setBusy] = useState(false);
  useEffect(() => setShown({ liked, likeCount }), [liked, likeCount]);
  const toggle = () => {
    if (!currentSession().auth) {
      openLogin();
      return;
    }
    if (busy) return;
    const before = shown;
    setShown({
      liked: !before.liked,
      likeCount: Math.max(0, before.likeCount + (before.liked ? -1 : 1)),
    });
    setBusy(true);
    void likeComment(id).then((answer) => {
      setBusy(false);
      if (answer.success) {
        setShown(answer.data);
        setLiked(postId, id, answer.data.liked, answer.data.likeCount, type);
      } else {
        setShown(before);
        showToast(answer.msg || '点赞失败，请稍后再试', 'error');
      }
    });
  };
  return (
    <button
      type="button"
      data-testid="comment-like"
      aria-pressed={shown.liked}
      aria-label={shown.liked ? '取消点赞' : '点赞'}
      onClick={toggle}
      className={`flex min-h-9 items-center gap-1 px-1 text-xs transition lg:min-h-0 ${
        shown.liked ? 'text-brand-600' : 'text-neutral-400 hover:text-neutral-600'
      }`}
    >
      <ThumbIcon filled={shown.liked} className="size-4" />
      <span data-testid="comment-like-count" className="min-w-3 font-mono">
        {shown.likeCount > 0 ? shown.likeCount : '赞'}
      </span>
    </button>
  );
}
