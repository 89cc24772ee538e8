// /live/report?roomId=: report a room — a reason, details and up to 3 screenshots (uploaded first); login required.
import { type FormEvent, useState } from 'react';
import { REPORT_SCREENSHOTS_MAX, reportReasons } from '../../../contract/calls/room';
import { addReport } from '../../api/room';
import { SiteLink } from '../../components/site-link';
import { PhotoPicker } from '../../features/anchor/photo-picker';
import { roomHref } from '../../features/live-list/room-card';
import { useCall } from '../../lib/use-call';
import { roomQuery } from './report-search';

type Reason = (typeof reportReasons)[number];
const DETAIL_MAX = 500;

export function LiveReportPage({ roomId }: { roomId: number | undefined }) {
  // Without a room there is nothing to load: the page says which room is missing.
  const room = useCall({ ...roomQuery(roomId ?? 0), enabled: !!roomId }, null);
  const [reason, setReason] = useState<Reason | null>(null);
  const [detail, setDetail] = useState('');
  const [screenshots, setScreenshots] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  if (!roomId)
    return (
      <p
        data-testid="report-no-room"
        className="rounded-lg bg-white py-20 text-center text-neutral-500"
      >
        请从直播间进入举报页面。
      </p>
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return setError('请选择举报原因');
    setBusy(true);
    setError(null);
    const answer = await addReport({ roomId, reason, detail: detail.trim(), screenshots });
    setBusy(false);
    if (answer.success) setDone(true);
    else setError(answer.msg);
  };

  if (done)
    return (
      <div data-testid="report-done" className="rounded-lg bg-white py-20 text-center">
        <p className="text-lg font-bold text-neutral-900">举报已提交</p>
        <p className="mt-2 text-sm text-neutral-500">感谢您的反馈，运营人员会尽快核实处理。</p>
        <SiteLink
          href={roomHref(roomId)}
          className="mt-5 inline-block text-sm text-brand-600 hover:underline"
        >
          返回直播间
        </SiteLink>
      </div>
    );

  return (
    <form
      data-testid="report-form"
      onSubmit={submit}
      className="mx-auto max-w-2xl space-y-5 rounded-lg bg-white p-4 shadow-sm sm:p-8"
    >
      <div>
        <h1 className="text-2xl font-black text-neutral-900">举报直播间</h1>
        {room && (
          <p className="mt-1 text-sm text-neutral-500">
            举报对象：{room.anchor.nickName}（房间号 {room.roomId}）
            {room.title ? ` · ${room.title}` : ''}
          </p>
        )}
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-neutral-800">举报原因</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {reportReasons.map((r) => (
            <label
              key={r}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm ${
                reason === r ? 'border-brand-400 bg-brand-50 text-brand-600' : 'border-neutral-200'
              }`}
            >
              <input
                type="radio"
                name="reason"
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  setError(null);
                }}
                className="accent-brand-500"
              />
              {r}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="block">
        <span className="mb-2 block text-sm font-medium text-neutral-800">详细说明（选填）</span>
        <textarea
          data-testid="report-detail"
          value={detail}
          maxLength={DETAIL_MAX}
          onChange={(e) => setDetail(e.target.value)}
          rows={4}
          placeholder="请描述违规的内容和时间，便于运营核实"
          className="w-full rounded-md border border-neutral-200 p-3 text-sm outline-none focus:border-brand-400"
        />
        <span className="block text-right text-xs text-neutral-400">
          {detail.length}/{DETAIL_MAX}
        </span>
      </label>
      <div>
        <span className="mb-2 block text-sm font-medium text-neutral-800">
          截图（选填，最多 {REPORT_SCREENSHOTS_MAX} 张）
        </span>
        <PhotoPicker
          photos={screenshots}
          max={REPORT_SCREENSHOTS_MAX}
          onChange={setScreenshots}
          testId="report-screenshots"
          label="上传截图"
        />
      </div>
      {error && (
        <p data-testid="report-error" role="alert" className="text-sm text-brand-600">
          {error}
        </p>
      )}
      <button
        type="submit"
        data-testid="report-submit"
        disabled={busy}
        className="min-h-11 w-full rounded-md bg-brand-500 py-2.5 text-white hover:bg-brand-600 disabled:opacity-60"
      >
        {busy ? '提交中…' : '提交举报'}
      </button>
    </form>
  );
}
