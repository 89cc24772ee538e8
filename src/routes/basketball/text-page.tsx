// /basketball/text?matchId=: one basketball match's text live, streaming in from its pushes; without a match,
// today's live and upcoming basketball matches to pick from.
import { useMemo } from 'react';
import { type MatchCentre, matchCentre$ } from '../../../streams/match-centre';
import type { Live } from '../../../streams/snapshot';
import { SiteLink } from '../../components/site-link';
import { CentreFailed, CentreLoading } from '../../features/match-centre/centre-states';
import { TextLive } from '../../features/text-live/text-live';
import { TextMatchList } from '../../features/text-live/text-match-list';
import { useObservable } from '../../lib/use-observable';

const LOADING: Live<MatchCentre> = { status: 'loading' };

function Title() {
  return (
    <h1 className="flex items-center gap-2 text-lg font-bold text-neutral-900">
      <span className="h-4 w-1 rounded-full bg-brand-500" />
      篮球文字直播
      <span className="text-xs font-normal text-neutral-400">逐球播报 · 实时更新</span>
    </h1>
  );
}

function MatchText({ matchId }: { matchId: number }) {
  const stream = useMemo(() => matchCentre$('basketball', matchId), [matchId]);
  const live = useObservable(stream, LOADING);
  if (live.status === 'loading') return <CentreLoading />;
  if (live.status === 'failed') return <CentreFailed msg={live.msg} />;
  if (live.value.type !== 'basketball')
    return (
      <div
        data-testid="text-not-found"
        className="flex h-60 flex-col items-center justify-center gap-3 rounded-lg bg-white text-sm text-neutral-600 shadow-sm"
      >
        <span className="text-lg font-semibold text-neutral-900">没有找到这场篮球比赛</span>
        <SiteLink
          href="/basketball/text"
          className="rounded bg-brand-500 px-4 py-1.5 text-white hover:bg-brand-600"
        >
          选择其他比赛
        </SiteLink>
      </div>
    );
  return <TextLive centre={live.value} />;
}

export function BasketballTextPage({ matchId }: { matchId?: number }) {
  return (
    <div data-testid="text-page" className="mx-auto flex w-content flex-col gap-3 lg:gap-4 lg:py-5">
      <Title />
      {matchId === undefined ? <TextMatchList /> : <MatchText key={matchId} matchId={matchId} />}
    </div>
  );
}
