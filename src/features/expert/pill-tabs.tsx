// A row of pill tabs (足球/篮球, play types, 命中率/连红 …) that scrolls sideways on a phone rather than wrap.
export interface PillTab<T> {
  value: T;
  label: string;
}

export function PillTabs<T extends string | number | undefined>({
  tabs,
  value,
  onChange,
  label,
  testId,
  tone = 'solid',
}: {
  tabs: PillTab<T>[];
  value: T;
  onChange(value: NoInfer<T>): void;
  /** The row's name for screen readers. */
  label: string;
  testId: string;
  /** solid: the main filter (red pill); soft: a second-level one. */
  tone?: 'solid' | 'soft';
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className="flex min-w-0 items-center gap-1.5 overflow-x-auto whitespace-nowrap [scrollbar-width:none]"
    >
      {tabs.map((t) => {
        const on = t.value === value;
        return (
          <button
            key={String(t.value ?? 'all')}
            type="button"
            role="tab"
            aria-selected={on}
            data-testid={`${testId}-${t.value ?? 'all'}`}
            onClick={() => onChange(t.value)}
            className={`min-h-8 shrink-0 rounded-full px-3.5 text-sm transition max-lg:min-h-9 ${
              on
                ? tone === 'solid'
                  ? 'bg-brand-500 font-semibold text-white'
                  : 'bg-brand-50 font-semibold text-brand-600 ring-1 ring-inset ring-brand-300'
                : 'text-neutral-600 hover:text-brand-600'
            }`}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
