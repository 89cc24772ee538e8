// The playback module's public face: replays from finished recordings, their chapters and chat, highlights
// and buying them, the clip jobs and retention; the room module's media link calls `replayRecorded`.
import type { Db } from '../../db/client';
import type { FinishedRecording } from '../../providers/media/types';
import { type ClipPlanning, planClips } from './clip-plan';
import { type RecordedRoom, type ReplayRow, saveReplay } from './replays';

export { offsetOnReplay, replayChapters } from './chapters';
export { planClips } from './clip-plan';
export { buyHighlight } from './highlight-pay';
export { highlightDetail, highlightList, matchClips } from './highlights';
export { replayChat } from './replay-chat';
export {
  countReplayView,
  findReplay,
  type RecordedRoom,
  type ReplayRow,
  replayCards,
  replayList,
  replaysOfRoom,
  saveReplay,
} from './replays';
export { pinReplay, sweepReplays } from './retention';
export { signedMediaUrl } from './signed-urls';

export interface PlaybackDeps {
  db: Db;
  mediaDir: string;
  planning: ClipPlanning;
  /** Wakes the media job queue when clips were planned (null: none runs in this process). */
  kick?: () => void;
}

/**
 * A finished recording of a room: kept as a replay (or the next part of its session's), and the bound
 * match's goals in it planned as clips.
 */
export async function replayRecorded(
  deps: PlaybackDeps,
  room: RecordedRoom,
  recording: FinishedRecording,
): Promise<ReplayRow> {
  const replay = await saveReplay(deps.db, deps.mediaDir, room, recording);
  const clips = await planClips(deps.db, replay, deps.planning);
  if (clips.length > 0) deps.kick?.();
  return replay;
}
