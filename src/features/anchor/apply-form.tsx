// The anchor application form: real name, 1–3 ID photos with previews, categories (足球/篮球/综合), intro.
import { type FormEvent, useState } from 'react';
import {
  AUDIT_INTRO_MAX,
  AUDIT_PHOTOS_MAX,
  type AuditApplication,
} from '../../../contract/calls/anchor';
import { realNameProblem } from '../../../contract/user-rules';
import { submitAudit } from '../../api/anchor';
import { SiteLink } from '../../components/site-link';
import { CentreRow, CentreSubmit, FormMessage } from '../user-centre/form-row';
import { PhotoPicker } from './photo-picker';

/** Room categories by nav id (contract/calls/room.ts roomNavIds). */
export const categoryNames: Record<number, string> = { 1: '足球', 2: '篮球', 3: '综合' };

const inputClass =
  'h-11 w-full max-w-sm rounded-md border border-neutral-200 bg-white px-3 text-[15px] text-neutral-800 outline-none transition focus:border-brand-400 focus:ring-2 focus:ring-brand-100';

/** What is wrong with the form before it is sent, or null. */
export function applyProblem(form: {
  realName: string;
  photos: string[];
  categories: number[];
  intro: string;
}): string | null {
  const nameProblem = realNameProblem(form.realName.trim());
  if (nameProblem) return nameProblem;
  if (form.photos.length === 0) return '请上传证件照片';
  if (form.categories.length === 0) return '请选择意向分类';
  if ([...form.intro].length > AUDIT_INTRO_MAX) return `个人简介最多 ${AUDIT_INTRO_MAX} 字`;
  return null;
}

export function ApplyForm({ onSubmitted }: { onSubmitted(application: AuditApplication): void }) {
  const [realName, setRealName] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [categories, setCategories] = useState<number[]>([]);
  const [intro, setIntro] = useState('');
  const [agreed, setAgreed] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = (id: number) =>
    setCategories((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id].sort()));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const form = { realName: realName.trim(), photos, categories, intro: intro.trim() };
    const problem = applyProblem(form) ?? (agreed ? null : '请阅读并同意《主播入驻协议》');
    if (problem) return setError(problem);
    setError(null);
    setBusy(true);
    const answer = await submitAudit(form);
    setBusy(false);
    if (answer.success) onSubmitted(answer.data);
    else setError(answer.msg);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="apply-form" className="space-y-3 py-2">
      <CentreRow
        label="真实姓名"
        htmlFor="apply-real-name"
        note="已实名认证的用户请填写认证时的姓名"
      >
        <input
          id="apply-real-name"
          data-testid="apply-real-name"
          value={realName}
          maxLength={20}
          onChange={(e) => setRealName(e.target.value)}
          placeholder="请输入真实姓名"
          className={inputClass}
        />
      </CentreRow>
      <CentreRow
        label="证件照片"
        note={`身份证正面、反面、手持身份证照片，1–${AUDIT_PHOTOS_MAX} 张`}
      >
        <PhotoPicker
          photos={photos}
          max={AUDIT_PHOTOS_MAX}
          onChange={setPhotos}
          testId="apply-photos"
          label="上传证件照"
        />
      </CentreRow>
      <CentreRow label="意向分类" note="可多选">
        <div data-testid="apply-categories" className="flex gap-3 pt-1">
          {Object.entries(categoryNames).map(([id, name]) => {
            const checked = categories.includes(Number(id));
            return (
              <label
                key={id}
                className={`flex h-9 w-24 cursor-pointer items-center justify-center gap-1.5 rounded-md border text-sm transition has-focus-visible:ring-2 has-focus-visible:ring-brand-100 ${
                  checked
                    ? 'border-brand-500 bg-brand-50 font-semibold text-brand-600'
                    : 'border-neutral-200 text-neutral-600 hover:border-brand-300'
                }`}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => toggle(Number(id))}
                  className="accent-brand-500"
                />
                {name}
              </label>
            );
          })}
        </div>
      </CentreRow>
      <CentreRow label="个人简介" htmlFor="apply-intro">
        <div className="relative max-w-xl">
          <textarea
            id="apply-intro"
            data-testid="apply-intro"
            value={intro}
            maxLength={AUDIT_INTRO_MAX}
            rows={4}
            onChange={(e) => setIntro(e.target.value)}
            placeholder="介绍一下你的解说经历和擅长的赛事"
            className="w-full resize-none rounded-md border border-neutral-200 px-3 py-2 text-[14px] outline-none transition focus:border-brand-400 focus:ring-2 focus:ring-brand-100"
          />
          <span className="absolute right-2 bottom-2 text-xs text-neutral-400">
            {[...intro].length}/{AUDIT_INTRO_MAX}
          </span>
        </div>
      </CentreRow>
      <div className="space-y-2 sm:pl-[100px]">
        <label className="flex items-center gap-2 text-xs text-neutral-500">
          <input
            type="checkbox"
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
            className="accent-brand-500"
          />
          我已阅读并同意
          <SiteLink href="/about/protocol" newTab className="text-brand-500 hover:underline">
            《主播入驻协议》
          </SiteLink>
        </label>
        <FormMessage testId="apply-error" error={error} />
        <CentreSubmit testId="apply-submit" busy={busy}>
          {busy ? '提交中…' : '提交申请'}
        </CentreSubmit>
      </div>
    </form>
  );
}
