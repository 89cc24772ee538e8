// The frame of the account pages (register, password recovery, complete profile): a promo panel and the form card.
import type { ReactNode } from 'react';

const perks = [
  { title: '高清直播', text: '五大联赛、NBA、CBA 赛事免费高清直播' },
  { title: '实时比分', text: '比分、事件、指数秒级推送，不错过每个进球' },
  { title: '弹幕互动', text: '和主播、球迷一起聊球，送礼物为主队加油' },
];

export function AccountCard({
  title,
  subtitle,
  aside,
  children,
  testId,
}: {
  title: string;
  subtitle: string;
  /** Under the form: links to the other account pages. */
  aside?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div data-testid={testId} className="flex justify-center py-0 md:py-6">
      <div className="flex w-full max-w-[900px] overflow-hidden rounded-xl bg-white shadow-sm">
        {/* The brand panel is decoration: a phone gives the whole card to the form. */}
        <div className="relative hidden w-[340px] shrink-0 flex-col overflow-hidden md:flex bg-gradient-to-br from-header via-header-light to-brand-900 px-9 py-10 text-white">
          <div
            aria-hidden="true"
            className="absolute -top-16 -right-20 size-64 rounded-full border-[28px] border-white/5"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-24 -left-16 size-72 rounded-full border-[36px] border-brand-500/15"
          />
          <div className="relative">
            <p className="flex items-center gap-2">
              <span className="flex size-9 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-accent-500 text-lg font-black">
                球
              </span>
              <span className="text-2xl font-black italic">
                球<span className="text-brand-500">live</span>
              </span>
            </p>
            <p className="mt-10 text-[28px] leading-[1.35] font-bold">
              一起看球
              <br />
              一起<span className="text-brand-500">聊球</span>
            </p>
            <p className="mt-3 text-[14px] leading-6 text-white/60">免费高清足球篮球直播</p>
          </div>
          <ul className="relative mt-12 space-y-5">
            {perks.map((perk) => (
              <li key={perk.title} className="flex gap-3">
                <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-500 ring-4 ring-brand-500/25" />
                <div>
                  <p className="text-[15px] font-semibold">{perk.title}</p>
                  <p className="mt-0.5 text-[13px] leading-5 text-white/55">{perk.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="relative mt-auto pt-10 text-xs text-white/35">© 球live 版权所有</p>
        </div>
        <div className="min-w-0 flex-1 px-4 py-6 md:px-14 md:py-10">
          <h1 className="text-2xl font-bold text-neutral-900">{title}</h1>
          <p className="mt-1.5 text-sm text-neutral-500">{subtitle}</p>
          <div className="mt-7">{children}</div>
          {aside && <div className="mt-6 text-center text-[13px] text-neutral-500">{aside}</div>}
        </div>
      </div>
    </div>
  );
}

/** A labelled row of an account form, with its own message line. */
export function FormRow({
  label,
  children,
  note,
  noteTone = 'muted',
}: {
  label: string;
  children: ReactNode;
  note?: string;
  noteTone?: 'muted' | 'ok' | 'bad';
}) {
  const tone =
    noteTone === 'ok'
      ? 'text-emerald-600'
      : noteTone === 'bad'
        ? 'text-brand-600'
        : 'text-neutral-400';
  return (
    <div>
      <p className="mb-1.5 text-[13px] font-medium text-neutral-700">{label}</p>
      {children}
      <p className={`mt-1 min-h-[18px] text-xs leading-[18px] ${tone}`}>{note ?? ''}</p>
    </div>
  );
}

/** The brand-red submit button of an account form. */
export function SubmitButton({
  testId,
  busy,
  children,
}: {
  testId: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      data-testid={testId}
      disabled={busy}
      className="h-11 w-full rounded-md bg-brand-500 text-base font-semibold tracking-widest text-white shadow-sm transition hover:bg-brand-600 active:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-300"
    >
      {children}
    </button>
  );
}

/** The form's message line above the button. */
export function FormError({ testId, message }: { testId: string; message: string | null }) {
  return (
    <p role="alert" data-testid={testId} className="min-h-5 text-[13px] leading-5 text-brand-600">
      {message ?? ''}
    </p>
  );
}
