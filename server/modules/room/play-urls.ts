// Where players pull a live room's stream: same-origin paths the app serves from the media server, built
// from the room's public stream name (never its key). HLS exists only where ffmpeg makes the rendition.
import type { RoomStatusValue } from '../../../contract/calls/room';

/** Where the app serves the media directory's files (live HLS, replays, clips, covers). */
export const MEDIA_ROOT = '/media';
export const MEDIA_PATH = '/media/live';

/** The URL of a file under the media directory; '' for none. */
export const mediaUrl = (relative: string) =>
  relative ? `${MEDIA_ROOT}/${relative.split(/[\\/]+/).join('/')}` : '';

export const flvPathOf = (streamName: string) => `${MEDIA_PATH}/${streamName}.flv`;
export const hlsPathOf = (streamName: string) => `${MEDIA_PATH}/${streamName}/index.m3u8`;

/** The room's play URLs while it is live, else null. */
export function playUrlsOf(
  room: { status: RoomStatusValue; streamName: string },
  hlsAvailable: boolean,
) {
  if (room.status !== 'live') return null;
  return {
    flv: flvPathOf(room.streamName),
    hls: hlsAvailable ? hlsPathOf(room.streamName) : null,
  };
}
