// Who may use the expert console (/recommend…): an expert sees the page; a logged-in fan sees the 申请成为专家
// form or their application's state; a visitor (logged out in another tab) gets the login dialog.
import { type ReactNode, useEffect, useState } from 'react';
import { channels } from '../../../contract/channels';
import { siteChannels } from '../../../streams/channel';
import { useObservable } from '../../lib/use-observable';
import { currentSession, loadExpertInfo, openLogin, session$ } from '../user/session';
import { CentreCard, LoadState } from '../user-centre/centre-frame';
import { ExpertApply } from './expert-apply';

export function ExpertGate({ children }: { children: ReactNode }) {
  const { auth, userInfo, expertsInfo } = useObservable(session$, currentSession());
  const [failed, setFailed] = useState(false);
  const userId = userInfo?.id ?? null;

  useEffect(() => {
    if (!auth) openLogin();
  }, [auth]);

  // Held by the session once user info is in (spec §4); asked here again when that call failed.
  useEffect(() => {
    if (!userId || expertsInfo) return;
    setFailed(false);
    void loadExpertInfo().then(() => setFailed(currentSession().expertsInfo === null));
  }, [userId, expertsInfo]);

  // The operator's verdict on an application comes as a notice on the user's own channel.
  const isExpert = expertsInfo?.isExpert === 1;
  useEffect(() => {
    if (userId === null || isExpert) return;
    const sub = siteChannels.channel$(channels.user(userId)).subscribe({
      next: (s) => {
        if (s.kind === 'event' && s.event.type === 'site.notice') void loadExpertInfo();
      },
      error: () => {},
    });
    return () => sub.unsubscribe();
  }, [userId, isExpert]);

  if (!auth)
    return (
      <CentreCard title="发布推荐">
        <div data-testid="expert-login" className="py-14 text-center text-sm text-neutral-500">
          登录后才能发布推荐
          <button
            type="button"
            onClick={openLogin}
            className="ml-3 h-8 rounded-full bg-brand-500 px-5 text-white hover:bg-brand-600"
          >
            登录
          </button>
        </div>
      </CentreCard>
    );
  if (!expertsInfo)
    return (
      <CentreCard title="发布推荐">
        <LoadState
          error={failed ? '专家信息加载失败' : null}
          onRetry={() => {
            setFailed(false);
            void loadExpertInfo().then(() => setFailed(currentSession().expertsInfo === null));
          }}
        />
      </CentreCard>
    );
  if (!isExpert) return <ExpertApply info={expertsInfo} />;
  return <>{children}</>;
}
