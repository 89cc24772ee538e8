// The go-live panel: the room's status (未开播 / 等待推流 / 直播中 with the time since), title and match, 开播 / 下播.
// The status is the room lifecycle machine, fed by this page's own calls and the room channel's pushes.
import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import type { TypedMatchItem } from '../../../contract/calls/match';
import { ROOM_TITLE_MAX } from '../../../contract/calls/room';
import { roomLifecycleMachine } from '../../../machines/room-lifecycle';
import { getAnchorMatches } from '../../api/anchor';
import { roomGoDown, roomGoUp } from '../../api/room';
import { SiteLink } from '../../components/site-link';
import { showToast } from '../login/toast';
import { CentreCard } from '../user-centre/centre-frame';
import { useElapsed } from './elapsed';
import { matchKey, matchLabel } from './match-label';
import { useRoomEvents } from './room-events';
import type { RoomSettings } from './use-my-room';

/** The server's default grace (MEDIA_GRACE_SECONDS); its own 'room.status' push decides in the end. */
const GRACE_MS = 30_000;

const statusLook = {
  offline: { text: '未开播', dot: 'bg-neutral-300', tone: 'text-neutral-500' },
  waiting: { text: '等待推流', dot: 'bg-accent-500 animate-pulse', tone: 'text-accent-600' },
  live: { text: '直播中', dot: 'bg-brand-500 animate-pulse', tone: 'text-brand-600' },
} as const;

type Status = keyof typeof statusLook;

export function GoLivePanel({
  room,
  anchorId,
  viewers,
  onChanged,
}: {
  room: RoomSettings;
  anchorId: number;
  viewers: number;
  onChanged(room: RoomSettings): void;
}) {
  const [snapshot, send] = useMachine(roomLifecycleMachine, {
    input: { graceMs: GRACE_MS, status: room.status },
  });
  const status = (typeof snapshot.value === 'string' ? snapshot.value : 'offline') as Status;
  const [liveAt, setLiveAt] = useState(room.liveAt);
  const [title, setTitle] = useState(room.title);
  const [matches, setMatches] = useState<TypedMatchItem[]>([]);
  const [choice, setChoice] = useState(
    room.matchId && room.matchType ? `${room.matchType}:${room.matchId}` : '',
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // A fresh answer of up or down carries the server's own liveAt.
  useEffect(() => setLiveAt(room.liveAt), [room.liveAt]);

  useEffect(() => {
    if (anchorId <= 0) return;
    void getAnchorMatches(anchorId).then((a) => a.success && setMatches(a.data));
  }, [anchorId]);

  useRoomEvents(room.roomId, (event) => {
    if (event.type !== 'room.status') return;
    const pushed = event.data.status;
    if (event.data.liveAt !== undefined) setLiveAt(event.data.liveAt);
    if (pushed === 'live') send({ type: 'PUBLISH' });
    else if (pushed === 'waiting') send({ type: status === 'live' ? 'UNPUBLISH' : 'UP' });
    else if (pushed === 'offline' || pushed === 'down') send({ type: 'DOWN' });
  });

  const since = status === 'live' ? liveAt : status === 'waiting' ? room.upAt : null;
  const elapsed = useElapsed(since ?? null);

  const up = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return setError('请填写直播标题');
    const match = matches.find((m) => matchKey(m) === choice);
    setBusy(true);
    setError(null);
    const answer = await roomGoUp({
      title: trimmed,
      matchId: match ? match.id : null,
      ...(match ? { matchType: match.matchType } : {}),
    });
    setBusy(false);
    if (!answer.success) return setError(answer.msg);
    onChanged(answer.data);
    send({ type: 'UP' });
    if (answer.data.status === 'live') send({ type: 'PUBLISH' });
    showToast(status === 'offline' ? '已开播，请在 OBS 中开始推流' : '直播信息已更新', 'success');
  };

  const down = async () => {
    if (!window.confirm('确定下播吗？')) return;
    setBusy(true);
    const answer = await roomGoDown();
    setBusy(false);
    if (!answer.success) return setError(answer.msg);
    onChanged(answer.data);
    send({ type: 'DOWN' });
    showToast('已下播', 'success');
  };

  const look = statusLook[status];
  return (
    <CentreCard title="开播" testId="go-live-panel">
      <div className="mb-5 flex items-center gap-6 rounded-lg bg-neutral-50 px-5 py-4">
        <span className={`flex items-center gap-2 text-lg font-semibold ${look.tone}`}>
          <span className={`size-2.5 rounded-full ${look.dot}`} />
          <span data-testid="room-status" data-status={status}>
            {look.text}
          </span>
        </span>
        {elapsed && (
          <span className="font-mono text-lg text-neutral-700" data-testid="room-elapsed">
            {elapsed}
          </span>
        )}
        <span className="ml-auto text-sm text-neutral-500">
          在线观众{' '}
          <b data-testid="room-viewers" className="font-mono text-neutral-900">
            {viewers}
          </b>
        </span>
      </div>
      {status === 'waiting' && (
        <p className="mb-4 rounded-md bg-accent-400/10 px-4 py-2 text-xs text-accent-600">
          直播间已开启，正在等待推流：请在 OBS 中点击「开始推流」。
        </p>
      )}
      <form onSubmit={up} className="space-y-4" noValidate>
        <label className="flex items-center gap-4">
          <span className="w-20 shrink-0 text-right text-sm text-neutral-600">直播标题</span>
          <input
            data-testid="go-live-title"
            value={title}
            maxLength={ROOM_TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
            className="h-10 min-w-0 flex-1 rounded-md border border-neutral-200 px-3 text-sm outline-none focus:border-brand-400"
          />
          <span className="w-12 text-xs text-neutral-400">
            {[...title].length}/{ROOM_TITLE_MAX}
          </span>
        </label>
        <label className="flex items-center gap-4">
          <span className="w-20 shrink-0 text-right text-sm text-neutral-600">直播比赛</span>
          <select
            data-testid="go-live-match"
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            className="h-10 min-w-0 flex-1 rounded-md border border-neutral-200 bg-white px-2 text-sm outline-none focus:border-brand-400"
          >
            <option value="">不绑定比赛</option>
            {matches.map((m) => (
              <option key={matchKey(m)} value={matchKey(m)}>
                {matchLabel(m)}
              </option>
            ))}
          </select>
          <SiteLink href="/v/anchor-add" className="w-12 text-xs text-brand-500 hover:underline">
            预约
          </SiteLink>
        </label>
        <div className="flex items-center gap-3 sm:pl-24">
          <button
            type="submit"
            data-testid="go-live-up"
            disabled={busy}
            className="h-10 rounded-md bg-brand-500 px-8 font-semibold text-white hover:bg-brand-600 disabled:bg-brand-300"
          >
            {status === 'offline' ? '开播' : '更新直播信息'}
          </button>
          {status !== 'offline' && (
            <button
              type="button"
              data-testid="go-live-down"
              disabled={busy}
              onClick={down}
              className="h-10 rounded-md border border-neutral-300 px-8 text-neutral-700 hover:bg-neutral-50"
            >
              下播
            </button>
          )}
          {error && (
            <span role="alert" data-testid="go-live-error" className="text-sm text-brand-600">
              {error}
            </span>
          )}
        </div>
      </form>
    </CentreCard>
  );
}
