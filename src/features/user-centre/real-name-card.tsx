// 实名认证: the masked name and number once verified (final), else the form with the shared GB 11643 check.
import { type FormEvent, useState } from 'react';
import { type RealNameStatus, userCenterRealName } from '../../../contract/calls/user';
import { submitRealName } from '../../api/user';
import { Icon } from '../../components/icons';
import { callQuery } from '../../lib/query';
import { setCallData, useCallResult } from '../../lib/use-call-result';
import { Field } from '../login/fields';
import { showToast } from '../login/toast';
import { CentreCard, LoadState } from './centre-frame';
import { CentreRow, CentreSubmit, FormMessage } from './form-row';
import { normalizeIdNumber, realNameFormProblem } from './profile-rules';

function Verified({ status }: { status: RealNameStatus }) {
  return (
    <div
      data-testid="realname-status"
      className="flex items-center gap-5 rounded-lg bg-emerald-50 px-6 py-5"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-emerald-500 text-white">
        <Icon name="check" className="size-6" />
      </span>
      <div className="text-sm leading-7">
        <p className="text-base font-semibold text-emerald-700">已完成实名认证</p>
        <p className="text-neutral-600">
          真实姓名：<span data-testid="realname-masked-name">{status.realName}</span>
          <span className="mx-3 text-neutral-300">|</span>
          身份证号：<span data-testid="realname-masked-id">{status.idNumber}</span>
        </p>
      </div>
    </div>
  );
}

function RealNameForm({ onVerified }: { onVerified: (status: RealNameStatus) => void }) {
  const [realName, setRealName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = realNameFormProblem(realName, idNumber);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const answer = await submitRealName({ realName: realName.trim(), idNumber });
    setBusy(false);
    if (!answer.success) {
      setError(answer.msg);
      return;
    }
    showToast('实名认证成功', 'success');
    onVerified(answer.data);
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-[560px] space-y-1">
      <CentreRow label="真实姓名" note="2-20个汉字，少数民族姓名可用·分隔">
        <Field
          icon="user"
          testId="realname-name"
          placeholder="请输入身份证上的姓名"
          maxLength={20}
          autoComplete="name"
          value={realName}
          onValue={setRealName}
        />
      </CentreRow>
      <CentreRow label="身份证号" note="18位居民身份证号，末位可为X">
        <Field
          icon="shield"
          testId="realname-id"
          placeholder="请输入18位身份证号"
          maxLength={18}
          value={idNumber}
          onValue={(v) => setIdNumber(normalizeIdNumber(v))}
        />
      </CentreRow>
      <div className="sm:pl-[100px]">
        <FormMessage testId="realname-message" error={error} />
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <CentreSubmit testId="realname-submit" busy={busy}>
            {busy ? '提交中…' : '提交认证'}
          </CentreSubmit>
          <p className="text-xs text-neutral-400">认证后不可修改，本站只保存打码后的姓名和证件号</p>
        </div>
      </div>
    </form>
  );
}

const realNameQuery = callQuery(userCenterRealName);

export function RealNameCard({ onVerified }: { onVerified: () => void }) {
  const { data: status, error, reload } = useCallResult(realNameQuery);

  return (
    <CentreCard
      testId="security-realname"
      title="实名认证"
      note="按国家规定，开播、提现等功能需要完成实名认证"
    >
      {!status ? (
        <LoadState error={error} onRetry={reload} />
      ) : status.status === 1 ? (
        <Verified status={status} />
      ) : (
        <RealNameForm
          onVerified={(next) => {
            // The submit's answer is the new status: the cache holds it without asking again.
            setCallData(realNameQuery, next);
            onVerified();
          }}
        />
      )}
    </CentreCard>
  );
}
