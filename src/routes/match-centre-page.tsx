// The match centre, /football|basketball/{live,analysis,oupei,yapan,daxiaoqiu,three,plan}/{id}: the live header
// card, the tabs as links, and the tab's body, all following matchCentre$ (the match's pushes, no reload);
// beside them the match's 聊球室 (right column on a desktop, a 聊球 switch on a phone).
import { useMemo } from 'react';
import type { MatchType } from '../../contract/events';
import type { CentreTab } from '../../contract/pages';
import { type MatchCentre, matchCentre$ } from '../../streams/match-centre';
import type { Live } from '../../streams/snapshot';
import { MatchPlans } from '../features/expert/match-plans';
import { AnalysisTab } from '../features/match-centre/analysis-tab';
import { BasketballLive } from '../features/match-centre/basketball-live';
import { CentreHeaderCard } from '../features/match-centre/centre-header';
import {
  CentreFailed,
  CentreLoading,
  CentreNotFound,
} from '../features/match-centre/centre-states';
import { CentreTabs } from '../features/match-centre/centre-tabs';
import { FootballLive } from '../features/match-centre/football-live';
import { marketOfTab } from '../features/match-centre/labels';
import { CentreWithChat } from '../features/match-chat/centre-with-chat';
import { OddsTab, ThreeTab } from '../features/odds/odds-tab';
import { MatchPlayback } from '../features/playback/match-playback';
import { useObservable } from '../lib/use-observable';

const LOADING: Live<MatchCentre> = { status: 'loading' };

type Shown = Exclude<MatchCentre, { type: 'missing' }>;

function TabBody({ type, tab, centre }: { type: MatchType; tab: CentreTab; centre: Shown }) {
  const matchId = centre.match.id;
  switch (tab) {
    case 'live':
      return centre.type === 'football' ? (
        <FootballLive centre={centre} />
      ) : (
        <BasketballLive centre={centre} />
      );
    case 'analysis':
      return <AnalysisTab type={type} match={centre.match} />;
    case 'three':
      return <ThreeTab type={type} matchId={matchId} />;
    case 'plan':
      return <MatchPlans type={type} matchId={matchId} />;
    default:
      return <OddsTab type={type} matchId={matchId} market={marketOfTab[tab]} />;
  }
}

export function MatchCentrePage({
  type,
  tab,
  id,
}: {
  type: MatchType;
  tab: CentreTab;
  id: number;
}) {
  const stream = useMemo(() => matchCentre$(type, id), [type, id]);
  const live = useObservable(stream, LOADING);
  return (
    <div
      data-testid="match-centre"
      data-status={live.status}
      className="mx-auto flex w-content flex-col gap-3 lg:gap-4 lg:py-5"
    >
      {live.status === 'loading' && <CentreLoading />}
      {live.status === 'failed' && <CentreFailed msg={live.msg} />}
      {live.status === 'ready' && live.value.type === 'missing' && (
        <CentreNotFound type={type} code={live.value.code} />
      )}
      {live.status === 'ready' && live.value.type !== 'missing' && (
        <>
          <CentreHeaderCard
            type={type}
            match={live.value.match}
            periods={live.value.type === 'basketball' ? live.value.periods : null}
            stale={live.stale}
          />
          <CentreWithChat type={type} matchId={id} state={live.value.match.state}>
            <MatchPlayback type={type} matchId={id} />
            <CentreTabs type={type} tab={tab} id={id} />
            {/* A tab's tables that cannot shrink scroll inside this box on a phone, never the page. */}
            <div data-testid={`centre-body-${tab}`} className="min-w-0 overflow-x-auto">
              <TabBody type={type} tab={tab} centre={live.value} />
            </div>
          </CentreWithChat>
        </>
      )}
    </div>
  );
}
