// /admin/content: 内容审核 (content.review) — the 新闻评论先审 switch, and one queue in three tabs (评论 / 帖子 /
// 昵称头像) with a user filter, paging, claim, approve, refuse with a reason (templates or typed), the history of
// decided items and the j/k/a/r/c keys of the other review desks.
import { type FormEvent, useEffect, useState } from 'react';
import {
  type ContentReviewItem,
  type ContentTab,
  contentReasonTemplates,
  contentReviewCalls,
} from '../../../contract/calls/admin-content';
import { ContentDetail, contentColumns, PreReviewSwitch } from '../../features/admin/content-parts';
import { DeskLayout } from '../../features/admin/desk-layout';
import { StateTabs } from '../../features/admin/queue-parts';
import { useReviewDesk } from '../../features/admin/use-review-desk';

const states: [string, string][] = [
  ['pending', '待审核'],
  ['approved', '已通过'],
  ['rejected', '已驳回'],
];
const tabNames: Record<ContentTab, string> = { comment: '评论', post: '帖子', profile: '昵称头像' };
const words: Record<ContentTab, { approved: string; rejected: string }> = {
  comment: { approved: '已通过，评论已发布', rejected: '已驳回，评论已隐藏并通知作者' },
  post: { approved: '已通过，帖子已发布', rejected: '已驳回，帖子已删除并通知作者' },
  profile: { approved: '已通过', rejected: '已驳回，已恢复默认并通知用户' },
};
const field =
  'h-8 rounded border border-slate-300 bg-white px-2 text-sm outline-none focus:border-blue-500';

function ContentDesk({
  tab,
  userId,
  onWaiting,
}: {
  tab: ContentTab;
  userId: string;
  onWaiting: (w: Record<ContentTab, number>) => void;
}) {
  const desk = useReviewDesk<ContentReviewItem>(contentReviewCalls, 'pending', words[tab], {
    tab,
    userId,
  });
  const waiting = (desk.query.data as { waiting?: Record<ContentTab, number> } | undefined)
    ?.waiting;
  const counts = waiting ? `${waiting.comment},${waiting.post},${waiting.profile}` : '';
  // The tab labels show what waits in each queue, as the latest page read says.
  useEffect(() => {
    if (!counts) return;
    const [comment = 0, post = 0, profile = 0] = counts.split(',').map(Number);
    onWaiting({ comment, post, profile });
  }, [counts, onWaiting]);
  return (
    <DeskLayout
      desk={desk}
      states={states}
      columns={contentColumns}
      detail={(c) => <ContentDetail c={c} />}
      templates={contentReasonTemplates[tab]}
      approveLabel="通过"
      rejectLabel="驳回"
      testId="content-desk"
    />
  );
}

export function AdminContentPage() {
  const [tab, setTab] = useState<ContentTab>('comment');
  const [draft, setDraft] = useState('');
  const [userId, setUserId] = useState('');
  const [waiting, setWaiting] = useState<Record<ContentTab, number> | null>(null);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setUserId(draft.trim());
  };
  const label = (t: ContentTab) =>
    waiting && waiting[t] > 0 ? `${tabNames[t]}（${waiting[t]}）` : tabNames[t];
  return (
    <div className="space-y-3">
      <PreReviewSwitch />
      <div className="flex flex-wrap items-center gap-3">
        <StateTabs
          value={tab}
          options={(['comment', 'post', 'profile'] as const).map((t) => [t, label(t)])}
          onChange={setTab}
        />
        <form onSubmit={apply} className="flex items-center gap-2 text-sm">
          <input
            className={`${field} w-28`}
            placeholder="用户ID"
            inputMode="numeric"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            aria-label="用户ID"
          />
          <button type="submit" className="h-8 rounded bg-blue-600 px-4 text-white">
            筛选
          </button>
        </form>
      </div>
      {/* A tab is its own queue: page, selection and reason box start afresh. */}
      <ContentDesk key={tab} tab={tab} userId={userId} onWaiting={setWaiting} />
    </div>
  );
}
