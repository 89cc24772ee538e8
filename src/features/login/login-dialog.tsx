// The login dialog (spec §4, §5): password or SMS-code login, the login captcha, one-month login, links to register and password recovery.
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { LOGIN_CAPTCHA_ACTION } from '../../../contract/calls/auth';
import { SMS_TYPE } from '../../../contract/calls/sms';
import {
  CODE_LENGTH,
  CODE_LOGIN,
  type LoginType,
  loginButtonEnabled,
  PASSWORD_LOGIN,
  PASSWORD_MAX,
  PHONE_LENGTH,
} from '../../../contract/login-rules';
import { loginDialogMachine } from '../../../machines/login-dialog';
import { useObservable } from '../../lib/use-observable';
import { CaptchaPop } from '../captcha/captcha-pop';
import { closeLogin, currentSession, select } from '../user/session';
import { CheckBox, Field, PasswordField } from './fields';
import { finishLogin } from './finish-login';
import { requestLogin } from './login-request';
import { LOGIN_STEP_WIDTH, SendCodeButton } from './send-code-button';

const machine = loginDialogMachine.provide({
  actors: { login: fromPromise(({ input }) => requestLogin(input)) },
});

const showLoginModel$ = select((s) => s.showLoginModel);

const tabs: { type: LoginType; label: string; testId: string }[] = [
  { type: PASSWORD_LOGIN, label: '密码登录', testId: 'login-tab-password' },
  { type: CODE_LOGIN, label: '验证码登录', testId: 'login-tab-code' },
];

/** Mounted once the dialog has first been opened; follows the store's showLoginModel from then on. */
export function LoginDialog() {
  const open = useObservable(showLoginModel$, currentSession().showLoginModel);
  const [snapshot, send, actor] = useMachine(machine);

  useEffect(() => {
    send({ type: open ? 'OPEN' : 'CLOSE' });
  }, [open, send]);

  useEffect(() => {
    const sub = actor.on('loggedIn', (e) => void finishLogin(e.token));
    return () => sub.unsubscribe();
  }, [actor]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      // The captcha pop-up above handles its own Escape.
      if (e.key === 'Escape' && !document.querySelector('[data-testid="captcha-pop"]'))
        closeLogin();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  // The login captcha's pop-up: shown on entering verifying (a new one each time), and kept after a
  // pass until it closes itself (spec §4 pop mode) while the login goes on underneath.
  const verifying = snapshot.matches({ open: 'verifying' });
  const [pop, setPop] = useState({ shown: false, key: 0 });
  useEffect(() => {
    if (verifying) setPop((p) => ({ shown: true, key: p.key + 1 }));
  }, [verifying]);

  if (snapshot.matches('closed')) return null;

  const form = snapshot.context;
  const submitting = snapshot.matches({ open: 'submitting' });
  const enabled = loginButtonEnabled(form) && !submitting;
  const codeLogin = form.loginType === CODE_LOGIN;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 px-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="login-dialog-title"
        data-testid="login-dialog"
        className="relative w-[420px] max-w-full overflow-hidden rounded-xl bg-white shadow-2xl"
      >
        <div className="relative bg-gradient-to-br from-header to-header-light px-8 pt-7 pb-6 text-white">
          <button
            type="button"
            aria-label="关闭"
            data-testid="login-close"
            onClick={closeLogin}
            className="absolute top-3 right-3 flex size-8 items-center justify-center rounded-full text-white/60 transition hover:bg-white/10 hover:text-white"
          >
            <svg
              viewBox="0 0 20 20"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="m5 5 10 10M15 5 5 15" />
            </svg>
          </button>
          <p className="flex items-center gap-2">
            <span className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-accent-500 text-base font-black">
              球
            </span>
            <span className="text-xl font-black italic">
              球<span className="text-brand-500">live</span>
            </span>
          </p>
          <h2 id="login-dialog-title" className="mt-3 text-lg font-semibold">
            欢迎来到球live
          </h2>
          <p className="mt-1 text-[13px] text-white/60">登录后可发弹幕、关注主播、参与互动</p>
        </div>

        <div className="px-8 pt-5 pb-6">
          <div role="tablist" className="mb-5 flex gap-7 border-b border-neutral-100">
            {tabs.map((tab) => {
              const active = form.loginType === tab.type;
              return (
                <button
                  key={tab.type}
                  type="button"
                  role="tab"
                  aria-selected={active}
                  data-testid={tab.testId}
                  onClick={() => send({ type: 'SWITCH', loginType: tab.type })}
                  className={`relative pb-2.5 text-[15px] transition ${
                    active
                      ? 'font-semibold text-neutral-900'
                      : 'text-neutral-500 hover:text-neutral-800'
                  }`}
                >
                  {tab.label}
                  {active && (
                    <span className="absolute inset-x-1 -bottom-px h-0.5 rounded-full bg-brand-500" />
                  )}
                </button>
              );
            })}
          </div>

          <form onSubmit={submit} noValidate className="space-y-3.5">
            <Field
              icon="phone"
              testId="login-mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              placeholder="请输入手机号"
              maxLength={PHONE_LENGTH}
              value={form.mobile}
              onValue={(value) => send({ type: 'EDIT', field: 'mobile', value })}
            />
            {/* Both stay mounted so a running countdown survives a switch of tabs. */}
            <div hidden={!codeLogin}>
              <Field
                icon="shield"
                testId="login-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="请输入验证码"
                maxLength={CODE_LENGTH}
                value={form.code}
                onValue={(value) => send({ type: 'EDIT', field: 'code', value })}
                addon={
                  <SendCodeButton
                    mobile={form.mobile}
                    type={SMS_TYPE.login}
                    testId="login-send-code"
                    className="border-l border-neutral-200 pl-3"
                    onCaptchaPassed={() => send({ type: 'CAPTCHA_PASSED' })}
                    onCaptchaReset={() => send({ type: 'CAPTCHA_RESET' })}
                  />
                }
              />
            </div>
            <div hidden={codeLogin}>
              <PasswordField
                testId="login-password"
                placeholder="请输入密码"
                maxLength={PASSWORD_MAX}
                value={form.password}
                onValue={(value) => send({ type: 'EDIT', field: 'password', value })}
              />
            </div>

            <div className="flex items-center justify-between">
              <CheckBox
                testId="login-auto"
                checked={form.auto}
                onChange={(auto) => send({ type: 'SET_AUTO', auto })}
              >
                一个月内免登录
              </CheckBox>
              <Link
                to="/user/pwd_find"
                onClick={closeLogin}
                data-testid="login-forgot"
                className="text-[13px] text-neutral-500 hover:text-brand-500"
              >
                忘记密码
              </Link>
            </div>

            <p
              role="alert"
              data-testid="login-error"
              className="min-h-5 text-[13px] leading-5 text-brand-600"
            >
              {form.error ?? ''}
            </p>

            <button
              type="submit"
              data-testid="login-submit"
              disabled={!enabled}
              className="h-11 w-full rounded-md bg-brand-500 text-base font-semibold tracking-[0.3em] text-white shadow-sm transition hover:bg-brand-600 active:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-300"
            >
              {submitting ? '登录中…' : '登录'}
            </button>
          </form>

          <p className="mt-4 text-center text-[13px] text-neutral-500">
            还没有账号？
            <Link
              to="/user/register"
              onClick={closeLogin}
              data-testid="login-register"
              className="font-medium text-brand-500 hover:text-brand-600"
            >
              注册
            </Link>
          </p>
          <p className="mt-3 text-center text-xs text-neutral-400">
            登录即代表您已阅读并同意
            <Link
              to="/about/{-$id}"
              params={{ id: '10005' }}
              onClick={closeLogin}
              className="text-neutral-600 hover:text-brand-500"
            >
              《用户协议》
            </Link>
            和
            <Link
              to="/about/{-$id}"
              params={{ id: '10002' }}
              onClick={closeLogin}
              className="text-neutral-600 hover:text-brand-500"
            >
              《隐私政策》
            </Link>
          </p>
        </div>
      </div>
      {pop.shown && (
        <CaptchaPop
          key={pop.key}
          shownWidth={LOGIN_STEP_WIDTH}
          mobile={form.mobile}
          action={LOGIN_CAPTCHA_ACTION}
          onVerified={(captchaVerification) => send({ type: 'VERIFIED', captchaVerification })}
          onCancel={() => {
            setPop((p) => ({ ...p, shown: false }));
            send({ type: 'VERIFY_CANCELLED' });
          }}
          onDone={() => setPop((p) => ({ ...p, shown: false }))}
        />
      )}
    </div>
  );
}
