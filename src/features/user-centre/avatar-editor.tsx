// 更换头像: pick a PNG/JPEG/WebP (≤ 2 MB), upload it as a portrait, then make it the user's portrait; steps and errors shown.
import { type ChangeEvent, useRef, useState } from 'react';
import type { UserProfile } from '../../../contract/calls/user';
import { uploadImages } from '../../api/upload';
import { updatePortrait } from '../../api/user';
import { Icon } from '../../components/icons';
import { showToast } from '../login/toast';
import { storeUserInfo } from '../user/session';
import { PORTRAIT_TYPES, portraitFileProblem } from './profile-rules';
import { readFileAsDataUrl } from './read-file';
import { UserAvatar } from './user-avatar';

type Step = 'idle' | 'reading' | 'uploading' | 'saving';

/** How far along each step is, for the bar; the upload call itself reports no bytes. */
const stepProgress: Record<Step, { percent: number; text: string }> = {
  idle: { percent: 0, text: '' },
  reading: { percent: 15, text: '正在读取图片…' },
  uploading: { percent: 55, text: '正在上传…' },
  saving: { percent: 85, text: '正在保存…' },
};

export function AvatarEditor({
  profile,
  onChanged,
}: {
  profile: UserProfile;
  onChanged: (portrait: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>('idle');
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = step !== 'idle';

  const fail = (msg: string) => {
    setStep('idle');
    setPreview(null);
    setError(msg);
  };

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Cleared so that picking the same file again still fires a change.
    e.target.value = '';
    if (!file || busy) return;
    const problem = portraitFileProblem(file);
    if (problem) return fail(problem);
    setError(null);
    setStep('reading');
    let dataUrl: string;
    try {
      dataUrl = await readFileAsDataUrl(file);
    } catch {
      return fail('读取图片失败，请重新选择');
    }
    setPreview(dataUrl);
    setStep('uploading');
    const uploaded = await uploadImages([dataUrl], 'portrait');
    const url = uploaded.success ? uploaded.data[0] : undefined;
    if (!uploaded.success || !url)
      return fail(uploaded.success ? '上传失败，请重试' : uploaded.msg);
    setStep('saving');
    const saved = await updatePortrait({ portraitUrl: url });
    if (!saved.success) return fail(saved.msg);
    storeUserInfo(saved.data);
    onChanged(saved.data.portrait);
    setStep('idle');
    setPreview(null);
    showToast('头像已更新', 'success');
  };

  const progress = stepProgress[step];
  return (
    <div className="flex w-48 shrink-0 flex-col items-center">
      <div className="relative">
        {preview ? (
          <img
            src={preview}
            alt="新头像预览"
            className="size-28 rounded-full object-cover opacity-60"
          />
        ) : (
          <UserAvatar
            portrait={profile.portrait}
            nickName={profile.nickName}
            className="size-28 text-4xl"
            testId="info-avatar"
          />
        )}
        <button
          type="button"
          aria-label="更换头像"
          disabled={busy}
          onClick={() => input.current?.click()}
          className="absolute right-0 bottom-0 flex size-9 items-center justify-center rounded-full bg-brand-500 text-white shadow ring-4 ring-white transition hover:bg-brand-600 disabled:bg-brand-300"
        >
          <Icon name="camera" className="size-[18px]" />
        </button>
      </div>
      <input
        ref={input}
        type="file"
        accept={PORTRAIT_TYPES.join(',')}
        data-testid="info-avatar-input"
        onChange={pick}
        className="sr-only"
        tabIndex={-1}
      />
      <button
        type="button"
        data-testid="info-avatar-button"
        disabled={busy}
        onClick={() => input.current?.click()}
        className="mt-4 h-8 rounded-full border border-brand-300 px-5 text-[13px] text-brand-600 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
      >
        更换头像
      </button>
      {busy ? (
        <div data-testid="info-avatar-progress" className="mt-3 w-36" role="status">
          <div className="h-1.5 overflow-hidden rounded-full bg-neutral-100">
            <div
              className="h-full rounded-full bg-brand-500 transition-[width] duration-300"
              style={{ width: `${progress.percent}%` }}
            />
          </div>
          <p className="mt-1.5 text-center text-xs text-neutral-500">{progress.text}</p>
        </div>
      ) : (
        <p
          data-testid="info-avatar-message"
          role={error ? 'alert' : undefined}
          className={`mt-3 text-center text-xs leading-5 ${error ? 'text-brand-600' : 'text-neutral-400'}`}
        >
          {error ?? '支持 PNG、JPG、WebP 格式，不超过 2 MB'}
        </p>
      )}
    </div>
  );
}
