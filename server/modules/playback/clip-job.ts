// The 'clip' media job: cuts a goal clip out of its replay and records the file on the highlight_clips row.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { highlightClips, roomRecordings } from '../../db/schema';
import { partAt } from './chapters';
import { ClipSourceMissing, cutClip } from './clip-cut';
import { MEDIA_JOB_MAX_ATTEMPTS, type MediaJobHandler } from './jobs';

export interface ClipJobDeps {
  db: Db;
  /** The ffmpeg binary. */
  ffmpeg: string;
  mediaDir: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Per ffmpeg run (cutClip's default: 60 s). */
  timeoutMs?: number;
}

const markFailed = (db: Db, clipId: number) =>
  db.update(highlightClips).set({ status: 'failed' }).where(eq(highlightClips.id, clipId));

export function clipJob(deps: ClipJobDeps): MediaJobHandler {
  const { db, log } = deps;
  return async (job, signal) => {
    const [clip] = await db.select().from(highlightClips).where(eq(highlightClips.id, job.refId));
    if (!clip) return; // deleted with its package or replay: nothing left to cut
    const [replay] = await db
      .select()
      .from(roomRecordings)
      .where(eq(roomRecordings.id, clip.replayId));
    // Expired or deleted media cannot come back: fail the clip now rather than retry.
    if (!replay || replay.expiredAt || !existsSync(path.join(deps.mediaDir, replay.playlist))) {
      log.warn({ clipId: clip.id, replayId: clip.replayId }, 'clip: the replay has no media');
      await markFailed(db, clip.id);
      return;
    }
    // Cut from the part the clip lies in (clip-plan.ts keeps it within one), on that part's own clock.
    const part = partAt(replay.parts, clip.startMs);
    const playlist = part ? path.join(part.dir, 'index.m3u8') : replay.playlist;
    const base = part?.offsetMs ?? 0;
    try {
      const cut = await cutClip({
        ffmpeg: deps.ffmpeg,
        mediaDir: deps.mediaDir,
        playlist,
        startMs: clip.startMs - base,
        durationMs: clip.durationMs,
        eventOffsetMs: clip.eventOffsetMs - base,
        outDir: `clips/${clip.matchId}`,
        name: `c${clip.id}`,
        signal,
        ...(deps.timeoutMs !== undefined ? { timeoutMs: deps.timeoutMs } : {}),
      });
      await db
        .update(highlightClips)
        .set({
          status: 'done',
          file: cut.file,
          cover: cut.cover,
          durationMs: cut.durationMs,
          sizeBytes: cut.sizeBytes,
        })
        .where(eq(highlightClips.id, clip.id));
    } catch (err) {
      if (err instanceof ClipSourceMissing) {
        await markFailed(db, clip.id);
        return;
      }
      // The queue gives the job up after this attempt: the clip will not come.
      if (!signal.aborted && job.attempts >= MEDIA_JOB_MAX_ATTEMPTS) await markFailed(db, clip.id);
      throw err;
    }
  };
}
