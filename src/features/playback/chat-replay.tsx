// 聊天回放: what the room said during the broadcast, in time with the video. Windows of chat load as the
// video plays (the next one shortly before it is needed) and where a seek lands; a line shows once the
// video passes it. Nick names and lines are text, never HTML.
import { useEffect, useRef, useState } from 'react';
import type { ReplayChatLine } from '../../../contract/calls/playback';
import { getReplayChat } from '../../api/playback';
import { dueLines, mergeLines, windowsToLoad } from './chat-window';

export function ChatReplay({
  replayId,
  duration,
  time,
}: {
  replayId: number;
  duration: number;
  /** The replay's time now (seconds). */
  time: number;
}) {
  const asked = useRef(new Set<number>());
  const [lines, setLines] = useState<ReplayChatLine[]>([]);
  const [failed, setFailed] = useState(false);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    for (const w of windowsToLoad(time, duration, asked.current)) {
      asked.current.add(w.index);
      void getReplayChat({ recordId: replayId, from: w.from, to: w.to }).then((answer) => {
        // A window that failed is asked for again the next time the video is in it.
        if (!answer.success) {
          asked.current.delete(w.index);
          setFailed(true);
          return;
        }
        setFailed(false);
        setLines((loaded) => mergeLines(loaded, answer.data.list));
      });
    }
  }, [time, duration, replayId]);

  const due = dueLines(lines, time);
  const last = due.at(-1)?.id;
  // Follows the newest line as a live chat does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when a new line shows
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last]);

  return (
    <section
      data-testid="chat-replay"
      className="flex h-80 flex-col rounded-lg bg-white shadow-sm lg:h-full lg:min-h-[420px]"
    >
      <h2 className="flex items-center gap-2 border-b border-neutral-100 px-4 py-2.5 text-[15px] font-bold text-neutral-900">
        <span className="h-3.5 w-1 rounded-full bg-brand-500" />
        聊天回放
      </h2>
      <ol ref={list} className="flex-1 overflow-y-auto px-4 py-2 text-sm leading-6">
        {due.length === 0 ? (
          <li className="py-10 text-center text-neutral-400">
            {failed ? '聊天记录加载失败，播放时会再试' : '这段时间没有人发言'}
          </li>
        ) : (
          due.map((line) => (
            <li key={line.id} data-testid="chat-replay-line" data-offset={line.offsetSeconds}>
              <span className="mr-1 text-sky-700">{line.nickName}：</span>
              <span className={line.kind === 'barrage' ? 'text-accent-600' : 'text-neutral-800'}>
                {line.content}
              </span>
            </li>
          ))
        )}
      </ol>
    </section>
  );
}
