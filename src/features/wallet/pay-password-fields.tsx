// A 6-digit pay password row (digits only, shown as dots), shared by the set, change and reset forms.
import { PasswordField } from '../login/fields';
import { CentreRow } from '../user-centre/form-row';

export function PayPasswordRow({
  label,
  testId,
  value,
  onValue,
  placeholder,
  note,
}: {
  label: string;
  testId: string;
  value: string;
  onValue: (v: string) => void;
  placeholder: string;
  note?: string;
}) {
  return (
    <CentreRow label={label} note={note}>
      <PasswordField
        testId={testId}
        autoComplete="off"
        inputMode="numeric"
        placeholder={placeholder}
        maxLength={6}
        value={value}
        onValue={(v) => onValue(v.replace(/\D/g, ''))}
      />
    </CentreRow>
  );
}

/** Why a new pay password and its confirmation cannot be sent; null when they can. */
export function newPayPasswordProblem(password: string, again: string) {
  if (!/^\d{6}$/.test(password)) return '支付密码为6位数字';
  if (password !== again) return '两次输入的支付密码不一致';
  return null;
}
