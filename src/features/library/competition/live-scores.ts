// The live scores of one competition's matches in play, read from today's score board (board$: the list's
// snapshot kept live by the scores channel), so the table moves with each goal without polling.
import { useMemo } from 'react';
import { map } from 'rxjs';
import { basketballMatchPhase, footballMatchPhase } from '../../../../contract/enums/match-states';
import { board$ } from '../../../../streams/board';
import { useObservable } from '../../../lib/use-observable';
import type { Sport } from '../sport';
import type { LiveScore } from './live-table';

const NONE: LiveScore[] = [];

export function useLiveScores(sport: Sport, competitionId: number, enabled: boolean): LiveScore[] {
  const stream = useMemo(() => {
    const phase = sport === 'football' ? footballMatchPhase : basketballMatchPhase;
    let last: LiveScore[] = NONE;
    let key = '';
    return board$(sport).pipe(
      map((live) => {
        if (!enabled || live.status !== 'ready') return last;
        const board = live.value;
        const scores: LiveScore[] = [];
        for (const id of board.order) {
          const row = board.rows.get(id);
          if (!row || row.competitionId !== competitionId || phase(row.state) !== 'live') continue;
          scores.push({
            home: { id: row.home.id, score: row.home.score },
            away: { id: row.away.id, score: row.away.score },
          });
        }
        // Same scores, same array: the table does not re-render for other competitions' pushes.
        const next = JSON.stringify(scores);
        if (next !== key) {
          key = next;
          last = scores.length === 0 ? NONE : scores;
        }
        return last;
      }),
    );
  }, [sport, competitionId, enabled]);
  return useObservable(stream, NONE);
}
