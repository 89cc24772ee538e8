// The wallet forms' controls, in the look of the centre's fields: a plain input, a select, a money line.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { formatMinor } from '../../../contract/format/price';

const boxClass =
  'h-11 w-full rounded-md border border-neutral-200 bg-white px-3 text-[15px] text-neutral-800 outline-none transition placeholder:text-neutral-400 focus:border-brand-400 focus:ring-2 focus:ring-brand-100 disabled:bg-neutral-50 disabled:text-neutral-400';

export function TextInput({
  testId,
  value,
  onValue,
  suffix,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  testId: string;
  value: string;
  onValue: (value: string) => void;
  /** A unit at the right end (球票). */
  suffix?: ReactNode;
}) {
  return (
    <div className="relative">
      <input
        {...input}
        data-testid={testId}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        className={`${boxClass} ${suffix ? 'pr-12' : ''}`}
      />
      {suffix && (
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-neutral-400">
          {suffix}
        </span>
      )}
    </div>
  );
}

export function SelectInput({
  testId,
  value,
  onValue,
  children,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  testId: string;
  value: string;
  onValue: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <select
      {...select}
      data-testid={testId}
      value={value}
      onChange={(e) => onValue(e.target.value)}
      className={`${boxClass} cursor-pointer`}
    >
      {children}
    </select>
  );
}

/** Minor units as 1,234.56, in the mono figures the board uses for numbers. */
export function Money({
  units,
  testId,
  className = '',
}: {
  units: number;
  testId?: string;
  className?: string;
}) {
  return (
    <span data-testid={testId} className={`font-mono tabular-nums ${className}`}>
      {formatMinor(units)}
    </span>
  );
}

/** A card's empty state: what is missing and what to do. */
export function EmptyNote({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p data-testid={testId} className="py-12 text-center text-sm text-neutral-400">
      {children}
    </p>
  );
}
