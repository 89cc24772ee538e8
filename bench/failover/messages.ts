// What the failover bench and its app processes say to each other, and the channels the drill uses.
import { channels } from '../../contract/events';

export const SCORE_CHANNEL = channels.scores('football');
export const CHAT_ROOM = 9_001;
export const CHAT_CHANNEL = channels.room(CHAT_ROOM);

export type ToApp =
  | { t: 'flow'; ms: number; scoresPerSec: number; chatPerSec: number }
  | { t: 'count' }
  | { t: 'close' };

/** The first and last seq published on each channel during a flow ([0, 0]: none). */
export interface FlowDone {
  t: 'flowDone';
  score: [number, number];
  chat: [number, number];
  errors: number;
}

export type FromApp = { t: 'ready'; port: number } | { t: 'count'; sockets: number } | FlowDone;
