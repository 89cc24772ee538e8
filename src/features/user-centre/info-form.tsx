// The 个人资料 form: nick name (live availability check), gender, birthday, signature; only changed fields are saved.
import { type FormEvent, useState } from 'react';
import type { UserProfile } from '../../../contract/calls/user';
import { chinaToday, type Gender, genders, SIGNATURE_MAX } from '../../../contract/user-rules';
import { updateInfo, updateNickName } from '../../api/user';
import {
  MSG_NICK_NAME_TAKEN,
  nickNameNote,
  nickNameTone,
  useNickNameCheck,
} from '../../routes/user/use-nick-name-check';
import { Field } from '../login/fields';
import { showToast } from '../login/toast';
import { storeUserInfo } from '../user/session';
import { CentreRow, CentreSubmit, FormMessage } from './form-row';
import {
  cleanSignature,
  type InfoForm as Form,
  hasChanges,
  infoChanges,
  infoChangesProblem,
  infoFormOf,
} from './profile-rules';

const inputClass =
  'h-11 rounded-md border border-neutral-200 bg-white px-3 text-[15px] text-neutral-800 outline-none transition focus:border-brand-400 focus:ring-2 focus:ring-brand-100';

function GenderChoice({ value, onChange }: { value: Gender; onChange: (g: Gender) => void }) {
  return (
    <div role="radiogroup" aria-label="性别" data-testid="info-gender" className="flex gap-3 pt-1">
      {([0, 1, 2] as const).map((g) => (
        <label
          key={g}
          className={`flex h-9 w-20 cursor-pointer items-center justify-center rounded-md border text-sm transition has-focus-visible:ring-2 has-focus-visible:ring-brand-100 ${
            value === g
              ? 'border-brand-500 bg-brand-50 font-semibold text-brand-600'
              : 'border-neutral-200 text-neutral-600 hover:border-brand-300'
          }`}
        >
          <input
            type="radio"
            name="gender"
            value={g}
            checked={value === g}
            onChange={() => onChange(g)}
            className="sr-only"
          />
          {genders[g]}
        </label>
      ))}
    </div>
  );
}

export function InfoForm({
  profile,
  onSaved,
}: {
  profile: UserProfile;
  onSaved: (profile: UserProfile) => void;
}) {
  const [form, setForm] = useState<Form>(() => infoFormOf(profile));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nick = useNickNameCheck(form.nickName, profile.nickName);
  const changes = infoChanges(profile, form);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !hasChanges(changes)) return;
    const problem =
      infoChangesProblem(changes) ??
      (changes.nickName !== undefined && nick.status === 'bad' && nick.msg === MSG_NICK_NAME_TAKEN
        ? MSG_NICK_NAME_TAKEN
        : null);
    setError(problem);
    if (problem) return;
    setBusy(true);
    let saved = profile;
    if (changes.nickName !== undefined) {
      const answer = await updateNickName({ nickName: changes.nickName });
      if (!answer.success) {
        setBusy(false);
        setError(answer.msg);
        return;
      }
      storeUserInfo(answer.data);
      saved = { ...saved, nickName: answer.data.nickName };
    }
    if (changes.info) {
      const answer = await updateInfo(changes.info);
      if (!answer.success) {
        setBusy(false);
        // A new nick name may already be saved: keep the page in step with the server.
        onSaved(saved);
        setError(answer.msg);
        return;
      }
      saved = answer.data;
    }
    setBusy(false);
    onSaved(saved);
    setForm(infoFormOf(saved));
    showToast('保存成功', 'success');
  };

  return (
    <form onSubmit={submit} noValidate className="min-w-0 max-w-[560px] flex-1 space-y-1">
      <CentreRow label="账号ID">
        <p className="flex h-11 items-center text-[15px] text-neutral-500">{profile.id}</p>
      </CentreRow>
      <CentreRow label="昵称" note={nickNameNote(nick)} noteTone={nickNameTone(nick)}>
        <Field
          icon="user"
          testId="info-nickname"
          placeholder="请输入昵称"
          maxLength={12}
          value={form.nickName}
          invalid={nick.status === 'bad'}
          onValue={(nickName) => set({ nickName })}
        />
      </CentreRow>
      <CentreRow label="性别">
        <GenderChoice value={form.gender} onChange={(gender) => set({ gender })} />
      </CentreRow>
      <CentreRow label="生日" htmlFor="info-birthday" note="生日仅自己可见">
        <input
          id="info-birthday"
          type="date"
          data-testid="info-birthday"
          min="1900-01-01"
          max={chinaToday()}
          value={form.birthday}
          onChange={(e) => set({ birthday: e.target.value })}
          className={`${inputClass} w-full sm:w-56`}
        />
      </CentreRow>
      <CentreRow label="个性签名" htmlFor="info-signature">
        <div className="relative">
          <textarea
            id="info-signature"
            data-testid="info-signature"
            rows={3}
            maxLength={SIGNATURE_MAX}
            placeholder="介绍一下自己，比如支持的球队"
            value={form.signature}
            onChange={(e) => set({ signature: cleanSignature(e.target.value) })}
            className={`${inputClass} block h-auto w-full resize-none py-2.5 leading-6`}
          />
          <span
            data-testid="info-signature-count"
            className="pointer-events-none absolute right-3 bottom-2 text-xs text-neutral-400"
          >
            {form.signature.length}/{SIGNATURE_MAX}
          </span>
        </div>
      </CentreRow>
      <div className="sm:pl-[100px]">
        <FormMessage testId="info-error" error={error} />
        <div className="mt-2 flex items-center gap-4">
          <CentreSubmit testId="info-save" busy={busy} disabled={!hasChanges(changes)}>
            {busy ? '保存中…' : '保存'}
          </CentreSubmit>
          {hasChanges(changes) && !busy && (
            <button
              type="button"
              onClick={() => {
                setForm(infoFormOf(profile));
                setError(null);
              }}
              className="text-sm text-neutral-500 hover:text-brand-500"
            >
              撤销修改
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
