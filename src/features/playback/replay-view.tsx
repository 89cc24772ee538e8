// One replay on its page: the player (the replay, or a clip of its match, coming back to the same place),
// the chapter seek bar, the info, the clips with 购买集锦, the chapter list and the chat replay. An expired
// replay keeps its record and its clips; a #clip-{id} address starts on that clip.
import { useEffect, useRef, useState } from 'react';
import type { ClipCard, ReplayDetail } from '../../../contract/calls/playback';
import { usePageTitle } from '../../lib/page-title';
import { queryClient } from '../../lib/query';
import { showToast } from '../login/toast';
import type { VodSource } from './attach-vod';
import { BuyHighlight } from './buy-highlight';
import { ChapterBar, ChapterList } from './chapter-bar';
import { clockText, shownChapters } from './chapters';
import { ChatReplay } from './chat-replay';
import { ClipList } from './clip-list';
import { Cover } from './cover';
import { replayQuery } from './queries';
import { ReplayInfo } from './replay-info';
import { useSpoilerFree } from './spoiler-free';
import { VodPlayer } from './vod-player';

type Mode = { kind: 'replay' } | { kind: 'clip'; clip: ClipCard };

const clipInHash = () => {
  const m = /^#clip-(\d+)$/.exec(globalThis.location?.hash ?? '');
  return m ? Number(m[1]) : null;
};

function Expired({ detail }: { detail: ReplayDetail }) {
  return (
    <div data-testid="replay-expired-panel" className="relative aspect-video w-full bg-black">
      <Cover src="" seed={`replay:${detail.id}`} title={detail.anchor.nickName} dim />
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-black/60 px-6 text-center text-white">
        <p className="text-lg font-semibold">回放已过期</p>
        <p className="text-sm text-white/70">
          视频文件已按保存期限清理
          {detail.clips > 0 || detail.matchClips.length > 0 ? '，本场集锦仍可观看' : ''}
        </p>
      </div>
    </div>
  );
}

export function ReplayView({ detail }: { detail: ReplayDetail }) {
  usePageTitle(`${detail.title || `${detail.anchor.nickName}的直播回放`} - 回放 - 球live`);
  const spoilerFree = useSpoilerFree();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [mode, setMode] = useState<Mode>({ kind: 'replay' });
  const [startAt, setStartAt] = useState(0);
  const [buying, setBuying] = useState<ClipCard | null>(null);
  // The replay's own time: the chapters, the chat and the way back from a clip follow it.
  const [replayTime, setReplayTime] = useState(0);
  const [clipTime, setClipTime] = useState(0);
  const modeRef = useRef(mode);
  modeRef.current = mode;

  const duration = detail.durationSeconds;
  const chapters = shownChapters(detail.chapters, spoilerFree);
  const source: VodSource | null =
    mode.kind === 'clip'
      ? { kind: 'mp4', url: mode.clip.url }
      : detail.expired || !detail.url
        ? null
        : { kind: 'hls', url: detail.url };

  const onTime = (t: number) => {
    if (modeRef.current.kind === 'replay') setReplayTime(t);
    else setClipTime(t);
  };

  const seek = (seconds: number) => {
    const to = Math.max(0, Math.min(seconds, duration || seconds));
    if (mode.kind === 'clip') {
      setStartAt(to);
      setMode({ kind: 'replay' });
    } else if (videoRef.current) {
      const video = videoRef.current;
      // Before its metadata the element may drop a seek: it is made again once the media is known.
      if (video.readyState === 0)
        video.addEventListener('loadedmetadata', () => (video.currentTime = to), { once: true });
      video.currentTime = to;
      if (video.paused) void video.play().catch(() => undefined);
    }
    setReplayTime(to);
  };

  const play = (clip: ClipCard) => {
    if (clip.locked) {
      setBuying(clip);
      return;
    }
    if (!clip.url) {
      showToast('集锦还在制作中，请稍后再来', 'info');
      return;
    }
    setBuying(null);
    setClipTime(0);
    setStartAt(0);
    setMode({ kind: 'clip', clip });
  };

  // A paid clip's signed address lasts a while (errors.mediaLinkExpired after it): 重试 asks for a fresh one.
  const refreshClip = async () => {
    if (mode.kind !== 'clip') return;
    const answer = await queryClient.fetchQuery({ ...replayQuery(detail.id), staleTime: 0 });
    const fresh = answer.success ? answer.data.matchClips.find((c) => c.id === mode.clip.id) : null;
    if (fresh?.url && fresh.url !== mode.clip.url) setMode({ kind: 'clip', clip: fresh });
  };

  const backToReplay = () => {
    setStartAt(replayTime);
    setMode({ kind: 'replay' });
  };

  // An address from a highlights card names the clip to start on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the clips first loaded
  useEffect(() => {
    const id = clipInHash();
    const clip = id === null ? null : detail.matchClips.find((c) => c.id === id);
    if (clip) play(clip);
  }, []);

  return (
    <div
      data-testid="replay-page"
      data-replay-id={detail.id}
      data-expired={detail.expired}
      data-mode={mode.kind}
      className="flex flex-col gap-3 lg:flex-row lg:items-stretch lg:gap-4"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-3 lg:gap-4">
        <div className="relative overflow-hidden rounded-lg bg-black shadow-sm">
          {source ? (
            <VodPlayer
              source={source}
              startAt={startAt}
              videoRef={videoRef}
              poster={mode.kind === 'clip' ? mode.clip.cover : detail.cover}
              onTime={onTime}
              onRetry={() => void refreshClip()}
            />
          ) : (
            <Expired detail={detail} />
          )}
          {mode.kind === 'clip' ? (
            <div
              data-testid="clip-bar"
              className="flex items-center gap-3 bg-neutral-900 px-3 py-2.5 text-xs text-white/80"
            >
              <span className="min-w-0 flex-1 truncate">
                正在播放集锦：{spoilerFree ? '进球集锦' : mode.clip.title} · {clockText(clipTime)}
              </span>
              {mode.clip.replayId === detail.id && !detail.expired && (
                <button
                  type="button"
                  data-testid="clip-in-context"
                  onClick={() => seek(mode.clip.replayOffsetSeconds)}
                  className="shrink-0 rounded-full px-2 py-1 text-white/80 hover:text-white"
                >
                  在回放中看
                </button>
              )}
              <button
                type="button"
                data-testid="back-to-replay"
                onClick={backToReplay}
                className="shrink-0 rounded-full bg-white/15 px-3 py-1 text-white hover:bg-white/25"
              >
                {detail.expired ? '关闭集锦' : `返回回放 ${clockText(replayTime)}`}
              </button>
            </div>
          ) : (
            !detail.expired && (
              <ChapterBar chapters={chapters} duration={duration} time={replayTime} onSeek={seek} />
            )
          )}
          {buying && detail.packageId !== null && (
            <BuyHighlight
              packageId={detail.packageId}
              replayId={detail.id}
              clip={buying}
              onBought={play}
              onClose={() => setBuying(null)}
            />
          )}
        </div>
        <ReplayInfo detail={detail} spoilerFree={spoilerFree} />
        <ClipList
          clips={detail.matchClips}
          activeId={mode.kind === 'clip' ? mode.clip.id : null}
          spoilerFree={spoilerFree}
          onPick={play}
        />
        {!detail.expired && (
          <ChapterList
            chapters={chapters}
            time={replayTime}
            spoilerFree={spoilerFree}
            hidden={detail.chapters.length - chapters.length}
            onSeek={seek}
          />
        )}
      </div>
      <aside className="lg:w-[340px] lg:shrink-0">
        {detail.expired ? (
          <p className="rounded-lg bg-white p-4 text-sm leading-6 text-neutral-500 shadow-sm">
            这场回放已超过保存期限，视频已清理；比赛信息和本场集锦仍然保留。
          </p>
        ) : (
          <ChatReplay replayId={detail.id} duration={duration} time={replayTime} />
        )}
      </aside>
    </div>
  );
}
