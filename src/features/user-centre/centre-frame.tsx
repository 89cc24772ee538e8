// The frame of the /v user-centre pages: the menu card on the left, the page's cards on the right.

import type { ReactNode } from 'react';
import { sideFrameClass } from '../../components/side-menu';
import { CentreMenu, type CentrePage } from './centre-menu';

export function UserCentreFrame({
  active,
  testId,
  children,
}: {
  active: CentrePage;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div data-testid={testId} className={sideFrameClass}>
      <CentreMenu active={active} />
      <div className="min-w-0 flex-1 space-y-4">{children}</div>
    </div>
  );
}

/** A white card of a centre page, with its title row. */
export function CentreCard({
  title,
  note,
  extra,
  children,
  testId,
}: {
  title: string;
  note?: string;
  /** At the right end of the title row. */
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section data-testid={testId} className="rounded-lg bg-white shadow-sm">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-neutral-100 px-4 py-3 sm:px-7 sm:py-4">
        <h2 className="flex items-center gap-2 text-base font-semibold text-neutral-900">
          <span className="h-4 w-1 rounded-full bg-brand-500" />
          {title}
        </h2>
        {note && <p className="text-xs text-neutral-400">{note}</p>}
        {extra && <div className="ml-auto">{extra}</div>}
      </header>
      <div className="px-4 py-4 sm:px-7 sm:py-6">{children}</div>
    </section>
  );
}

/** While a card's data loads, or when it failed: the message and a retry. */
export function LoadState({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  if (!error) {
    return (
      <p role="status" className="py-16 text-center text-sm text-neutral-400">
        加载中…
      </p>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-16 text-sm">
      <p className="text-neutral-500">{error}</p>
      <button
        type="button"
        onClick={onRetry}
        className="h-8 rounded-full border border-brand-300 px-5 text-brand-600 hover:bg-brand-50"
      >
        重新加载
      </button>
    </div>
  );
}
