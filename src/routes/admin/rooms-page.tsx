// /admin/rooms (rooms.cut): the live-room wall — every up room as a still of its stream (the room's live cover,
// retaken by the server every 45 s; never a playing video, so the wall is silent and light), title, anchor,
// viewers, bound match and time on air; 切断直播 with a required reason. The wall re-reads itself every 5 s.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  adminRoomCut,
  adminRoomWall,
  ROOM_CUT_REASONS,
  type WallRoom,
} from '../../../contract/calls/admin-rooms';
import { adminCall } from '../../features/admin/admin-api';
import { useAdminQuery } from '../../features/admin/use-admin-query';

const WALL_REFRESH_MS = 5_000;

const field =
  'h-8 rounded border border-slate-300 bg-white px-2 text-sm outline-none focus:border-blue-500';

/** 1小时05分 / 12分 / 刚刚 */
export function onAirText(since: number | null, now: number) {
  if (since === null) return '等待推流';
  const minutes = Math.max(0, Math.floor((now - since) / 60_000));
  if (minutes < 1) return '刚刚开播';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `已播 ${h}小时${String(m).padStart(2, '0')}分` : `已播 ${m}分钟`;
}

function Thumb({ room }: { room: WallRoom }) {
  const [broken, setBroken] = useState(false);
  if (room.cover && !broken)
    return (
      <img
        src={room.cover}
        alt=""
        className="size-full object-cover"
        onError={() => setBroken(true)}
      />
    );
  return (
    <div className="flex size-full items-center justify-center bg-gradient-to-br from-slate-600 to-slate-800 text-3xl font-bold text-white/80">
      {room.anchor.nickName.slice(0, 1)}
    </div>
  );
}

function CutDialog({
  room,
  onClose,
  onDone,
}: {
  room: WallRoom;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const [template, setTemplate] = useState('');
  const [extra, setExtra] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const reason = [template, extra.trim()].filter(Boolean).join('：');

  const submit = async () => {
    if (!reason) return setError('请选择或填写切断原因');
    setBusy(true);
    const answer = await adminCall(adminRoomCut, { roomId: room.roomId, reason });
    setBusy(false);
    if (!answer.ok) return setError(answer.msg);
    onDone(`已切断「${room.title || room.anchor.nickName}」的直播`);
  };

  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-3"
      role="dialog"
      aria-modal="true"
      aria-label="切断直播"
    >
      <div className="w-full max-w-md rounded-lg bg-white p-4 text-sm shadow-xl">
        <h2 className="text-base font-semibold">切断直播</h2>
        <p className="mt-1 text-slate-500">
          {room.anchor.nickName} · {room.title || '未命名直播'}（房间 {room.roomId}）
        </p>
        <p className="mt-2 rounded bg-amber-50 px-2 py-1.5 text-xs text-amber-700">
          直播间将立即下播、推流码作废，主播会在消息中心收到原因，观众页面实时显示已下播。
        </p>
        <div className="mt-3 flex flex-wrap gap-1.5" data-testid="cut-reasons">
          {ROOM_CUT_REASONS.map((r) => (
            <button
              key={r}
              type="button"
              onClick={() => {
                setTemplate(template === r ? '' : r);
                setError('');
              }}
              className={`rounded border px-2 py-1 ${template === r ? 'border-red-500 bg-red-50 text-red-600' : 'border-slate-300 hover:border-red-400'}`}
            >
              {r}
            </button>
          ))}
        </div>
        <textarea
          className="mt-2 h-20 w-full resize-none rounded border border-slate-300 p-2 outline-none focus:border-blue-500"
          placeholder="补充说明（没有合适的模板时直接填写原因）"
          maxLength={150}
          value={extra}
          onChange={(e) => {
            setExtra(e.target.value);
            setError('');
          }}
          aria-label="切断原因"
        />
        {error && <p className="mt-1 text-xs text-red-600">{error}</p>}
        <div className="mt-3 flex justify-end gap-2">
          <button
            type="button"
            className="h-8 rounded border border-slate-300 px-3"
            onClick={onClose}
          >
            取消
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={submit}
            className="h-8 rounded bg-red-600 px-4 text-white disabled:opacity-50"
          >
            {busy ? '正在切断…' : '确认切断'}
          </button>
        </div>
      </div>
    </div>
  );
}

function WallCard({ room, now, onCut }: { room: WallRoom; now: number; onCut: () => void }) {
  const m = room.match;
  return (
    <div
      className="overflow-hidden rounded border border-slate-200 bg-white"
      data-testid="wall-room"
      data-room-id={room.roomId}
      data-status={room.status}
    >
      <div className="relative aspect-video bg-slate-200">
        <Thumb room={room} />
        <span
          className={`absolute left-1.5 top-1.5 rounded px-1.5 py-0.5 text-[11px] text-white ${room.status === 'live' ? 'bg-red-600' : 'bg-amber-500'}`}
        >
          {room.status === 'live' ? '直播中' : '等待推流'}
        </span>
        <span className="absolute right-1.5 top-1.5 rounded bg-black/55 px-1.5 py-0.5 text-[11px] text-white tabular-nums">
          {room.viewers} 人在看
        </span>
        <span className="absolute bottom-1.5 left-1.5 rounded bg-black/55 px-1.5 py-0.5 text-[11px] text-white">
          {onAirText(room.liveAt ?? null, now)}
        </span>
      </div>
      <div className="space-y-0.5 p-2 text-xs">
        <p className="truncate text-sm font-medium text-slate-800" title={room.title}>
          {room.title || '未命名直播'}
        </p>
        <p className="truncate text-slate-500">
          {room.anchor.nickName} · 房间 {room.roomId}
        </p>
        <p className="truncate text-slate-500">
          {m ? `${m.competition} ${m.home.name} vs ${m.away.name}` : '未绑定比赛'}
        </p>
        <div className="flex items-center justify-between pt-1">
          <a
            href={`/live/room/${room.roomId}`}
            target="_blank"
            rel="noreferrer"
            className="text-blue-600 hover:underline"
          >
            进入直播间
          </a>
          <button
            type="button"
            onClick={onCut}
            className="rounded bg-red-600 px-2 py-1 text-white hover:bg-red-700"
          >
            切断直播
          </button>
        </div>
      </div>
    </div>
  );
}

export function AdminRoomsPage() {
  const { data, error, isFetching } = useAdminQuery(adminRoomWall, {}, WALL_REFRESH_MS);
  const client = useQueryClient();
  const [cutting, setCutting] = useState<WallRoom | null>(null);
  const [notice, setNotice] = useState('');
  const [filter, setFilter] = useState<'all' | 'live' | 'waiting'>('all');
  const [word, setWord] = useState('');
  const now = data?.at ?? Date.now();
  const needle = word.trim().toLowerCase();
  const list = (data?.list ?? []).filter(
    (r) =>
      (filter === 'all' || r.status === filter) &&
      (!needle ||
        r.title.toLowerCase().includes(needle) ||
        r.anchor.nickName.toLowerCase().includes(needle) ||
        String(r.roomId) === needle),
  );
  const live = data?.list.filter((r) => r.status === 'live').length ?? 0;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 rounded border border-slate-200 bg-white p-3 text-sm">
        <span className="font-medium">
          开播中 {data?.list.length ?? 0} 间 · 直播 {live} 间
        </span>
        <select
          className={field}
          value={filter}
          onChange={(e) => setFilter(e.target.value as typeof filter)}
          aria-label="状态"
        >
          <option value="all">全部</option>
          <option value="live">直播中</option>
          <option value="waiting">等待推流</option>
        </select>
        <input
          className={`${field} w-44`}
          placeholder="标题 / 主播 / 房间号"
          value={word}
          onChange={(e) => setWord(e.target.value)}
          aria-label="搜索直播间"
        />
        <span className="ml-auto text-xs text-slate-400">
          每 5 秒刷新{isFetching ? ' · 刷新中…' : ''}
        </span>
      </div>
      {notice && (
        <div
          className="rounded border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-700"
          role="status"
        >
          {notice}
        </div>
      )}
      {error ? (
        <div className="rounded bg-white p-6 text-sm text-red-600">{error.message}</div>
      ) : (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
          {list.map((room) => (
            <WallCard key={room.roomId} room={room} now={now} onCut={() => setCutting(room)} />
          ))}
          {data && list.length === 0 && (
            <div className="col-span-full rounded bg-white p-10 text-center text-sm text-slate-400">
              当前没有开播中的直播间
            </div>
          )}
        </div>
      )}
      {cutting && (
        <CutDialog
          room={cutting}
          onClose={() => setCutting(null)}
          onDone={(text) => {
            setCutting(null);
            setNotice(text);
            void client.invalidateQueries({ queryKey: ['admin', adminRoomWall.path] });
          }}
        />
      )}
    </div>
  );
}
