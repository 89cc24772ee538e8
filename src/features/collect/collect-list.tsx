// 我的关注: the logged-in user's followed matches, football then basketball, each under its header with the
// board's columns and rows, kept live; the star unfollows (and follows again) in place.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { MatchType } from '../../../contract/events';
import type { Board } from '../../../streams/board';
import { followedStreams } from '../../../streams/followed';
import type { Live } from '../../../streams/snapshot';
import { followMatch } from '../../api/match';
import { SiteLink } from '../../components/site-link';
import { useObservable } from '../../lib/use-observable';
import { ListMessage, LoadingRows, StaleMark } from '../schedule/list-states';
import { BoardHeader } from '../scores/board/board-header';
import { MatchRows } from '../scores/board/match-rows';

const LOADING: Live<Board> = { status: 'loading' };
const sportName = { football: '足球', basketball: '篮球' } as const;
const noPin = () => {};
const NONE: ReadonlySet<number> = new Set();

/** Stars switched off here: the row stays (a slip is undone with one more click) until the page is left. */
function useUnfollowed() {
  const [off, setOff] = useState<ReadonlySet<number>>(new Set());
  const set = useCallback((id: number, unfollowed: boolean) => {
    setOff((was) => {
      if (was.has(id) === unfollowed) return was;
      const next = new Set(was);
      if (unfollowed) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  return { off, set };
}

function SportSection({ type, board, stale }: { type: MatchType; board: Board; stale: boolean }) {
  const { off, set } = useUnfollowed();
  const followed = useMemo(
    () => new Set(board.order.filter((id) => !off.has(id))),
    [board.order, off],
  );
  // Rows are memoised: the star's handler stays one function and reads the set from a ref.
  const offNow = useRef(off);
  offNow.current = off;
  const toggle = useCallback(
    (id: number) => {
      const unfollow = !offNow.current.has(id);
      set(id, unfollow);
      void followMatch(type, id, !unfollow).then((answer) => {
        set(id, answer.success ? !answer.data.followed : !unfollow);
      });
    },
    [type, set],
  );
  return (
    <section data-testid={`collect-${type}`} className="rounded-lg bg-white shadow-sm">
      <h2 className="flex items-center justify-between px-3 py-2.5 text-sm font-semibold text-neutral-800">
        <span>
          {sportName[type]}
          <span className="ml-1.5 font-mono text-xs font-normal text-neutral-400">
            {board.order.length}场
          </span>
        </span>
        {stale && <StaleMark />}
      </h2>
      <BoardHeader type={type} />
      <MatchRows
        testId="collect-rows"
        type={type}
        ids={board.order}
        rows={board.rows}
        pinned={NONE}
        followed={followed}
        onPin={noPin}
        onFollow={toggle}
      />
    </section>
  );
}

export function CollectList() {
  const streams = useMemo(() => {
    const of = followedStreams();
    return { football: of('football'), basketball: of('basketball') };
  }, []);
  const football = useObservable(streams.football, LOADING);
  const basketball = useObservable(streams.basketball, LOADING);
  const sports = [
    ['football', football],
    ['basketball', basketball],
  ] as const;

  if (football.status === 'loading' || basketball.status === 'loading')
    return (
      <div className="rounded-lg bg-white shadow-sm">
        <LoadingRows />
      </div>
    );
  const failed = sports.find(([, live]) => live.status === 'failed')?.[1];
  if (failed?.status === 'failed')
    return (
      <div className="rounded-lg bg-white shadow-sm">
        <ListMessage testId="collect-failed">
          <span>关注加载失败：{failed.msg || '网络异常'}</span>
          <span className="text-xs text-neutral-400">正在自动重试…</span>
        </ListMessage>
      </div>
    );
  const shown = sports.filter(([, live]) => live.status === 'ready' && live.value.order.length > 0);
  if (shown.length === 0)
    return (
      <div className="rounded-lg bg-white shadow-sm">
        <ListMessage testId="collect-empty">
          <span>还没有关注的比赛</span>
          <SiteLink href="/football" className="text-brand-600 hover:underline">
            去足球比分页关注比赛
          </SiteLink>
        </ListMessage>
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      {shown.map(([type, live]) =>
        live.status === 'ready' ? (
          <SportSection key={type} type={type} board={live.value} stale={live.stale} />
        ) : null,
      )}
    </div>
  );
}
