// /admin/login: username and password, then the 6-digit code of the authenticator — or, the first time, the
// enrolment QR code (and its key for typing in) confirmed with a first code.
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { adminLogin, adminVerify } from '../../../contract/calls/admin';
import { adminCall } from '../../features/admin/admin-api';
import { useSetAdminMe } from '../../features/admin/admin-session';

type Step =
  | { step: 'password' }
  | { step: 'code'; ticket: string }
  | { step: 'enrol'; ticket: string; uri: string; secret: string; qr: string };

const input =
  'w-full rounded border border-slate-300 px-3 py-2 text-sm outline-none focus:border-blue-500';

export function AdminLoginPage() {
  const [step, setStep] = useState<Step>({ step: 'password' });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const setMe = useSetAdminMe();
  const navigate = useNavigate();

  const submitPassword = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    const answer = await adminCall(adminLogin, { username, password });
    setBusy(false);
    if (!answer.ok) return setError(answer.msg);
    setPassword('');
    setCode('');
    setStep(answer.data);
  };

  const submitCode = async (e: FormEvent) => {
    e.preventDefault();
    if (step.step === 'password') return;
    setBusy(true);
    setError('');
    const answer = await adminCall(adminVerify, { ticket: step.ticket, code: code.trim() });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.msg);
      // The login took too long: start again from the password.
      if (answer.code === 23003) setStep({ step: 'password' });
      return;
    }
    setMe(answer.data);
    await navigate({ to: '/admin', replace: true });
  };

  return (
    <div className="mx-auto w-full max-w-sm rounded-lg bg-white p-6 shadow-xl">
      <h1 className="mb-1 text-lg font-semibold">球live 运营后台</h1>
      <p className="mb-5 text-xs text-slate-500">仅限授权人员使用，所有操作均记录在审计日志中</p>
      {step.step === 'password' ? (
        <form onSubmit={submitPassword} className="space-y-3">
          <label className="block text-sm">
            <span className="mb-1 block text-slate-600">用户名</span>
            <input
              className={input}
              name="username"
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              required
            />
          </label>
          <label className="block text-sm">
            <span className="mb-1 block text-slate-600">密码</span>
            <input
              className={input}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          </label>
          {error && (
            <p className="text-sm text-red-600" role="alert">
              {error}
            </p>
          )}
          <button
            type="submit"
            disabled={busy}
            className="w-full rounded bg-blue-600 py-2 text-sm text-white disabled:opacity-60"
          >
            {busy ? '登录中…' : '下一步'}
          </button>
        </form>
      ) : (
        <form onSubmit={submitCode} className="space-y-3">
          {step.step === 'enrol' ? (
            <div className="space-y-2 text-sm">
              <p className="font-medium">首次登录：绑定动态验证码</p>
              <p className="text-xs text-slate-500">
                用身份验证器 App（如 Google Authenticator、Microsoft
                Authenticator）扫描二维码，再输入 App 显示的 6 位数字。
              </p>
              <img
                src={step.qr}
                alt="动态验证码绑定二维码"
                width={180}
                height={180}
                className="mx-auto"
                data-uri={step.uri}
              />
              <p className="break-all text-center text-xs text-slate-500">
                无法扫码时手动输入密钥：
                <code className="select-all font-mono text-slate-700" data-testid="totp-secret">
                  {step.secret}
                </code>
              </p>
            </div>
          ) : (
            <p className="text-sm text-slate-600">请输入身份验证器 App 中的 6 位动态验证码</p>
          )}
          <input
            className={`${input} text-center font-mono tracking-[0.4em]`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="000000"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            required
          />
          {error && (
            <p className="text-sm text-red-600" role="alert">
              {error}
            </p>
          )}
          <button
            type="submit"
            disabled={busy || code.length !== 6}
            className="w-full rounded bg-blue-600 py-2 text-sm text-white disabled:opacity-60"
          >
            {busy ? '验证中…' : step.step === 'enrol' ? '完成绑定并登录' : '登录'}
          </button>
          <button
            type="button"
            className="w-full text-xs text-slate-500"
            onClick={() => setStep({ step: 'password' })}
          >
            返回重新输入密码
          </button>
        </form>
      )}
    </div>
  );
}
