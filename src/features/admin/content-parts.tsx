// The 内容审核 desk's own parts: the 新闻评论先审 switch, the queue's columns and the item's check panel (the text
// with its hit words marked, a nick name before and after, the old and new avatar side by side).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ContentReviewItem, contentReviewCalls } from '../../../contract/calls/admin-content';
import { formatFull } from '../../../contract/format/dates';
import { adminCall } from './admin-api';
import { type Column, Fact } from './desk-layout';
import { useAdminQuery } from './use-admin-query';

const kindLabel: Record<ContentReviewItem['kind'], string> = {
  comment: '新闻评论',
  post: '帖子',
  nickname: '昵称',
  avatar: '头像',
};
const stateLabel: Record<ContentReviewItem['status'], string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
};

export function PreReviewSwitch() {
  const client = useQueryClient();
  const settings = useAdminQuery(contentReviewCalls.settings);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const on = settings.data?.newsCommentPreReview ?? false;
  const toggle = async () => {
    setBusy(true);
    const answer = await adminCall(contentReviewCalls.saveSettings, {
      newsCommentPreReview: !on,
      reason: on ? '关闭新闻评论先审' : '开启新闻评论先审',
    });
    setBusy(false);
    setError(answer.ok ? '' : answer.msg);
    await client.invalidateQueries({ queryKey: ['admin', contentReviewCalls.settings.path] });
  };
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded border border-slate-200 bg-white px-3 py-2 text-sm"
      data-testid="pre-review-switch"
    >
      <span className="font-medium text-slate-700">新闻评论先审</span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label="新闻评论先审"
        disabled={busy || settings.data === undefined}
        onClick={() => void toggle()}
        className={`relative h-6 w-11 shrink-0 rounded-full transition-colors disabled:opacity-50 ${on ? 'bg-blue-600' : 'bg-slate-300'}`}
      >
        <span
          className={`absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : ''}`}
        />
      </button>
      <span className="text-xs text-slate-500">
        {on
          ? '已开启：新评论需审核通过后才对其他读者展示，作者本人可见（审核中）'
          : '已关闭：新评论立即发布'}
      </span>
      {error && <span className="text-xs text-red-600">{error}</span>}
    </div>
  );
}

/** The text with each hit word marked (the stored text has them starred, so the words are listed beside it). */
function Hits({ hits }: { hits: string[] }) {
  if (hits.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {hits.map((h) => (
        <span
          key={h}
          className="rounded bg-red-100 px-1 py-px text-[11px] whitespace-nowrap text-red-700"
        >
          {h}
        </span>
      ))}
    </span>
  );
}

function Thumb({ src, alt }: { src: string; alt: string }) {
  return src ? (
    <img
      src={src}
      alt={alt}
      className="h-10 w-10 rounded-full border border-slate-200 bg-slate-100 object-cover"
    />
  ) : (
    <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-slate-100 text-[10px] text-slate-400">
      默认
    </span>
  );
}

function Summary({ c }: { c: ContentReviewItem }) {
  if (c.kind === 'avatar') return <Thumb src={c.content} alt={`UID ${c.userId} 的新头像`} />;
  if (c.kind === 'nickname')
    return (
      <span>
        {c.previous || '—'} → <b className="text-slate-800">{c.content}</b>
      </span>
    );
  return <span className="line-clamp-2 break-all">{c.content}</span>;
}

export const contentColumns: Column<ContentReviewItem>[] = [
  { head: '类型', cell: (c) => kindLabel[c.kind], className: 'whitespace-nowrap' },
  {
    head: '用户',
    cell: (c) => (
      <span>
        {c.nickName} <span className="text-slate-400">UID {c.userId}</span>
      </span>
    ),
  },
  { head: '内容', cell: (c) => <Summary c={c} /> },
  { head: '命中词', cell: (c) => <Hits hits={c.hits} /> },
  {
    head: '提交时间',
    cell: (c) => formatFull(c.createdAt),
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    head: '结果',
    cell: (c) =>
      c.status === 'pending' ? '—' : c.status === 'approved' ? '通过' : `驳回：${c.reason}`,
  },
];

export function ContentDetail({ c }: { c: ContentReviewItem }) {
  return (
    <div className="space-y-2" data-testid="content-detail">
      <h3 className="font-semibold text-slate-800">
        {kindLabel[c.kind]} #{c.id} · {stateLabel[c.status]}
      </h3>
      <Fact label="用户">
        {c.nickName}（UID {c.userId}）
      </Fact>
      {(c.kind === 'comment' || c.kind === 'post') && (
        <Fact label="内容">
          <span className="whitespace-pre-wrap">{c.content}</span>
        </Fact>
      )}
      {c.kind === 'nickname' && (
        <>
          <Fact label="原昵称">{c.previous || '—'}</Fact>
          <Fact label="新昵称">
            <b>{c.content}</b>
          </Fact>
        </>
      )}
      {c.kind === 'avatar' && (
        <div className="flex items-end gap-4">
          <figure className="text-center text-xs text-slate-400">
            <Thumb src={c.previous} alt="原头像" />
            <figcaption className="mt-1">原头像</figcaption>
          </figure>
          <figure className="text-center text-xs text-slate-600">
            <img
              src={c.content}
              alt="新头像"
              className="h-28 w-28 rounded border border-slate-200 bg-slate-100 object-cover"
            />
            <figcaption className="mt-1">新头像（已展示，事后审核）</figcaption>
          </figure>
        </div>
      )}
      {c.hits.length > 0 && (
        <Fact label="命中词">
          <Hits hits={c.hits} />
        </Fact>
      )}
      <Fact label="提交时间">{formatFull(c.createdAt)}</Fact>
      {c.link && (
        <Fact label="位置">
          <a href={c.link} target="_blank" rel="noreferrer" className="text-blue-600 underline">
            {c.link}
          </a>
        </Fact>
      )}
      {c.status !== 'pending' && (
        <Fact label="结果">
          {c.status === 'approved' ? '已通过' : `已驳回：${c.reason}`}
          {c.decidedAt ? ` · ${c.decidedUsername} · ${formatFull(c.decidedAt)}` : ''}
        </Fact>
      )}
    </div>
  );
}
