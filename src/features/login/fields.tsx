// Input rows shared by the login dialog and the account pages: an icon, the input, an optional control at the right.
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';

export type FieldIconName = 'phone' | 'lock' | 'shield' | 'user';

const paths: Record<FieldIconName, string> = {
  phone: 'M6.5 2.5h7a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-13a1 1 0 0 1 1-1ZM9 15h2',
  lock: 'M5.5 9h9a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-9a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1Zm1.5 0V6.5a3 3 0 0 1 6 0V9',
  shield:
    'M10 2.5 4.5 4.5v5c0 3.5 2.4 6.3 5.5 8 3.1-1.7 5.5-4.5 5.5-8v-5L10 2.5Zm-2.5 7.5 2 2 3.5-4',
  user: 'M10 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 7.5c.6-3 3-5 6-5s5.4 2 6 5',
};

export function FieldIcon({ name }: { name: FieldIconName }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-[18px] shrink-0 text-neutral-400"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={paths[name]} />
    </svg>
  );
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  icon: FieldIconName;
  value: string;
  onValue: (value: string) => void;
  testId: string;
  /** A control inside the row at the right (获取验证码, show password). */
  addon?: ReactNode;
  /** Marks the row red. */
  invalid?: boolean;
}

export function Field({ icon, value, onValue, testId, addon, invalid, ...input }: FieldProps) {
  return (
    <div
      className={`flex h-11 items-center gap-2.5 rounded-md border bg-white px-3 transition focus-within:border-brand-400 focus-within:ring-2 focus-within:ring-brand-100 ${
        invalid ? 'border-brand-400' : 'border-neutral-200'
      }`}
    >
      <FieldIcon name={icon} />
      <input
        {...input}
        data-testid={testId}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        className="h-full min-w-0 flex-1 bg-transparent text-[15px] text-neutral-800 outline-none placeholder:text-neutral-400"
      />
      {addon}
    </div>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-[18px]"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M2 10s3-5.5 8-5.5S18 10 18 10s-3 5.5-8 5.5S2 10 2 10Z" />
      <circle cx="10" cy="10" r="2.5" />
      {!open && <path d="m3.5 3.5 13 13" />}
    </svg>
  );
}

/** A password row with its show/hide control. */
export function PasswordField(props: Omit<FieldProps, 'icon' | 'type' | 'addon'>) {
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...props}
      icon="lock"
      type={shown ? 'text' : 'password'}
      autoComplete={props.autoComplete ?? 'current-password'}
      addon={
        <button
          type="button"
          aria-label={shown ? '隐藏密码' : '显示密码'}
          aria-pressed={shown}
          data-testid={`${props.testId}-toggle`}
          onClick={() => setShown(!shown)}
          className="text-neutral-400 transition hover:text-neutral-700"
        >
          <EyeIcon open={shown} />
        </button>
      }
    />
  );
}

/** The checkbox styled in the brand colour, with its label. */
export function CheckBox({
  checked,
  onChange,
  testId,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-1.5 text-[13px] text-neutral-500 select-none">
      <input
        type="checkbox"
        data-testid={testId}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-3.5 accent-brand-500"
      />
      {children}
    </label>
  );
}
