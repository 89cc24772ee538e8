// A post's ⋯ menu: 屏蔽此帖 / 屏蔽作者 / 举报 on others' posts, 删除 on mine, and for a circle's moderators
// 置顶 / 加精 / 删除. Each answer is the server's: on success the post changes or leaves every list.
// A visitor's pick opens the login dialog.
import { useState } from 'react';
import type { moderateActions } from '../../../contract/calls/community';
import { deletePost, moderatePost, shieldPost } from '../../api/community';
import { reportPost } from '../../api/post-report';
import { showToast } from '../login/toast';
import { ReportDialog } from '../news/comments/report-dialog';
import { currentSession, openLogin } from '../user/session';
import { dropPosts, type Post, patchPost } from './community-queries';

type Action = (typeof moderateActions)[number];

export function PostMenu({
  post,
  mine,
  moderator,
  onGone,
}: {
  post: Post;
  mine: boolean;
  moderator: boolean;
  /** The post left this reader's view (deleted, removed, shielded): a detail page goes back. */
  onGone?(): void;
}) {
  const [open, setOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const run = async (
    work: () => Promise<{ success: boolean; msg?: string }>,
    done: string,
    after: () => void,
  ) => {
    setOpen(false);
    if (!currentSession().auth) {
      openLogin();
      return;
    }
    const answer = await work();
    if (!answer.success) {
      showToast(answer.msg || '操作失败，请稍后再试', 'error');
      return;
    }
    after();
    showToast(done, 'success');
  };
  const gone = (test: (p: Post) => boolean) => () => {
    dropPosts(test);
    onGone?.();
  };
  const moderate = (action: Action, done: string) =>
    run(
      () => moderatePost({ postId: post.id, action }),
      done,
      action === 'remove'
        ? gone((p) => p.id === post.id)
        : () =>
            patchPost(post.id, {
              ...(action === 'pin' || action === 'unpin' ? { pinned: action === 'pin' } : {}),
              ...(action === 'essence' || action === 'unessence'
                ? { essence: action === 'essence' }
                : {}),
            }),
    );
  const items: { key: string; label: string; act(): void; danger?: boolean }[] = [];
  if (!mine) {
    items.push(
      {
        key: 'shield-post',
        label: '屏蔽此帖',
        act: () =>
          void run(
            () => shieldPost({ type: 'post', id: post.id }),
            '已屏蔽此帖',
            gone((p) => p.id === post.id),
          ),
      },
      {
        key: 'shield-author',
        label: '屏蔽作者',
        act: () =>
          void run(
            () => shieldPost({ type: 'author', id: post.user.id }),
            `已屏蔽 ${post.user.nickName}`,
            gone((p) => p.user.id === post.user.id),
          ),
      },
      {
        key: 'report',
        label: '举报',
        act: () => {
          setOpen(false);
          if (currentSession().auth) setReporting(true);
          else openLogin();
        },
      },
    );
  }
  if (moderator && post.circle) {
    items.push(
      post.pinned
        ? { key: 'unpin', label: '取消置顶', act: () => void moderate('unpin', '已取消置顶') }
        : { key: 'pin', label: '置顶', act: () => void moderate('pin', '已置顶') },
      post.essence
        ? {
            key: 'unessence',
            label: '取消精华',
            act: () => void moderate('unessence', '已取消精华'),
          }
        : { key: 'essence', label: '加精', act: () => void moderate('essence', '已加精') },
    );
    if (!mine)
      items.push({
        key: 'remove',
        label: '删除',
        danger: true,
        act: () => {
          if (window.confirm('确定删除这条帖子吗？')) void moderate('remove', '已删除');
        },
      });
  }
  if (mine)
    items.push({
      key: 'delete',
      label: '删除',
      danger: true,
      act: () => {
        if (window.confirm('确定删除这条帖子吗？'))
          void run(
            () => deletePost(post.id),
            '已删除',
            gone((p) => p.id === post.id),
          );
      },
    });
  return (
    <div className="relative">
      <button
        type="button"
        aria-label="更多操作"
        aria-expanded={open}
        data-testid="post-menu"
        onClick={(e) => {
          e.preventDefault();
          setOpen((o) => !o);
        }}
        className="flex size-9 items-center justify-center rounded-full text-lg leading-none text-neutral-400 hover:bg-neutral-100 hover:text-neutral-600"
      >
        ⋯
      </button>
      {open && (
        <>
          <button
            type="button"
            aria-label="关闭菜单"
            className="fixed inset-0 z-30 cursor-default"
            onClick={() => setOpen(false)}
          />
          <div
            role="menu"
            className="absolute top-9 right-0 z-40 w-32 overflow-hidden rounded-lg bg-white py-1 text-sm shadow-lg ring-1 ring-black/5"
          >
            {items.map((item) => (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                data-testid={`post-menu-${item.key}`}
                onClick={item.act}
                className={`block min-h-10 w-full px-4 text-left hover:bg-neutral-50 ${item.danger ? 'text-brand-600' : 'text-neutral-700'}`}
              >
                {item.label}
              </button>
            ))}
          </div>
        </>
      )}
      {reporting && (
        <ReportDialog
          title="举报帖子"
          excerpt={`${post.user.nickName}：${post.content || `[图片 ${post.pics.length} 张]`}`}
          send={(report) => reportPost({ postId: post.id, ...report })}
          onClose={() => setReporting(false)}
        />
      )}
    </div>
  );
}
