// /user/comFormPage (完善资料): a user who came in by SMS code sets a login password and may change the nick name.
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { type UserProfile, userCenterProfile } from '../../../contract/calls/user';
import { newPasswordError } from '../../../contract/login-rules';
import { nickNameProblem } from '../../../contract/user-rules';
import { getDynamicKey } from '../../api/auth';
import { encryptPassword } from '../../api/password-seal';
import { initPassword, updateNickName } from '../../api/user';
import { Field } from '../../features/login/fields';
import { showToast } from '../../features/login/toast';
import { currentSession, select, storeUserInfo } from '../../features/user/session';
import { callQuery } from '../../lib/query';
import { setCallData, useCallResult } from '../../lib/use-call-result';
import { useObservable } from '../../lib/use-observable';
import { AccountCard, FormError, FormRow, SubmitButton } from './account-card';
import { NewPasswordRows } from './new-password-rows';
import {
  MSG_NICK_NAME_TAKEN,
  nickNameNote,
  nickNameTone,
  useNickNameCheck,
} from './use-nick-name-check';

const auth$ = select((s) => s.auth);

const profileQuery = callQuery(userCenterProfile);

/** What this page saved goes into the cached profile, so a second 保存 does not repeat it. */
const setProfile = (profile: UserProfile) => setCallData(profileQuery, profile);

export function ComFormPage() {
  const navigate = useNavigate();
  const auth = useObservable(auth$, currentSession().auth);
  const { data: profile, error: loadError } = useCallResult({ ...profileQuery, enabled: !!auth });

  // The route lets only users in; one who logs out here goes home too.
  useEffect(() => {
    if (!auth) void navigate({ to: '/', replace: true });
  }, [auth, navigate]);

  return (
    <AccountCard
      testId="com-form-page"
      title="完善资料"
      subtitle="设置登录密码后，也可以用手机号和密码登录"
      aside={
        <button
          type="button"
          onClick={() => void navigate({ to: '/' })}
          className="text-neutral-500 hover:text-brand-500"
        >
          跳过，以后再说
        </button>
      }
    >
      {!profile ? (
        <p data-testid="com-form-loading" className="py-16 text-center text-sm text-neutral-400">
          {loadError ?? '加载中…'}
        </p>
      ) : (
        <ComForm profile={profile} />
      )}
    </AccountCard>
  );
}

/** The form, once the profile is here: the nick name starts as the current one. */
function ComForm({ profile }: { profile: UserProfile }) {
  const navigate = useNavigate();
  const [nickName, setNickName] = useState(profile.nickName);
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nick = useNickNameCheck(nickName, profile.nickName);

  const needsPassword = profile.hasPassword === 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const name = nickName.trim();
    const renaming = name !== profile.nickName;
    const settingPassword = needsPassword;
    const problem =
      (renaming ? nickNameProblem(name) : null) ??
      (renaming && nick.status === 'bad' && nick.msg === MSG_NICK_NAME_TAKEN
        ? MSG_NICK_NAME_TAKEN
        : null) ??
      (needsPassword ? newPasswordError(password, again) : null);
    setError(problem);
    if (problem) return;
    if (!renaming && !settingPassword) {
      void navigate({ to: '/' });
      return;
    }
    setBusy(true);
    if (renaming) {
      const answer = await updateNickName({ nickName: name });
      if (!answer.success) {
        setBusy(false);
        setError(answer.msg);
        return;
      }
      storeUserInfo(answer.data);
      setProfile({ ...profile, nickName: answer.data.nickName });
    }
    if (settingPassword) {
      const key = await getDynamicKey();
      const answer = key.success
        ? await initPassword({
            password: encryptPassword(password, key.data),
            iv: key.data.iv,
            key: key.data.key,
          })
        : key;
      if (!answer.success) {
        setBusy(false);
        setError(answer.msg);
        return;
      }
      setProfile({ ...profile, hasPassword: 1 });
    }
    setBusy(false);
    showToast('资料已保存', 'success');
    void navigate({ to: '/' });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <FormRow label="手机号">
        <p className="flex h-11 items-center rounded-md bg-neutral-50 px-3 text-[15px] text-neutral-500">
          {profile.mobile}
        </p>
      </FormRow>
      <FormRow label="昵称" note={nickNameNote(nick)} noteTone={nickNameTone(nick)}>
        <Field
          icon="user"
          testId="com-form-nickname"
          placeholder="请输入昵称"
          maxLength={12}
          value={nickName}
          invalid={nick.status === 'bad'}
          onValue={setNickName}
        />
      </FormRow>
      {needsPassword ? (
        <NewPasswordRows
          testIdPrefix="com-form"
          password={password}
          onPassword={setPassword}
          again={again}
          onAgain={setAgain}
          label="登录密码"
        />
      ) : (
        <FormRow label="登录密码">
          <p className="flex h-11 items-center rounded-md bg-emerald-50 px-3 text-sm text-emerald-700">
            已设置登录密码
          </p>
        </FormRow>
      )}
      <FormError testId="com-form-error" message={error} />
      <SubmitButton testId="com-form-submit" busy={busy}>
        {busy ? '保存中…' : '保存'}
      </SubmitButton>
    </form>
  );
}
