// 上传图片: a PNG, JPEG or WebP from the operator's computer, read as a data URL and sent to the console's upload
// call (checked and re-encoded as fans' uploads are); the answer's address goes into the form.
import { useState } from 'react';
import {
  ADVERT_UPLOAD_MAX_CHARS,
  adminAdvertUpload,
} from '../../../../contract/calls/admin-adverts';
import { adminCall } from '../admin-api';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

export function UploadButton({
  onUploaded,
  onError,
}: {
  onUploaded: (url: string) => void;
  onError: (text: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const data = await readAsDataUrl(file);
      if (data.length > ADVERT_UPLOAD_MAX_CHARS) return onError('图片不能超过约 700 KB');
      const answer = await adminCall(adminAdvertUpload, { file: data });
      if (answer.ok) onUploaded(answer.data.url);
      else onError(answer.msg);
    } catch {
      onError('读取图片失败');
    } finally {
      setBusy(false);
    }
  };
  return (
    <label className="inline-flex h-8 cursor-pointer items-center rounded border border-slate-300 px-3 text-sm hover:border-blue-500">
      {busy ? '上传中…' : '上传图片'}
      <input
        type="file"
        accept="image/png,image/jpeg,image/webp"
        name="upload"
        className="sr-only"
        disabled={busy}
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </label>
  );
}
