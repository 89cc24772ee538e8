// 举报 a comment or a post: pick a reason (广告, 辱骂 …), optionally say more, send; the operators' queue
// gets it. One dialog for both, as posts share the comments' reasons (postReportReasons), so the
// operators sort one queue by one list. Reporting the same thing again is answered as the first report was.
import { useState } from 'react';
import { commentReportReasons } from '../../../../contract/calls/comment';
import { DialogFrame } from '../../../components/dialog-frame';
import { showToast } from '../../login/toast';

export type ReportReason = (typeof commentReportReasons)[number];

export const REPORT_DONE = '举报成功，我们会尽快核实处理';

export function ReportDialog({
  title,
  excerpt,
  send,
  onClose,
}: {
  /** 举报评论 / 举报帖子. */
  title: string;
  /** The start of the comment or post, so the reader sees what they report. */
  excerpt: string;
  /** The report call with the picked reason; its failure's msg shows in the dialog. */
  send(report: {
    reason: ReportReason;
    detail?: string;
  }): Promise<{ success: boolean; msg: string }>;
  onClose(): void;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!reason || sending) return;
    setSending(true);
    setError(null);
    const extra = detail.trim();
    const answer = await send({ reason, ...(extra ? { detail: extra } : {}) });
    setSending(false);
    if (answer.success) {
      showToast(REPORT_DONE, 'success');
      onClose();
    } else setError(answer.msg || '提交失败，请稍后再试');
  };
  return (
    <DialogFrame title={title} onClose={onClose} width={400} testId="report-dialog">
      <div className="space-y-4 px-5 py-4">
        <p className="line-clamp-2 rounded bg-neutral-50 px-3 py-2 text-sm text-neutral-500">
          {excerpt}
        </p>
        <fieldset>
          <legend className="mb-2 text-sm text-neutral-600">请选择举报原因</legend>
          <div className="grid grid-cols-3 gap-2">
            {commentReportReasons.map((r) => (
              <label
                key={r}
                className={`flex min-h-10 cursor-pointer items-center justify-center rounded-md border text-sm transition ${
                  reason === r
                    ? 'border-brand-500 bg-brand-50 text-brand-700'
                    : 'border-neutral-200 text-neutral-700 hover:border-neutral-300'
                }`}
              >
                <input
                  type="radio"
                  name="report-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="sr-only"
                />
                {r}
              </label>
            ))}
          </div>
        </fieldset>
        <textarea
          data-testid="report-detail"
          value={detail}
          maxLength={200}
          rows={2}
          placeholder="补充说明（选填，最多 200 字）"
          onChange={(e) => setDetail(e.target.value)}
          className="block w-full resize-none rounded-md border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm outline-none focus:border-brand-300 focus:bg-white"
        />
        {error && (
          <p role="alert" className="text-xs text-brand-600">
            {error}
          </p>
        )}
        <button
          type="button"
          data-testid="report-submit"
          disabled={!reason || sending}
          onClick={() => void submit()}
          className="min-h-11 w-full rounded-full bg-brand-600 text-sm font-medium text-white hover:bg-brand-700 disabled:bg-neutral-300"
        >
          {sending ? '提交中…' : '提交举报'}
        </button>
      </div>
    </DialogFrame>
  );
}
