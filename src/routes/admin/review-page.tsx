// /admin/review: 审核 — anchor applications (anchors.review) and expert applications (experts.review), each a queue
// with claim, pass, refuse with a reason (templates or typed) and the history of decided ones; j/k/a/r/c keys.
import { useState } from 'react';
import {
  type AnchorReviewItem,
  anchorReasonTemplates,
  anchorReviewCalls,
  type ExpertReviewItem,
  expertReasonTemplates,
  expertReviewCalls,
} from '../../../contract/calls/admin-review';
import { formatFull } from '../../../contract/format/dates';
import { useAdminMe } from '../../features/admin/admin-session';
import { type Column, DeskLayout, Fact } from '../../features/admin/desk-layout';
import { StateTabs } from '../../features/admin/queue-parts';
import { useReviewDesk } from '../../features/admin/use-review-desk';

const states: [string, string][] = [
  ['review', '待审核'],
  ['pass', '已通过'],
  ['no', '已驳回'],
];
const words = { approved: '已通过', rejected: '已驳回，原因已告知申请人' };
const days = (from: number, to: number) => Math.max(0, Math.floor((to - from) / 86_400_000));

function RealName({ status, name }: { status: number; name: string }) {
  return status === 1 ? (
    <span className="text-emerald-700">已实名（{name}）</span>
  ) : (
    <span className="text-amber-600">未实名</span>
  );
}

const anchorColumns: Column<AnchorReviewItem>[] = [
  {
    head: '申请人',
    cell: (a) => (
      <span>
        {a.nickName} <span className="text-slate-400">UID {a.userId}</span>
      </span>
    ),
  },
  { head: '姓名', cell: (a) => a.realName },
  { head: '实名', cell: (a) => <RealName status={a.realNameStatus} name={a.verifiedName} /> },
  {
    head: '提交时间',
    cell: (a) => formatFull(a.createdAt),
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    head: '结果',
    cell: (a) => (a.status === 'review' ? '—' : a.status === 'pass' ? '通过' : `驳回：${a.reason}`),
  },
];

function AnchorDetail({ a }: { a: AnchorReviewItem }) {
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-slate-800">
        主播申请 #{a.id} · {a.nickName}
      </h3>
      <Fact label="用户">
        UID {a.userId} · 注册 {days(a.registeredAt, a.createdAt)} 天
      </Fact>
      <Fact label="申请姓名">{a.realName}</Fact>
      <Fact label="实名状态">
        <RealName status={a.realNameStatus} name={a.verifiedName} />
        {a.nameMatches === false && <span className="ml-2 text-red-600">与申请姓名不符</span>}
        {a.nameMatches === true && <span className="ml-2 text-emerald-600">与申请姓名一致</span>}
      </Fact>
      <Fact label="分类">{a.categories.map((c) => `#${c}`).join('、') || '—'}</Fact>
      <Fact label="简介">{a.intro || '（无）'}</Fact>
      <Fact label="直播间">
        {a.room ? `${a.room.title}（#${a.room.id}）` : '通过后开通，标题默认为「昵称的直播间」'}
      </Fact>
      {a.room?.cover && (
        <Fact label="封面">
          <img src={a.room.cover} alt="直播间封面" className="h-24 rounded border object-cover" />
        </Fact>
      )}
      <div className="grid grid-cols-3 gap-2">
        {a.photos.map((p, i) => (
          <a key={p} href={p} target="_blank" rel="noreferrer" className="block">
            <img
              src={p}
              alt={`证件照片 ${i + 1}`}
              className="aspect-[4/3] w-full rounded border border-slate-200 bg-slate-100 object-cover"
            />
          </a>
        ))}
      </div>
      {a.status !== 'review' && (
        <Fact label="结果">
          {a.status === 'pass' ? '已通过' : `已驳回：${a.reason}`}
          {a.decidedAt ? ` · ${formatFull(a.decidedAt)}` : ''}
        </Fact>
      )}
    </div>
  );
}

function AnchorDesk() {
  const desk = useReviewDesk<AnchorReviewItem>(
    {
      list: anchorReviewCalls.list,
      claim: anchorReviewCalls.claim,
      approve: anchorReviewCalls.pass,
      reject: anchorReviewCalls.no,
    },
    'review',
    words,
  );
  return (
    <DeskLayout
      desk={desk}
      states={states}
      columns={anchorColumns}
      detail={(a) => <AnchorDetail a={a} />}
      templates={anchorReasonTemplates}
      approveLabel="通过"
      rejectLabel="驳回"
      testId="anchor-desk"
    />
  );
}

const expertColumns: Column<ExpertReviewItem>[] = [
  {
    head: '申请人',
    cell: (e) => (
      <span>
        {e.nickName} <span className="text-slate-400">UID {e.userId}</span>
      </span>
    ),
  },
  { head: '擅长', cell: (e) => e.specialities.join('、') },
  { head: '实名', cell: (e) => <RealName status={e.realNameStatus} name={e.verifiedName} /> },
  {
    head: '提交时间',
    cell: (e) => formatFull(e.createdAt),
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    head: '结果',
    cell: (e) => (e.status === 'review' ? '—' : e.status === 'pass' ? '通过' : `驳回：${e.reason}`),
  },
];

function ExpertDetail({ e }: { e: ExpertReviewItem }) {
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-slate-800">
        专家申请 #{e.id} · {e.nickName}
      </h3>
      <Fact label="用户">
        UID {e.userId} · 注册 {days(e.registeredAt, e.createdAt)} 天
      </Fact>
      <Fact label="实名状态">
        <RealName status={e.realNameStatus} name={e.verifiedName} />
      </Fact>
      <Fact label="擅长">{e.specialities.join('、')}</Fact>
      <Fact label="简介">
        <span className="whitespace-pre-wrap">{e.intro}</span>
      </Fact>
      {e.status !== 'review' && (
        <Fact label="结果">
          {e.status === 'pass' ? '已通过' : `已驳回：${e.reason}`}
          {e.decidedAt ? ` · ${formatFull(e.decidedAt)}` : ''}
        </Fact>
      )}
    </div>
  );
}

function ExpertDesk() {
  const desk = useReviewDesk<ExpertReviewItem>(
    {
      list: expertReviewCalls.list,
      claim: expertReviewCalls.claim,
      approve: expertReviewCalls.pass,
      reject: expertReviewCalls.no,
    },
    'review',
    words,
  );
  return (
    <DeskLayout
      desk={desk}
      states={states}
      columns={expertColumns}
      detail={(e) => <ExpertDetail e={e} />}
      templates={expertReasonTemplates}
      approveLabel="通过"
      rejectLabel="驳回"
      testId="expert-desk"
    />
  );
}

export function AdminReviewPage() {
  const me = useAdminMe();
  const can = me.data?.permissions ?? [];
  const tabs: ['anchors' | 'experts', string][] = [];
  if (can.includes('anchors.review')) tabs.push(['anchors', '主播申请']);
  if (can.includes('experts.review')) tabs.push(['experts', '专家申请']);
  const [tab, setTab] = useState<'anchors' | 'experts' | null>(null);
  const shown = tab ?? tabs[0]?.[0] ?? null;
  if (!me.data) return null;
  return (
    <div className="space-y-3">
      {tabs.length > 1 && shown && <StateTabs value={shown} options={tabs} onChange={setTab} />}
      {shown === 'anchors' && <AnchorDesk />}
      {shown === 'experts' && <ExpertDesk />}
      {!shown && <p className="text-sm text-slate-500">你的角色没有审核权限</p>}
    </div>
  );
}
