// The feedback card (意见反馈): validates, posts /inform/feedback/add, shows the outcome.
import { type FormEvent, useState } from 'react';
import { feedbackTypes } from '../../../contract/calls/inform';
import { addFeedback } from '../../api/inform';
import { CONTACT_MAX, CONTENT_MAX, type FeedbackForm, feedbackError } from './validate-feedback';

type Outcome = { status: 'idle' } | { status: 'ok' | 'error'; msg: string };

const SUCCESS_MSG = '提交成功，感谢您的反馈';
const typeEntries = Object.entries(feedbackTypes).map(([value, label]) => ({
  value: Number(value) as FeedbackForm['type'],
  label,
}));

const fieldClass =
  'w-full rounded-md border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm outline-none transition focus:border-brand-400 focus:bg-white focus:ring-2 focus:ring-brand-100';

export function FeedbackCard() {
  const [form, setForm] = useState<FeedbackForm>({ content: '', contact: '', type: 1 });
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const invalid = feedbackError(form);
    if (invalid) {
      setOutcome({ status: 'error', msg: invalid });
      return;
    }
    setSending(true);
    setOutcome({ status: 'idle' });
    const contact = form.contact.trim();
    const result = await addFeedback({
      content: form.content.trim(),
      type: form.type,
      ...(contact ? { contact } : {}),
    });
    setSending(false);
    if (result.success) {
      setOutcome({ status: 'ok', msg: SUCCESS_MSG });
      setForm({ content: '', contact: '', type: form.type });
    } else {
      setOutcome({ status: 'error', msg: result.msg });
    }
  };

  return (
    <section className="overflow-hidden rounded-lg bg-white shadow-sm">
      <h2 className="flex items-center gap-2 border-b border-neutral-100 px-5 py-3.5 text-base font-semibold">
        <span className="h-4 w-1 rounded-full bg-brand-500" />
        意见反馈
        <span className="ml-auto text-xs font-normal text-neutral-400">
          您的建议是我们进步的动力
        </span>
      </h2>
      <form className="space-y-4 px-5 py-5" onSubmit={submit} noValidate>
        <div className="flex gap-3">
          <label className="flex w-44 flex-col gap-1.5 text-sm text-neutral-600">
            反馈类型
            <select
              data-testid="feedback-type"
              className={fieldClass}
              value={form.type}
              onChange={(e) =>
                setForm({ ...form, type: Number(e.target.value) as FeedbackForm['type'] })
              }
            >
              {typeEntries.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-1 flex-col gap-1.5 text-sm text-neutral-600">
            联系方式（选填）
            <input
              data-testid="feedback-contact"
              className={fieldClass}
              value={form.contact}
              maxLength={CONTACT_MAX}
              placeholder="手机号、邮箱或 QQ，方便我们回复您"
              onChange={(e) => setForm({ ...form, contact: e.target.value })}
            />
          </label>
        </div>
        <label className="flex flex-col gap-1.5 text-sm text-neutral-600">
          反馈内容
          <div className="relative">
            <textarea
              data-testid="feedback-content"
              className={`${fieldClass} h-32 resize-none pb-6`}
              value={form.content}
              maxLength={CONTENT_MAX}
              placeholder="请描述您遇到的问题或建议（5-500 字）"
              onChange={(e) => setForm({ ...form, content: e.target.value })}
            />
            <span className="pointer-events-none absolute right-3 bottom-2.5 text-xs text-neutral-400 tabular-nums">
              {form.content.trim().length}/{CONTENT_MAX}
            </span>
          </div>
        </label>
        <div className="flex items-center gap-4">
          <button
            type="submit"
            data-testid="feedback-submit"
            disabled={sending}
            className="h-10 rounded-md bg-brand-500 px-8 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-600 active:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-300"
          >
            {sending ? '提交中…' : '提交反馈'}
          </button>
          <p
            data-testid="feedback-result"
            data-status={outcome.status}
            role="status"
            className={`text-sm ${outcome.status === 'ok' ? 'text-emerald-600' : 'text-brand-600'}`}
          >
            {outcome.status === 'idle' ? '' : outcome.msg}
          </p>
        </div>
      </form>
    </section>
  );
}
