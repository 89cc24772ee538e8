// A titled white card of the match centre (时间线, 技术统计, 阵容 …) and the quiet line shown when it is empty.
import type { ReactNode } from 'react';

export function Section({
  title,
  aside,
  testId,
  children,
}: {
  title: string;
  /** Right of the title: a record, a note. */
  aside?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section data-testid={testId} className="rounded-lg bg-white shadow-sm">
      <h2 className="flex items-center gap-2 border-b border-neutral-100 px-4 py-2.5 text-[15px] font-bold text-neutral-900">
        <span className="h-3.5 w-1 rounded-full bg-brand-500" />
        {title}
        {aside && <span className="ml-auto text-xs font-normal text-neutral-500">{aside}</span>}
      </h2>
      {children}
    </section>
  );
}

export function Empty({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p data-testid={testId} className="px-4 py-8 text-center text-sm text-neutral-400">
      {children}
    </p>
  );
}
