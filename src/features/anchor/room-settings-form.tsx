// The room settings form (POST /api/room/update): title with its counter, cover with preview, notice,
// category, the bound match and slow mode. Only changed fields are sent.
import { type FormEvent, useEffect, useState } from 'react';
import type { TypedMatchItem } from '../../../contract/calls/match';
import {
  ROOM_NOTICE_MAX,
  ROOM_TITLE_MAX,
  SLOW_MODE_MAX_SECONDS,
} from '../../../contract/calls/room';
import { getAnchorMatches } from '../../api/anchor';
import { updateMyRoom } from '../../api/room';
import { showToast } from '../login/toast';
import { CentreRow, CentreSubmit, FormMessage } from '../user-centre/form-row';
import { categoryNames } from './apply-form';
import { matchKey, matchLabel } from './match-label';
import { PhotoPicker } from './photo-picker';
import type { RoomSettings } from './use-my-room';

const inputClass =
  'h-10 w-full max-w-md rounded-md border border-neutral-200 bg-white px-3 text-sm outline-none transition focus:border-brand-400 focus:ring-2 focus:ring-brand-100';

const slowModeChoices = [0, 3, 5, 10, 30, 60, 120, SLOW_MODE_MAX_SECONDS];

export function RoomSettingsForm({
  room,
  anchorId,
  onSaved,
}: {
  room: RoomSettings;
  anchorId: number;
  onSaved(room: RoomSettings): void;
}) {
  const [title, setTitle] = useState(room.title);
  const [cover, setCover] = useState(room.cover);
  const [notice, setNotice] = useState(room.notice);
  const [navId, setNavId] = useState(room.navId);
  const [match, setMatch] = useState(
    room.matchId && room.matchType ? `${room.matchType}:${room.matchId}` : '',
  );
  const [slowMode, setSlowMode] = useState(room.slowModeSeconds);
  const [matches, setMatches] = useState<TypedMatchItem[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (anchorId <= 0) return;
    void getAnchorMatches(anchorId).then((a) => a.success && setMatches(a.data));
  }, [anchorId]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return setError('请填写直播间标题');
    const bound = matches.find((m) => matchKey(m) === match);
    const matchChanged = match !== (room.matchId ? `${room.matchType}:${room.matchId}` : '');
    const changes = {
      ...(title.trim() !== room.title ? { title: title.trim() } : {}),
      ...(cover !== room.cover ? { cover } : {}),
      ...(notice.trim() !== room.notice ? { notice: notice.trim() } : {}),
      ...(navId !== room.navId ? { navId: navId as 1 | 2 | 3 } : {}),
      ...(slowMode !== room.slowModeSeconds ? { slowModeSeconds: slowMode } : {}),
      ...(matchChanged
        ? bound
          ? { matchId: bound.id, matchType: bound.matchType }
          : { matchId: null }
        : {}),
    };
    if (Object.keys(changes).length === 0) return setError('没有需要保存的修改');
    setBusy(true);
    setError(null);
    const answer = await updateMyRoom(changes);
    setBusy(false);
    if (!answer.success) return setError(answer.msg);
    onSaved(answer.data);
    showToast('保存成功', 'success');
  };

  return (
    <form onSubmit={save} noValidate data-testid="room-settings-form" className="space-y-3">
      <CentreRow label="直播间标题" htmlFor="room-title">
        <div className="flex max-w-md items-center gap-2">
          <input
            id="room-title"
            data-testid="room-title"
            value={title}
            maxLength={ROOM_TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
            className={inputClass}
          />
          <span data-testid="room-title-count" className="w-12 shrink-0 text-xs text-neutral-400">
            {[...title].length}/{ROOM_TITLE_MAX}
          </span>
        </div>
      </CentreRow>
      <CentreRow label="封面" note="建议 16:9，PNG、JPEG 或 WebP，不超过 2 MB">
        <PhotoPicker
          photos={cover ? [cover] : []}
          max={1}
          onChange={(p) => setCover(p[0] ?? '')}
          testId="room-cover"
          label="上传封面"
        />
      </CentreRow>
      <CentreRow label="直播间公告" htmlFor="room-notice">
        <textarea
          id="room-notice"
          data-testid="room-notice"
          value={notice}
          maxLength={ROOM_NOTICE_MAX}
          rows={3}
          onChange={(e) => setNotice(e.target.value)}
          className="w-full max-w-xl resize-none rounded-md border border-neutral-200 px-3 py-2 text-sm outline-none focus:border-brand-400"
        />
      </CentreRow>
      <CentreRow label="分类">
        <div data-testid="room-category" className="flex gap-3 pt-1">
          {Object.entries(categoryNames).map(([id, name]) => (
            <label
              key={id}
              className={`flex h-9 w-20 cursor-pointer items-center justify-center rounded-md border text-sm ${
                navId === Number(id)
                  ? 'border-brand-500 bg-brand-50 font-semibold text-brand-600'
                  : 'border-neutral-200 text-neutral-600 hover:border-brand-300'
              }`}
            >
              <input
                type="radio"
                name="navId"
                checked={navId === Number(id)}
                onChange={() => setNavId(Number(id))}
                className="sr-only"
              />
              {name}
            </label>
          ))}
        </div>
      </CentreRow>
      <CentreRow label="绑定比赛" htmlFor="room-match" note="只列出你已预约、尚未结束的比赛">
        <select
          id="room-match"
          data-testid="room-match"
          value={match}
          onChange={(e) => setMatch(e.target.value)}
          className={inputClass}
        >
          <option value="">不绑定比赛</option>
          {matches.map((m) => (
            <option key={matchKey(m)} value={matchKey(m)}>
              {matchLabel(m)}
            </option>
          ))}
        </select>
      </CentreRow>
      <CentreRow label="慢速模式" htmlFor="room-slow" note="观众两条消息之间至少间隔的秒数">
        <select
          id="room-slow"
          data-testid="room-slow"
          value={slowMode}
          onChange={(e) => setSlowMode(Number(e.target.value))}
          className={`${inputClass} max-w-40`}
        >
          {[...new Set([...slowModeChoices, room.slowModeSeconds])]
            .sort((a, b) => a - b)
            .map((s) => (
              <option key={s} value={s}>
                {s === 0 ? '关闭' : `${s} 秒`}
              </option>
            ))}
        </select>
      </CentreRow>
      <div className="sm:pl-[100px]">
        <FormMessage testId="room-settings-error" error={error} />
        <CentreSubmit testId="room-settings-save" busy={busy}>
          {busy ? '保存中…' : '保存'}
        </CentreSubmit>
      </div>
    </form>
  );
}
