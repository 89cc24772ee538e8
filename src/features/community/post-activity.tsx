// Someone commented on or liked my post: a small toast at once (post.comment / post.like on user:<id>),
// and the post's counts and comments in the cache follow, so an open list or detail shows them too.
import { useEffect } from 'react';
import { postCommentList } from '../../../contract/calls/community';
import { postActivity$ } from '../../../streams/community';
import { queryClient } from '../../lib/query';
import { showToast } from '../login/toast';
import { patchPost } from './community-queries';

const clip = (text: string, max: number) =>
  [...text].length > max ? `${[...text].slice(0, max).join('')}…` : text;

export function PostActivityToasts() {
  useEffect(() => {
    const sub = postActivity$.subscribe((activity) => {
      if (activity.type === 'post.comment') {
        const { postId, nickName, content, commentCount } = activity.data;
        patchPost(postId, { commentCount });
        void queryClient.invalidateQueries({ queryKey: [postCommentList.path, { postId }] });
        showToast(`${nickName} 评论了你的帖子：${clip(content, 30)}`);
      } else {
        const { postId, nickName, likeCount } = activity.data;
        patchPost(postId, { likeCount });
        showToast(`${nickName} 赞了你的帖子`);
      }
    });
    return () => sub.unsubscribe();
  }, []);
  return null;
}
