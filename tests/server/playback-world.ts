// A finished broadcast with a bound football match, for the playback suites (server and e2e): the match comes
// in through the ingest as a feed would (kick-off, two goals and a sending-off at known moments of the
// broadcast), the recording is real HLS made by ffmpeg, and it reaches the app through the media server's
// gate (`recorded`) like any publish that ended, so the replay, its chapters and its clips are the app's own.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/client';
import { chatMessages, highlightClips, roomRecordings, rooms } from '../../server/db/schema';
import type { FeedChange, FeedEvent, FeedFixture } from '../../server/providers/feed/types';
import { runFfmpeg } from '../../server/providers/media/ffmpeg';
import type { FinishedRecording } from '../../server/providers/media/types';
import { A, C, reference, side } from './match-centre-world';
import { newAnchorWithRoom } from './room-world';

/** Seconds into the broadcast of each moment the world puts in the match. */
export const MOMENTS = { kickoff: 5, firstGoal: 20, redCard: 30, secondGoal: 42 } as const;
export const BROADCAST_SECONDS = 60;

/** A `seconds`-long test picture with sound as a recording does it: 4 s HLS segments, every one kept, and a cover. */
export async function recordHls(
  ffmpeg: string,
  mediaDir: string,
  streamName: string,
  startedAt: number,
  seconds: number,
): Promise<FinishedRecording> {
  const dir = path.join('recordings', streamName, String(startedAt));
  const abs = path.join(mediaDir, dir);
  await mkdir(abs, { recursive: true });
  const run = runFfmpeg(ffmpeg, [
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=15'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
    ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-g', '15', '-c:a', 'aac', '-f', 'hls', '-hls_time', '4', '-hls_list_size', '0'],
    ...['-hls_playlist_type', 'vod', '-hls_segment_filename', path.join(abs, 's%d.ts')],
    path.join(abs, 'index.m3u8'),
  ]);
  if ((await run.exited) !== 0) throw new Error('ffmpeg could not make the test recording');
  const cover = runFfmpeg(ffmpeg, [
    ...['-y', '-ss', '1', '-i', path.join(abs, 'index.m3u8'), '-frames:v', '1'],
    path.join(abs, 'cover.jpg'),
  ]);
  await cover.exited;
  return {
    streamName,
    playlist: path.join(dir, 'index.m3u8'),
    cover: path.join(dir, 'cover.jpg'),
    durationMs: seconds * 1000,
    startedAt,
  };
}

const goal = (
  matchId: number,
  index: number,
  minute: number,
  s: 'home' | 'away',
  playerName: string,
  score: [number, number],
  kind: FeedEvent['kind'] = 'goal',
): FeedEvent => ({
  matchId,
  index,
  kind,
  minute,
  addedMinute: 0,
  period: 1,
  side: s,
  playerId: null,
  playerName,
  relatedPlayerName: '',
  homeScore: score[0],
  awayScore: score[1],
  text: '',
});

export interface PlaybackWorld {
  matchId: number;
  roomId: number;
  streamName: string;
  anchorToken: string;
  replayId: number;
  startedAt: number;
}

/**
 * A match between the world's teams A and C, a room showing it, and its broadcast of BROADCAST_SECONDS that
 * ended just now: kick-off at MOMENTS.kickoff, 凯恩 scores at firstGoal, a red card at redCard, 萨拉赫
 * scores at secondGoal; four chat lines along the way. Clips are planned (their jobs queued), not waited for.
 */
export async function finishedBroadcast(
  app: FastifyInstance,
  ffmpeg: string,
  matchId: number,
): Promise<PlaybackWorld> {
  const { db, ingest } = app.ctx;
  const startedAt = Date.now() - BROADCAST_SECONDS * 1000;
  const at = (second: number) => startedAt + second * 1000;
  await ingest.reference(reference);
  const fixture: FeedFixture = {
    id: matchId,
    sport: 'football',
    competitionId: 1,
    seasonId: 12026,
    round: '第15轮',
    homeTeamId: A,
    awayTeamId: C,
    kickoffAt: at(MOMENTS.kickoff),
    knockout: false,
    neutral: false,
    venue: '',
  };
  await ingest.fixtures([fixture]);
  const state = (second: number, n: number, score: [number, number]): FeedChange => ({
    kind: 'live',
    at: at(second),
    state: {
      matchId,
      state: n,
      periodStartAt: at(MOMENTS.kickoff),
      minute: 1,
      addedTime: 0,
      clockSeconds: null,
      kickoffAt: at(MOMENTS.kickoff),
      home: side(score[0]),
      away: side(score[1]),
    },
  });
  const event = (second: number, e: FeedEvent): FeedChange => ({
    kind: 'event',
    at: at(second),
    event: e,
  });
  await ingest.changes(
    [
      state(MOMENTS.kickoff, 2, [0, 0]),
      event(MOMENTS.firstGoal, goal(matchId, 0, 67, 'home', '凯恩', [1, 0])),
      state(MOMENTS.firstGoal, 2, [1, 0]),
      event(MOMENTS.redCard, goal(matchId, 1, 70, 'away', '范迪克', [1, 0], 'redCard')),
      event(MOMENTS.secondGoal, goal(matchId, 2, 78, 'away', '萨拉赫', [1, 1])),
      state(MOMENTS.secondGoal, 2, [1, 1]),
    ],
    { cursor: at(MOMENTS.secondGoal) },
  );

  const anchor = await newAnchorWithRoom(db, '凯恩专场解说');
  await db
    .update(rooms)
    .set({ matchId, matchType: 'football', status: 'live', sessionId: null })
    .where(eq(rooms.id, anchor.room.id));
  const recording = await recordHls(
    ffmpeg,
    app.ctx.config.media.dir,
    anchor.room.streamName,
    startedAt,
    BROADCAST_SECONDS,
  );
  await chat(db, anchor.room.id, anchor.user.id, startedAt, [
    [3, '开播啦'],
    [21, '凯恩这球漂亮！'],
    [43, '扳平了'],
    [55, '下半场见'],
  ]);
  await app.media.recorded(recording);
  // The broadcast is over: the room is offline again, as after its grace period (left live, a page would
  // try to play a stream nobody pushes).
  await db
    .update(rooms)
    .set({ status: 'offline', sessionId: null })
    .where(eq(rooms.id, anchor.room.id));
  const [replay] = await db
    .select({ id: roomRecordings.id })
    .from(roomRecordings)
    .where(eq(roomRecordings.roomId, anchor.room.id));
  if (!replay) throw new Error('the broadcast did not become a replay');
  return {
    matchId,
    roomId: anchor.room.id,
    streamName: anchor.room.streamName,
    anchorToken: anchor.token,
    replayId: replay.id,
    startedAt,
  };
}

async function chat(
  db: Db,
  roomId: number,
  userId: number,
  startedAt: number,
  lines: [number, string][],
) {
  await db.insert(chatMessages).values(
    lines.map(([second, content]) => ({
      roomId,
      userId,
      nickName: '球迷小王',
      content,
      createdAt: new Date(startedAt + second * 1000),
    })),
  );
}

/** Waits until every clip of the match is cut (or failed): the media job queue works in the background. */
export async function clipsSettled(db: Db, matchId: number, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    const rows = await db.select().from(highlightClips).where(eq(highlightClips.matchId, matchId));
    if (rows.length > 0 && rows.every((r) => r.status !== 'queued')) return rows;
    if (Date.now() - started > timeoutMs) throw new Error(`clips of match ${matchId} never cut`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The clips of a match that are cut. */
export const doneClips = (db: Db, matchId: number) =>
  db
    .select()
    .from(highlightClips)
    .where(and(eq(highlightClips.matchId, matchId), eq(highlightClips.status, 'done')));
