// The odds streams as React reads them: one match's lines, and one bookmaker's history of one market.
import { useMemo } from 'react';
import type { MatchType } from '../../../contract/events';
import {
  type MatchOdds,
  matchOdds$,
  type OddsHistory,
  type OddsMarket,
  oddsHistory$,
} from '../../../streams/odds';
import type { Live } from '../../../streams/snapshot';
import { useObservable } from '../../lib/use-observable';

const LOADING = { status: 'loading' } as const;

export function useMatchOdds(type: MatchType, matchId: number): Live<MatchOdds> {
  const stream = useMemo(() => matchOdds$(type, matchId), [type, matchId]);
  return useObservable<Live<MatchOdds>>(stream, LOADING);
}

export function useOddsHistory(
  type: MatchType,
  matchId: number,
  bookmakerId: number,
  market: OddsMarket,
): Live<OddsHistory> {
  const stream = useMemo(
    () => oddsHistory$(type, matchId, bookmakerId, market),
    [type, matchId, bookmakerId, market],
  );
  return useObservable<Live<OddsHistory>>(stream, LOADING);
}
