// The replay's seek bar with the chapters on it (a tap anywhere seeks, a marker jumps to its moment), and
// the chapter list beside it; under 防剧透 only the chapters that give nothing away are drawn.
import type { MouseEvent } from 'react';
import type { ReplayChapter } from '../../../contract/calls/playback';
import {
  chapterAt,
  chapterKindLabel,
  clockText,
  markerPercent,
  revealsScore,
  withoutScore,
} from './chapters';

const markerTone = (kind: ReplayChapter['kind']) =>
  kind === 'redCard' || kind === 'secondYellow'
    ? 'bg-red-600'
    : revealsScore(kind)
      ? 'bg-amber-400'
      : 'bg-white';

export function ChapterBar({
  chapters,
  duration,
  time,
  onSeek,
}: {
  chapters: ReplayChapter[];
  duration: number;
  time: number;
  onSeek(seconds: number): void;
}) {
  const seekAt = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    if (box.width > 0 && duration > 0) onSeek(((e.clientX - box.left) / box.width) * duration);
  };
  return (
    <div className="flex items-center gap-3 bg-neutral-900 px-3 py-2.5 text-xs text-white/80">
      <span className="w-12 shrink-0 font-mono">{clockText(time)}</span>
      <div
        data-testid="chapter-bar"
        role="slider"
        tabIndex={0}
        aria-label="回放进度"
        aria-valuemin={0}
        aria-valuemax={Math.round(duration)}
        aria-valuenow={Math.round(time)}
        aria-valuetext={clockText(time)}
        onClick={seekAt}
        onKeyDown={(e) => {
          // Arrow keys step 5 s, as video players do.
          if (e.key === 'ArrowRight') onSeek(time + 5);
          else if (e.key === 'ArrowLeft') onSeek(Math.max(0, time - 5));
        }}
        className="relative h-2 flex-1 cursor-pointer rounded-full bg-white/20"
      >
        <div
          className="pointer-events-none absolute inset-y-0 left-0 rounded-full bg-brand-500"
          style={{ width: `${markerPercent(time, duration)}%` }}
        />
        {chapters.map((c) => (
          <button
            key={`${c.kind}-${c.offsetSeconds}-${c.label}`}
            type="button"
            data-testid="chapter-marker"
            data-kind={c.kind}
            data-offset={c.offsetSeconds}
            title={`${clockText(c.offsetSeconds)} ${c.label}`}
            aria-label={`跳到 ${c.label}`}
            onClick={(e) => {
              e.stopPropagation();
              onSeek(c.offsetSeconds);
            }}
            className={`absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full ring-2 ring-neutral-900 ${markerTone(c.kind)}`}
            style={{ left: `${markerPercent(c.offsetSeconds, duration)}%` }}
          />
        ))}
      </div>
      <span className="w-12 shrink-0 text-right font-mono">{clockText(duration)}</span>
    </div>
  );
}

export function ChapterList({
  chapters,
  time,
  spoilerFree,
  hidden,
  onSeek,
}: {
  chapters: ReplayChapter[];
  time: number;
  spoilerFree: boolean;
  /** How many chapters 防剧透 holds back. */
  hidden: number;
  onSeek(seconds: number): void;
}) {
  const current = chapterAt(chapters, time);
  return (
    <section data-testid="chapter-list" className="rounded-lg bg-white shadow-sm">
      <h2 className="flex items-center gap-2 border-b border-neutral-100 px-4 py-2.5 text-[15px] font-bold text-neutral-900">
        <span className="h-3.5 w-1 rounded-full bg-brand-500" />
        比赛章节
        {hidden > 0 && (
          <span className="ml-auto text-xs font-normal text-neutral-400">
            防剧透已隐藏 {hidden} 个章节
          </span>
        )}
      </h2>
      {chapters.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-neutral-400">本场回放没有比赛章节</p>
      ) : (
        <ol className="max-h-72 overflow-y-auto py-1">
          {chapters.map((c) => {
            const active = c === current;
            return (
              <li key={`${c.kind}-${c.offsetSeconds}-${c.label}`}>
                <button
                  type="button"
                  data-testid="chapter-item"
                  data-kind={c.kind}
                  data-offset={c.offsetSeconds}
                  aria-current={active ? 'true' : undefined}
                  onClick={() => onSeek(c.offsetSeconds)}
                  className={`flex w-full items-center gap-3 px-4 py-2 text-left text-sm transition hover:bg-brand-50 ${active ? 'bg-brand-50 text-brand-600' : 'text-neutral-700'}`}
                >
                  <span className="w-14 shrink-0 font-mono text-xs text-neutral-400">
                    {clockText(c.offsetSeconds)}
                  </span>
                  <span
                    className={`shrink-0 rounded px-1.5 py-0.5 text-[11px] ${revealsScore(c.kind) ? 'bg-amber-100 text-amber-700' : 'bg-neutral-100 text-neutral-500'}`}
                  >
                    {chapterKindLabel[c.kind]}
                  </span>
                  <span className="min-w-0 flex-1 truncate">
                    {spoilerFree ? withoutScore(c.label) : c.label}
                  </span>
                  {!spoilerFree && revealsScore(c.kind) && (
                    <span className="shrink-0 font-mono text-xs text-neutral-500">
                      {c.homeScore}-{c.awayScore}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
