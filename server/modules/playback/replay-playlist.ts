// The playlist of a replay made of several publishes (a stream that dropped and came back within the grace
// period): every part's segments in order, each part after the first behind a discontinuity, as one HLS VOD.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RecordingPart } from '../../db/schema';

/** The name of the joined playlist, written in the first part's directory. */
export const JOINED_PLAYLIST = 'replay.m3u8';

interface Segment {
  seconds: number;
  uri: string;
}

function segmentsOf(playlist: string): Segment[] {
  const lines = playlist.split('\n').map((l) => l.trim());
  const segments: Segment[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /^#EXTINF:([\d.]+)/.exec(lines[i]!);
    const uri = lines[i + 1];
    if (m && uri && !uri.startsWith('#')) segments.push({ seconds: Number(m[1]), uri });
  }
  return segments;
}

/** Writes the joined playlist of `parts` and answers its path, relative to the media directory. */
export async function writeJoinedPlaylist(mediaDir: string, parts: RecordingPart[]) {
  const first = parts[0]!;
  const lines: string[] = [];
  let target = 1;
  for (const [n, part] of parts.entries()) {
    const text = await readFile(path.join(mediaDir, part.dir, 'index.m3u8'), 'utf8').catch(
      () => '',
    );
    // Later parts live in sibling directories: one level up, then theirs.
    const prefix = n === 0 ? '' : `../${path.basename(part.dir)}/`;
    const segments = segmentsOf(text);
    if (n > 0 && segments.length > 0) lines.push('#EXT-X-DISCONTINUITY');
    for (const s of segments) {
      target = Math.max(target, Math.ceil(s.seconds));
      lines.push(`#EXTINF:${s.seconds.toFixed(6)},`, `${prefix}${s.uri}`);
    }
  }
  const playlist = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    ...lines,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
  const relative = path.join(first.dir, JOINED_PLAYLIST);
  await writeFile(path.join(mediaDir, relative), playlist);
  return relative;
}
