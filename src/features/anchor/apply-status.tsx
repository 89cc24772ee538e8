// The application's verdict: 审核中 (with what was sent), 已通过 (→ 开播设置), 未通过 (the reason, 重新申请).
import type { AuditApplication } from '../../../contract/calls/anchor';
import { formatFull } from '../../../contract/format/dates';
import { Icon } from '../../components/icons';
import { SiteLink } from '../../components/site-link';
import { categoryNames } from './apply-form';

const looks = {
  review: {
    title: '审核中',
    note: '资料已提交，工作人员会在 1–3 个工作日内完成审核',
    tone: 'text-accent-600 bg-accent-400/10',
  },
  pass: {
    title: '已通过',
    note: '恭喜你成为球live主播！设置好直播间就可以开播了',
    tone: 'text-emerald-600 bg-emerald-50',
  },
  no: { title: '未通过', note: '很遗憾，本次申请未通过审核', tone: 'text-brand-600 bg-brand-50' },
} as const;

function Sent({ application }: { application: AuditApplication }) {
  return (
    <dl className="mx-auto mt-6 grid max-w-lg grid-cols-[80px_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="text-right text-neutral-400">真实姓名</dt>
      <dd className="text-neutral-700">{application.realName}</dd>
      <dt className="text-right text-neutral-400">意向分类</dt>
      <dd className="text-neutral-700">
        {application.categories.map((c) => categoryNames[c] ?? c).join('、')}
      </dd>
      <dt className="text-right text-neutral-400">提交时间</dt>
      <dd className="text-neutral-700">{formatFull(application.createdAt)}</dd>
      {application.intro && (
        <>
          <dt className="text-right text-neutral-400">个人简介</dt>
          <dd className="whitespace-pre-wrap text-neutral-700">{application.intro}</dd>
        </>
      )}
    </dl>
  );
}

export function ApplyStatus({
  application,
  onReapply,
}: {
  application: AuditApplication;
  onReapply(): void;
}) {
  const look = looks[application.status];
  return (
    <div data-testid="apply-status" data-status={application.status} className="py-8 text-center">
      <span
        className={`mx-auto flex size-16 items-center justify-center rounded-full ${look.tone}`}
      >
        <Icon
          name={
            application.status === 'pass'
              ? 'check'
              : application.status === 'no'
                ? 'alert'
                : 'clock'
          }
          className="size-8"
        />
      </span>
      <p data-testid="apply-status-title" className="mt-4 text-xl font-semibold text-neutral-900">
        {look.title}
      </p>
      <p className="mt-2 text-sm text-neutral-500">{look.note}</p>
      {application.status === 'no' && (
        <p
          data-testid="apply-reason"
          className="mx-auto mt-4 max-w-lg rounded-md bg-brand-50 px-4 py-3 text-sm text-brand-700"
        >
          原因：{application.reason}
        </p>
      )}
      {application.status === 'pass' && (
        <SiteLink
          href="/v/anchor-set"
          data-testid="apply-go-console"
          className="mt-6 inline-block h-10 rounded-full bg-brand-500 px-10 leading-10 font-semibold text-white hover:bg-brand-600"
        >
          去开播
        </SiteLink>
      )}
      {application.status === 'no' && (
        <button
          type="button"
          data-testid="apply-again"
          onClick={onReapply}
          className="mt-6 h-10 rounded-full bg-brand-500 px-10 font-semibold text-white hover:bg-brand-600"
        >
          重新申请
        </button>
      )}
      {application.status === 'review' && <Sent application={application} />}
    </div>
  );
}
