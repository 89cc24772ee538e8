// /user/register: phone, captcha + SMS code (type 1), nick name with the live check, password twice, agreement.
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { SMS_TYPE } from '../../../contract/calls/sms';
import { codeFormError, MSG_AGREE } from '../../../contract/login-rules';
import { nickNameProblem } from '../../../contract/user-rules';
import { getDynamicKey, register } from '../../api/auth';
import { encryptPassword } from '../../api/password-seal';
import { CheckBox, Field } from '../../features/login/fields';
import { showToast } from '../../features/login/toast';
import { completeLogin, currentSession, openLogin, select } from '../../features/user/session';
import { useObservable } from '../../lib/use-observable';
import { AccountCard, FormError, FormRow, SubmitButton } from './account-card';
import { NewPasswordRows } from './new-password-rows';
import { PhoneCodeRows } from './phone-code-rows';
import {
  MSG_NICK_NAME_TAKEN,
  nickNameNote,
  nickNameTone,
  useNickNameCheck,
} from './use-nick-name-check';

const loggedIn$ = select((s) => s.userInfo !== null);

export function RegisterPage() {
  const navigate = useNavigate();
  // A user (just registered, or logged in from the dialog, which does not reload here) goes home.
  const loggedIn = useObservable(loggedIn$, currentSession().userInfo !== null);
  useEffect(() => {
    if (loggedIn) void navigate({ to: '/', replace: true });
  }, [loggedIn, navigate]);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [nickName, setNickName] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [agree, setAgree] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nick = useNickNameCheck(nickName);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const name = nickName.trim();
    const problem =
      codeFormError({ mobile, code, password, again }) ??
      nickNameProblem(name) ??
      (nick.status === 'bad' && nick.msg === MSG_NICK_NAME_TAKEN ? MSG_NICK_NAME_TAKEN : null) ??
      (agree ? null : MSG_AGREE);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const key = await getDynamicKey();
    const answer = key.success
      ? await register({
          mobile,
          verifyCode: code,
          nickName: name,
          password: encryptPassword(password, key.data),
          iv: key.data.iv,
          key: key.data.key,
          auto: 1,
        })
      : key;
    if (!answer.success) {
      setBusy(false);
      setError(answer.msg);
      return;
    }
    // The server has logged the new user in (auth cookie); no reload on this page (spec §4):
    // once the user info is in, the effect above sends them home.
    const known = await completeLogin(answer.data.token);
    setBusy(false);
    showToast('注册成功', 'success');
    if (!known) openLogin();
  };

  return (
    <AccountCard
      testId="register-page"
      title="注册球live账号"
      subtitle="用手机号注册，观看直播、发弹幕、关注主播"
      aside={
        <>
          已有账号？
          <button
            type="button"
            onClick={openLogin}
            className="font-medium text-brand-500 hover:text-brand-600"
          >
            立即登录
          </button>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-2">
        <PhoneCodeRows
          testIdPrefix="register"
          mobile={mobile}
          onMobile={setMobile}
          code={code}
          onCode={setCode}
          smsType={SMS_TYPE.register}
        />
        <FormRow label="昵称" note={nickNameNote(nick)} noteTone={nickNameTone(nick)}>
          <Field
            icon="user"
            testId="register-nickname"
            autoComplete="nickname"
            placeholder="请输入昵称"
            maxLength={12}
            value={nickName}
            invalid={nick.status === 'bad'}
            onValue={setNickName}
          />
        </FormRow>
        <NewPasswordRows
          testIdPrefix="register"
          password={password}
          onPassword={setPassword}
          again={again}
          onAgain={setAgain}
        />
        <div className="pb-1">
          <CheckBox testId="register-agree" checked={agree} onChange={setAgree}>
            <span>
              我已阅读并同意
              <Link
                to="/about/{-$id}"
                params={{ id: '10005' }}
                target="_blank"
                className="text-brand-500 hover:underline"
              >
                《用户协议》
              </Link>
              和
              <Link
                to="/about/{-$id}"
                params={{ id: '10002' }}
                target="_blank"
                className="text-brand-500 hover:underline"
              >
                《隐私政策》
              </Link>
            </span>
          </CheckBox>
        </div>
        <FormError testId="register-error" message={error} />
        <SubmitButton testId="register-submit" busy={busy}>
          {busy ? '注册中…' : '注册'}
        </SubmitButton>
      </form>
    </AccountCard>
  );
}
