// Pick up to N photos (PNG/JPEG/WebP ≤ 2 MB): each is uploaded as it is picked and shown as a preview with 删除.
import { type ChangeEvent, useRef, useState } from 'react';
import { uploadImages } from '../../api/upload';
import { Icon } from '../../components/icons';
import { PORTRAIT_TYPES, portraitFileProblem } from '../user-centre/profile-rules';
import { readFileAsDataUrl } from '../user-centre/read-file';

export function PhotoPicker({
  photos,
  max,
  onChange,
  testId,
  label = '上传照片',
}: {
  /** The uploaded images' URLs. */
  photos: string[];
  max: number;
  onChange(photos: string[]): void;
  testId: string;
  label?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])].slice(0, max - photos.length);
    e.target.value = '';
    if (files.length === 0 || busy) return;
    // The same type and size rules as a portrait: PNG, JPEG or WebP, at most 2 MB.
    const problem = files.map(portraitFileProblem).find(Boolean);
    if (problem) return setError(problem);
    setError(null);
    setBusy(true);
    try {
      const dataUrls = await Promise.all(files.map(readFileAsDataUrl));
      const uploaded = await uploadImages(dataUrls);
      if (uploaded.success) onChange([...photos, ...uploaded.data]);
      else setError(uploaded.msg);
    } catch {
      setError('读取图片失败，请重新选择');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid={testId}>
      <div className="flex flex-wrap gap-3">
        {photos.map((url, i) => (
          <figure
            key={url}
            className="group relative size-28 overflow-hidden rounded-md border border-neutral-200"
          >
            <img src={url} alt={`照片 ${i + 1}`} className="size-full object-cover" />
            <button
              type="button"
              onClick={() => onChange(photos.filter((p) => p !== url))}
              className="absolute inset-x-0 bottom-0 bg-black/55 py-1 text-xs text-white opacity-0 transition group-hover:opacity-100 focus:opacity-100"
            >
              删除
            </button>
          </figure>
        ))}
        {photos.length < max && (
          <button
            type="button"
            disabled={busy}
            onClick={() => input.current?.click()}
            className="flex size-28 flex-col items-center justify-center gap-1 rounded-md border border-dashed border-neutral-300 text-xs text-neutral-400 transition hover:border-brand-400 hover:text-brand-500 disabled:cursor-wait"
          >
            <Icon name="camera" className="size-6" />
            {busy ? '上传中…' : label}
            <span className="text-[11px]">
              {photos.length}/{max}
            </span>
          </button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept={PORTRAIT_TYPES.join(',')}
        multiple={max - photos.length > 1}
        onChange={pick}
        className="hidden"
        data-testid={`${testId}-input`}
      />
      {error && (
        <p role="alert" className="mt-1 text-xs text-brand-600">
          {error}
        </p>
      )}
    </div>
  );
}
