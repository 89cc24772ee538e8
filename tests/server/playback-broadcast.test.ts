// A real 60 s broadcast through the embedded media server, with a drop in the middle: the anchor pushes 45 s
// of test picture, the stream breaks, comes back within the grace period for 15 s more, and stops. The match
// bound to the room scores once in each part (through the ingest, at that moment). One replay comes of it,
// two parts joined by one playlist; its chapters sit where the goals happened on its time axis, and each
// goal becomes a clip cut in the background — the second across the join.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { roomRecordings } from '../../server/db/schema';
import { offsetOnReplay } from '../../server/modules/playback/service';
import { startMedia } from '../../server/modules/room/media-start';
import type { FeedChange, FeedFixture } from '../../server/providers/feed/types';
import { findFfmpeg } from '../../server/providers/media/ffmpeg';
import { startTestApp, type TestApp } from './harness';
import { A, C, reference } from './match-centre-world';
import { clipsSettled } from './playback-world';
import { getAs, postJson } from './profile-fixtures';
import { newAnchorWithRoom, pushTestPicture, untilStatus } from './room-world';

const ffmpeg = findFfmpeg('auto');
if (!ffmpeg) throw new Error('the playback tests need ffmpeg on the PATH (apt-get install ffmpeg)');
const MATCH = 2301;
let t: TestApp;
let rtmpPort = 0;
let mediaDir = '';
const db = () => t.database.db;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'qiulive-broadcast-'));
  t = await startTestApp({
    env: { RTMP_PORT: '0', MEDIA_DIR: mediaDir, MEDIA_GRACE_SECONDS: '8' },
  });
  rtmpPort = (await startMedia(t.app)).rtmpPort!;
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const push = (streamKey: string, seconds: number) =>
  pushTestPicture(ffmpeg, rtmpPort, streamKey, seconds);

const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

const goalAt = (
  at: number,
  index: number,
  minute: number,
  score: [number, number],
): FeedChange[] => [
  {
    kind: 'event',
    at,
    event: {
      matchId: MATCH,
      index,
      kind: 'goal',
      minute,
      addedMinute: 0,
      period: 1,
      side: score[0] > score[1] ? 'home' : 'away',
      playerId: null,
      playerName: index === 0 ? '凯恩' : '萨拉赫',
      relatedPlayerName: '',
      homeScore: score[0],
      awayScore: score[1],
      text: '',
    },
  },
];

it('makes one replay of a broadcast that dropped and came back, with its goals as chapters and clips', {
  timeout: 180_000,
}, async () => {
  const { ingest } = t.app.ctx;
  await ingest.reference(reference);
  const fixture: FeedFixture = {
    id: MATCH,
    sport: 'football',
    competitionId: 1,
    seasonId: 12026,
    round: '第16轮',
    homeTeamId: A,
    awayTeamId: C,
    kickoffAt: Date.now(),
    knockout: false,
    neutral: false,
    venue: '',
  };
  await ingest.fixtures([fixture]);
  const a = await newAnchorWithRoom(db());
  await postJson(
    t.app,
    '/api/room/up',
    { title: '直播测试', matchId: MATCH, matchType: 'football' },
    a.token,
  );
  const { streamKey } = (await postJson(t.app, '/api/room/stream-key', {}, a.token)).json().data;

  const first = push(streamKey, 45);
  await untilStatus(db(), a.room.id, 'live');
  await later(25_000);
  const goal1 = Date.now();
  await ingest.changes(goalAt(goal1, 0, 67, [1, 0]), { cursor: goal1 });
  expect(await first.exited).toBe(0);
  await untilStatus(db(), a.room.id, 'waiting', 10_000);

  const second = push(streamKey, 15);
  await untilStatus(db(), a.room.id, 'live');
  await later(8_000);
  const goal2 = Date.now();
  await ingest.changes(goalAt(goal2, 1, 78, [1, 1]), { cursor: goal2 });
  expect(await second.exited).toBe(0);
  await untilStatus(db(), a.room.id, 'offline', 20_000);

  const rows = await db().select().from(roomRecordings).where(eq(roomRecordings.roomId, a.room.id));
  expect(rows).toHaveLength(1);
  const replay = rows[0]!;
  expect(replay.parts).toHaveLength(2);
  expect(replay.durationMs / 1000).toBeGreaterThan(55);
  expect(replay.durationMs / 1000).toBeLessThan(65);
  expect(replay.playlist.endsWith('replay.m3u8')).toBe(true);
  const vod = await t.app.inject({ url: `/media/${replay.playlist}` });
  expect(vod.body).toContain('#EXT-X-DISCONTINUITY');
  expect(vod.body).toContain('#EXT-X-ENDLIST');

  const detail = (await getAs(t.app, `/api/back/detail?recordId=${replay.id}`)).json().data;
  const goals = detail.chapters.filter((c: { kind: string }) => c.kind === 'goal');
  const expected = [goal1, goal2].map((at) => offsetOnReplay(replay.parts, at)! / 1000);
  expect(goals).toHaveLength(2);
  // The first goal came 25 s after the room went live; the second 8 s into the second part.
  expect(Math.abs(expected[0]! - 25)).toBeLessThanOrEqual(3);
  expect(Math.abs(expected[1]! - (replay.parts[1]!.offsetMs / 1000 + 8))).toBeLessThanOrEqual(3);
  for (const [i, g] of (goals as { offsetSeconds: number }[]).entries())
    expect(Math.abs(g.offsetSeconds - expected[i]!)).toBeLessThanOrEqual(2);

  const clips = await clipsSettled(db(), MATCH, 90_000);
  expect(clips.map((c) => c.status)).toEqual(['done', 'done']);
  for (const clip of clips) {
    // Within the goal's own part: the second part began about 5 s before its goal.
    const planned = Math.min(
      30_000,
      ...replay.parts.map((p) =>
        clip.eventOffsetMs >= p.offsetMs && clip.eventOffsetMs < p.offsetMs + p.durationMs
          ? Math.min(20_000, clip.eventOffsetMs - p.offsetMs) +
            Math.min(10_000, p.offsetMs + p.durationMs - clip.eventOffsetMs)
          : 30_000,
      ),
    );
    expect(Math.abs(clip.durationMs - planned)).toBeLessThanOrEqual(2_000);
    expect(existsSync(path.join(mediaDir, clip.file))).toBe(true);
    expect(existsSync(path.join(mediaDir, clip.cover))).toBe(true);
  }
});
