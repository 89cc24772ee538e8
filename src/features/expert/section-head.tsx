// A 有料 section's title with the red bar, and an optional link or control on the right.
import type { ReactNode } from 'react';

export function SectionHead({ title, more }: { title: string; more?: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <h2 className="flex items-center gap-2 text-lg font-bold text-neutral-900">
        <span className="h-4 w-1 rounded-full bg-brand-500" />
        {title}
      </h2>
      {more}
    </div>
  );
}
