// Everything one match's play needs, passed between the engine's parts.
import type { Rng } from '../rng';
import type { SidePlayers } from './pitch';
import type { MatchRates } from './rates';
import type { MatchRecorder, SideKey } from './recorder';

/** A planned stoppage: where it happens (period, minute of the half, ms into it) and how it ends. */
export interface InterruptionPlan {
  period: 1 | 2;
  ofHalf: number;
  offsetMs: number;
  pauseMs: number;
  abandoned: boolean;
}

export interface MatchContext {
  rec: MatchRecorder;
  players: Record<SideKey, SidePlayers>;
  rates: MatchRates;
  rng: Rng;
  /** Shown minutes at which each side makes a change. */
  substitutions: Record<SideKey, number[]>;
  interruption: InterruptionPlan | null;
  /** Set when the match is abandoned: nothing more is played. */
  over: boolean;
  /** A goal VAR is reviewing: taken back at the next minute of the same half (else it stands). */
  pendingCancel: { side: SideKey; periodIndex: number; playerName: string } | null;
}
