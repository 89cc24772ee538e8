// A labelled row of a centre form: the label at the left, the control and its message line at the right.
import type { ReactNode } from 'react';

export type NoteTone = 'muted' | 'ok' | 'bad';

const toneClass: Record<NoteTone, string> = {
  muted: 'text-neutral-400',
  ok: 'text-emerald-600',
  bad: 'text-brand-600',
};

export function CentreRow({
  label,
  children,
  note,
  noteTone = 'muted',
  htmlFor,
}: {
  label: string;
  children: ReactNode;
  note?: string;
  noteTone?: NoteTone;
  htmlFor?: string;
}) {
  return (
    // A phone puts the label above its field: no 100 px gutter on a 390 px screen.
    <div className="flex flex-col gap-1 sm:flex-row sm:gap-5">
      <label
        htmlFor={htmlFor}
        className="shrink-0 text-[14px] text-neutral-600 sm:w-20 sm:pt-[11px] sm:text-right"
      >
        {label}
      </label>
      <div className="min-w-0 flex-1">
        {children}
        <p className={`mt-1 min-h-[18px] text-xs leading-[18px] ${toneClass[noteTone]}`}>
          {note ?? ''}
        </p>
      </div>
    </div>
  );
}

/** The brand-red button that submits a centre form. */
export function CentreSubmit({
  testId,
  busy,
  disabled = false,
  children,
}: {
  testId: string;
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      data-testid={testId}
      disabled={busy || disabled}
      className="h-11 min-w-32 rounded-md bg-brand-500 max-sm:w-full sm:h-10 px-8 text-[15px] font-semibold tracking-wider text-white shadow-sm transition hover:bg-brand-600 active:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-300"
    >
      {children}
    </button>
  );
}

/** A form's message line: red for a problem, green for a success. */
export function FormMessage({
  testId,
  error,
  success,
}: {
  testId: string;
  error: string | null;
  success?: string | null;
}) {
  return (
    <p
      role={error ? 'alert' : 'status'}
      data-testid={testId}
      className={`min-h-5 text-[13px] leading-5 ${error ? 'text-brand-600' : 'text-emerald-600'}`}
    >
      {error ?? success ?? ''}
    </p>
  );
}
