// 注销账号 on /v/personal-data: what the deletion does and what blocks it, then the phone, an SMS code (type 5,
// only to the account's own phone), 《账号注销须知》 and, when the wallet is not empty, giving its balance up.
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { SMS_TYPE } from '../../../contract/calls/sms';
import { formatMinor } from '../../../contract/format/price';
import { captchaPhoneError, codeError } from '../../../contract/login-rules';
import {
  checkAccountDeletion,
  confirmAccountDeletion,
  sendAccountDeletionCode,
} from '../../api/account-deletion';
import type { ApiResult } from '../../api/result';
import { leaveDeletedAccount } from '../user/account-deleted';
import { CentreCard } from './centre-frame';
import { FormMessage } from './form-row';
import { OwnPhoneCodeRows } from './own-phone-code-rows';

type Check = Extract<Awaited<ReturnType<typeof checkAccountDeletion>>, { success: true }>['data'];

const NOTICE = [
  '注销后，昵称、头像、手机号、实名认证和绑定的银行卡、支付宝信息将被清除，且无法恢复。',
  '你的关注、粉丝、收藏和预约将被清空；发表过的评论和帖子会保留，作者显示为「已注销用户」。',
  '账户内的球钻、球票视为自动放弃；充值、消费和提现记录依法保留，不再与你的身份关联。',
  '注销后该手机号可以重新注册，但注册的是一个全新的账号。',
];

function Blocker({ show, children }: { show: boolean; children: string }) {
  if (!show) return null;
  return (
    <li className="flex items-start gap-2 text-brand-600">
      <span aria-hidden="true">✕</span>
      {children}
    </li>
  );
}

export function DeleteAccountCard() {
  const [check, setCheck] = useState<Check | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const open = async () => {
    setLoading(true);
    const answer = await checkAccountDeletion();
    setLoading(false);
    if (answer.success) setCheck(answer.data);
    else setError(answer.msg);
  };

  return (
    <CentreCard title="注销账号" testId="delete-account-card">
      <div className="px-4 py-5 sm:px-7">
        {check ? (
          <DeleteAccountForm check={check} />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-neutral-500">
              注销后账号无法恢复，请谨慎操作。
              {error && <span className="ml-2 text-brand-600">{error}</span>}
            </p>
            <button
              type="button"
              data-testid="delete-account-open"
              disabled={loading}
              onClick={() => void open()}
              className="h-9 rounded-md border border-neutral-300 px-4 text-sm text-neutral-600 transition hover:border-brand-400 hover:text-brand-600 disabled:opacity-60"
            >
              {loading ? '检查中…' : '申请注销'}
            </button>
          </div>
        )}
      </div>
    </CentreCard>
  );
}

function DeleteAccountForm({ check }: { check: Check }) {
  const router = useRouter();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [agree, setAgree] = useState(false);
  const [giveUp, setGiveUp] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hasAssets = check.balance > 0 || check.ticket > 0;
  const blocked = check.withdrawalPending === 1 || check.live === 1;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || blocked) return;
    const problem =
      captchaPhoneError(mobile) ??
      codeError(code) ??
      (agree ? null : '请先阅读并同意《账号注销须知》') ??
      (hasAssets && !giveUp ? '请确认放弃账户内的球钻和球票' : null);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const answer: ApiResult<unknown> = await confirmAccountDeletion({
      mobile,
      verifyCode: code,
      agree: 1,
      giveUpAssets: giveUp ? 1 : 0,
    });
    setBusy(false);
    if (!answer.success) {
      setError(answer.msg);
      return;
    }
    leaveDeletedAccount(router);
  };

  return (
    <form data-testid="delete-account-form" onSubmit={submit} noValidate className="space-y-4">
      <div className="rounded-md bg-amber-50 px-4 py-3 text-[13px] leading-6 text-amber-900 ring-1 ring-amber-200">
        <p className="font-semibold">账号注销须知</p>
        <ol className="mt-1 list-decimal space-y-0.5 pl-5">
          {NOTICE.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </div>
      <ul className="space-y-1 text-sm" data-testid="delete-account-conditions">
        <Blocker show={check.withdrawalPending === 1}>
          你有提现申请正在处理，处理完成后才能注销
        </Blocker>
        <Blocker show={check.live === 1}>你的直播间正在直播，请先下播</Blocker>
        {hasAssets && (
          <li className="text-neutral-700" data-testid="delete-account-assets">
            账户余额：{formatMinor(check.balance)} 球钻、{formatMinor(check.ticket)} 球票
          </li>
        )}
      </ul>
      <div className="max-w-[560px] space-y-1">
        <OwnPhoneCodeRows
          testIdPrefix="delete-account"
          maskedMobile={check.maskedMobile}
          mobile={mobile}
          onMobile={setMobile}
          code={code}
          onCode={setCode}
          smsType={SMS_TYPE.deleteAccount}
          sendCode={sendAccountDeletionCode}
        />
      </div>
      <div className="space-y-2 text-sm text-neutral-700">
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            data-testid="delete-account-agree"
            checked={agree}
            onChange={(e) => setAgree(e.target.checked)}
            className="mt-1 accent-brand-500"
          />
          我已阅读并同意《账号注销须知》
        </label>
        {hasAssets && (
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              data-testid="delete-account-give-up"
              checked={giveUp}
              onChange={(e) => setGiveUp(e.target.checked)}
              className="mt-1 accent-brand-500"
            />
            我确认放弃账户内的全部球钻和球票
          </label>
        )}
      </div>
      <FormMessage testId="delete-account-message" error={error} />
      <button
        type="submit"
        data-testid="delete-account-submit"
        disabled={busy || blocked}
        className="h-10 rounded-md bg-brand-500 px-6 text-sm font-semibold text-white transition hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {busy ? '注销中…' : '确认注销'}
      </button>
    </form>
  );
}
