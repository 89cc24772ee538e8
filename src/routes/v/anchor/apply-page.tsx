// /v/apply (申请主播): the application form, then its status; an open page learns the verdict from a push.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type AuditApplication, auditInfo } from '../../../../contract/calls/anchor';
import { channels } from '../../../../contract/channels';
import { siteChannels } from '../../../../streams/channel';
import { getUserInfo } from '../../../api/user';
import { SiteLink } from '../../../components/site-link';
import { ApplyForm } from '../../../features/anchor/apply-form';
import { ApplyStatus } from '../../../features/anchor/apply-status';
import { currentSession, session$, storeUserInfo } from '../../../features/user/session';
import { CentreCard, LoadState } from '../../../features/user-centre/centre-frame';
import { callQuery, invalidateCall } from '../../../lib/query';
import { setCallData } from '../../../lib/use-call-result';
import { useObservable } from '../../../lib/use-observable';

type View =
  | { kind: 'loading' }
  | { kind: 'failed'; msg: string }
  | { kind: 'form' }
  | { kind: 'status'; application: AuditApplication };

const steps = ['填写资料', '平台审核', '开通直播间'];

function Steps({ at }: { at: number }) {
  return (
    <ol className="mb-6 flex items-center justify-center gap-3 text-sm">
      {steps.map((s, i) => (
        <li key={s} className="flex items-center gap-3">
          <span
            className={`flex size-6 items-center justify-center rounded-full text-xs font-semibold ${
              i <= at ? 'bg-brand-500 text-white' : 'bg-neutral-100 text-neutral-400'
            }`}
          >
            {i + 1}
          </span>
          <span className={i <= at ? 'text-neutral-800' : 'text-neutral-400'}>{s}</span>
          {i < steps.length - 1 && <span className="h-px w-16 bg-neutral-200" />}
        </li>
      ))}
    </ol>
  );
}

const stepOf = (view: View) =>
  view.kind !== 'status' ? 0 : view.application.status === 'pass' ? 2 : 1;

// Read on every visit (the cached answer shows meanwhile): a verdict may have come while the page was closed.
const auditQuery = callQuery(auditInfo, undefined, { staleTime: 0 });

export function ApplyPage() {
  const { userInfo } = useObservable(session$, currentSession());
  const audit = useQuery(auditQuery);
  // 重新申请 shows the form over the answer it was chosen on; the next answer (a verdict) ends it.
  const [reapplyingOn, setReapplyingOn] = useState<number | null>(null);
  const userId = userInfo?.id ?? null;
  const answer = audit.data;
  const view: View = !answer
    ? { kind: 'loading' }
    : !answer.success
      ? { kind: 'failed', msg: answer.msg }
      : answer.data && reapplyingOn !== audit.dataUpdatedAt
        ? { kind: 'status', application: answer.data }
        : { kind: 'form' };

  // The operator's verdict arrives as a notice on the user's own channel: read the status again.
  useEffect(() => {
    if (userId === null) return;
    const sub = siteChannels.channel$(channels.user(userId)).subscribe({
      next: (s) => {
        if (s.kind === 'event' && s.event.type === 'site.notice') void invalidateCall(auditInfo);
      },
      error: () => {},
    });
    return () => sub.unsubscribe();
  }, [userId]);

  // Passed: the header and menus learn the user is now an anchor.
  const passed = view.kind === 'status' && view.application.status === 'pass';
  useEffect(() => {
    if (!passed || currentSession().userInfo?.isAnchor === 1) return;
    void getUserInfo().then((answer) => answer.success && storeUserInfo(answer.data));
  }, [passed]);

  const anchorWithoutApplication = userInfo?.isAnchor === 1 && view.kind === 'form';
  return (
    <div data-testid="apply-page" className="mx-auto max-w-[900px]">
      <CentreCard title="申请成为主播" note="成为主播，与球迷一起看球">
        <Steps at={anchorWithoutApplication ? 2 : stepOf(view)} />
        {anchorWithoutApplication ? (
          <div data-testid="apply-already-anchor" className="py-10 text-center text-sm">
            <p className="text-neutral-500">你已经是主播了</p>
            <SiteLink
              href="/v/anchor-set"
              className="mt-5 inline-block h-10 rounded-full bg-brand-500 px-10 leading-10 text-white"
            >
              去开播
            </SiteLink>
          </div>
        ) : view.kind === 'form' ? (
          <ApplyForm
            onSubmitted={(application) =>
              // The submit's answer is the application now on file: the cache holds it without asking again.
              setCallData(auditQuery, application)
            }
          />
        ) : view.kind === 'status' ? (
          <ApplyStatus
            application={view.application}
            onReapply={() => setReapplyingOn(audit.dataUpdatedAt)}
          />
        ) : (
          <LoadState
            error={view.kind === 'failed' ? view.msg : null}
            onRetry={() => void audit.refetch()}
          />
        )}
      </CentreCard>
    </div>
  );
}
