// A new password typed twice: the rows that register, password recovery and complete-profile share (spec §5).

import { PASSWORD_MAX } from '../../../contract/login-rules';
import { PasswordField } from '../../features/login/fields';
import { FormRow } from './account-card';

export interface NewPasswordRowsProps {
  /** `<prefix>-password` and `<prefix>-password2`. */
  testIdPrefix: string;
  password: string;
  onPassword(password: string): void;
  again: string;
  onAgain(again: string): void;
  /** '密码' when creating an account, '新密码' when replacing one. */
  label?: string;
}

export function NewPasswordRows({
  testIdPrefix,
  password,
  onPassword,
  again,
  onAgain,
  label = '密码',
}: NewPasswordRowsProps) {
  const fresh = label === '新密码';
  return (
    <>
      <FormRow label={label} note="6-20位字母、数字或组合">
        <PasswordField
          testId={`${testIdPrefix}-password`}
          autoComplete="new-password"
          placeholder={fresh ? '请输入新密码' : '请设置登录密码'}
          maxLength={PASSWORD_MAX}
          value={password}
          onValue={onPassword}
        />
      </FormRow>
      <FormRow label={`确认${label}`}>
        <PasswordField
          testId={`${testIdPrefix}-password2`}
          autoComplete="new-password"
          placeholder={fresh ? '请再次输入新密码' : '请再次输入密码'}
          maxLength={PASSWORD_MAX}
          value={again}
          onValue={onAgain}
        />
      </FormRow>
    </>
  );
}
