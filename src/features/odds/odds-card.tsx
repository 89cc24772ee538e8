// The white card every odds view sits in: a titled bar (with the stale notice when the stream is behind).
import type { ReactNode } from 'react';
import { StaleNotice } from './live-state';

export function OddsCard({
  title,
  note,
  stale = false,
  aside,
  testId,
  children,
}: {
  title: string;
  note?: string;
  stale?: boolean;
  aside?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section data-testid={testId} className="rounded-lg bg-white shadow-sm">
      <h2 className="flex items-center gap-2 border-b border-neutral-100 px-3 py-2.5 text-sm font-bold text-neutral-900">
        <span className="h-3.5 w-1 rounded-full bg-brand-500" />
        {title}
        {note && <span className="text-xs font-normal text-neutral-400">{note}</span>}
        <span className="ml-auto flex items-center gap-2 font-normal">
          {stale && <StaleNotice />}
          {aside}
        </span>
      </h2>
      {children}
    </section>
  );
}
