// A top-level comment with its replies: the first three from the list, "查看全部 N 条回复" loads the rest
// page by page; 回复 opens an inline box under the thread, addressed to the comment or reply chosen.
import { useState } from 'react';
import { loadReplies } from '../../../api/comment';
import { showToast } from '../../login/toast';
import { CommentComposer } from './comment-composer';
import { addReply, type CommentItem, type CommentReply } from './comment-queries';
import { CommentRow } from './comment-row';
import { useCommentTarget } from './comment-target';

interface Loaded {
  list: CommentReply[];
  /** The next page to ask for; null once every reply is here. */
  next: number | null;
}

/** The loaded pages plus replies written since (in both), each once, oldest first. */
const merge = (a: CommentReply[], b: CommentReply[]) => {
  const seen = new Set(a.map((r) => r.id));
  return [...a, ...b.filter((r) => !seen.has(r.id))];
};

export function CommentThread({ postId, comment }: { postId: number; comment: CommentItem }) {
  const type = useCommentTarget();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(false);
  const [replyTo, setReplyTo] = useState<CommentReply | null>(null);
  const replies = loaded ? merge(loaded.list, comment.replies) : comment.replies;
  const more = loaded ? loaded.next !== null : comment.replyCount > comment.replies.length;

  const loadMore = async () => {
    if (loading) return;
    setLoading(true);
    const page = loaded?.next ?? 1;
    const answer = await loadReplies(comment.id, page);
    setLoading(false);
    if (!answer.success) {
      showToast(answer.msg || '回复加载失败，请稍后再试', 'error');
      return;
    }
    const { list, total, pageSize } = answer.data;
    setLoaded((was) => ({
      list: merge(was?.list ?? [], list),
      next: page * pageSize < total ? page + 1 : null,
    }));
  };

  const posted = (reply: CommentReply) => {
    addReply(postId, reply, type);
    if (loaded) setLoaded({ ...loaded, list: merge(loaded.list, [reply]) });
    setReplyTo(null);
  };

  return (
    <li className="border-b border-neutral-100 last:border-0">
      <CommentRow postId={postId} comment={comment} onReply={setReplyTo}>
        {(replies.length > 0 || more) && (
          <div data-testid="comment-replies" className="mt-2 rounded-md bg-neutral-50 px-3">
            {replies.map((r) => (
              <CommentRow
                key={r.id}
                postId={postId}
                comment={r}
                reply
                threadWriterId={comment.user.id}
                onReply={setReplyTo}
              />
            ))}
            {more && (
              <button
                type="button"
                data-testid="comment-more-replies"
                disabled={loading}
                onClick={() => void loadMore()}
                className="min-h-9 pb-2 text-[13px] text-sky-700 hover:underline disabled:text-neutral-400"
              >
                {loading
                  ? '加载中…'
                  : loaded
                    ? '加载更多回复'
                    : `查看全部 ${comment.replyCount} 条回复`}
              </button>
            )}
          </div>
        )}
        {replyTo && (
          <div className="mt-2" data-testid="reply-box">
            <CommentComposer
              key={replyTo.id}
              postId={postId}
              parentId={replyTo.id}
              autoFocus
              placeholder={`回复 @${replyTo.user.nickName}`}
              onPosted={posted}
              onCancel={() => setReplyTo(null)}
              testId="reply-composer"
            />
          </div>
        )}
      </CommentRow>
    </li>
  );
}
