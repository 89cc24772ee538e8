// Writing a post (发帖): the circle it goes to (one of mine), the text with its 0/2000 counter, up to nine
// pictures (each uploaded as it is picked, shown as a preview with ×), 发布. The server's refusal (too
// fast, not a member …) shows under it as the server says it; a visitor gets a login prompt instead.
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useRef, useState } from 'react';
import { POST_MAX_LENGTH, POST_MAX_PICTURES } from '../../../contract/calls/community';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../../contract/calls/upload-limits';
import { typedLength } from '../../../machines/comment-composer';
import { savePost, uploadPostPictures } from '../../api/community';
import { useObservable } from '../../lib/use-observable';
import { currentSession, openLogin, select } from '../user/session';
import { type Circle, circlesQuery, type Post } from './community-queries';

const auth$ = select((s) => s.auth);

interface Picture {
  key: number;
  /** The local preview while it uploads; the server's address after. */
  preview: string;
  url: string | null;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

let nextKey = 1;

export function PostComposer({
  circleId,
  onPosted,
}: {
  /** Fixed on a circle's page; on /community the writer picks one of their circles. */
  circleId?: number;
  onPosted(post: Post): void;
}) {
  const loggedIn = useObservable(auth$, currentSession().auth) !== '';
  const circles = useQuery({ ...circlesQuery(), enabled: loggedIn });
  const joined: Circle[] = circles.data?.success ? circles.data.data.filter((c) => c.joined) : [];
  const [picked, setPicked] = useState<number | null>(null);
  const target = circleId ?? picked ?? joined[0]?.id ?? null;
  const [text, setText] = useState('');
  const [pics, setPics] = useState<Picture[]>([]);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const count = typedLength(text);
  const uploading = pics.some((p) => p.url === null);
  const postable =
    target !== null &&
    !sending &&
    !uploading &&
    count <= POST_MAX_LENGTH &&
    (text.trim() !== '' || pics.length > 0);

  const addFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    setError('');
    const room = POST_MAX_PICTURES - pics.length;
    if (files.length > room) setError(`最多 ${POST_MAX_PICTURES} 张图片`);
    for (const file of files.slice(0, Math.max(0, room))) {
      if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) {
        setError('只能上传 PNG、JPEG 或 WebP 图片');
        continue;
      }
      if (file.size > UPLOAD_MAX_BYTES) {
        setError('单张图片不能超过 2 MB');
        continue;
      }
      const key = nextKey++;
      const preview = await readAsDataUrl(file);
      setPics((was) => [...was, { key, preview, url: null }]);
      const answer = await uploadPostPictures([preview]);
      if (answer.success && answer.data[0]) {
        const url = answer.data[0];
        setPics((was) => was.map((p) => (p.key === key ? { ...p, url } : p)));
      } else {
        setPics((was) => was.filter((p) => p.key !== key));
        setError(answer.success ? '图片上传失败' : answer.msg || '图片上传失败，请稍后再试');
      }
    }
  };

  const submit = async () => {
    if (!postable || target === null) return;
    setSending(true);
    setError('');
    const answer = await savePost({
      circleId: target,
      content: text,
      pics: pics.flatMap((p) => (p.url ? [p.url] : [])),
    });
    setSending(false);
    if (!answer.success) {
      setError(answer.msg || '发布失败，请稍后再试');
      return;
    }
    setText('');
    setPics([]);
    onPosted(answer.data);
  };

  if (!loggedIn)
    return (
      <button
        type="button"
        data-testid="post-composer-login"
        onClick={openLogin}
        className="flex min-h-12 w-full items-center rounded-lg bg-white px-4 text-left text-sm text-neutral-400 shadow-sm hover:text-neutral-600"
      >
        登录后发帖，和球友聊聊
      </button>
    );

  const noCircle = circleId === undefined && circles.isSuccess && joined.length === 0;
  return (
    <div data-testid="post-composer" className="rounded-lg bg-white p-3 shadow-sm lg:p-4">
      {circleId === undefined && (
        <div className="mb-2 flex items-center gap-2 text-sm">
          <span className="shrink-0 text-neutral-500">发到</span>
          {noCircle ? (
            <span className="text-neutral-400">先加入一个圈子再发帖</span>
          ) : (
            <select
              data-testid="post-composer-circle"
              aria-label="选择圈子"
              value={target ?? ''}
              onChange={(e) => setPicked(Number(e.target.value))}
              className="min-h-9 min-w-0 max-w-full rounded-md border border-neutral-200 bg-neutral-50 px-2 text-neutral-800"
            >
              {joined.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </div>
      )}
      <textarea
        data-testid="post-composer-input"
        value={text}
        rows={3}
        placeholder="分享你的观点，聊聊比赛…"
        aria-label="帖子内容"
        onChange={(e) => setText(e.target.value)}
        className="block w-full resize-y rounded-md border border-neutral-200 bg-neutral-50 px-3 py-2 text-[15px] leading-6 text-neutral-800 outline-none placeholder:text-neutral-400 focus:border-brand-300 focus:bg-white"
      />
      {pics.length > 0 && (
        <ul
          data-testid="post-composer-pics"
          className="mt-2 grid max-w-[24rem] grid-cols-3 gap-1.5 sm:grid-cols-5 sm:max-w-none"
        >
          {pics.map((p) => (
            <li
              key={p.key}
              className="relative aspect-square overflow-hidden rounded-md bg-neutral-100"
            >
              <img
                src={p.preview}
                alt=""
                className={`size-full object-cover ${p.url ? '' : 'opacity-50'}`}
              />
              {p.url === null && (
                <span className="absolute inset-0 flex items-center justify-center text-xs text-neutral-700">
                  上传中…
                </span>
              )}
              <button
                type="button"
                aria-label="移除图片"
                data-testid="post-composer-pic-remove"
                onClick={() => setPics((was) => was.filter((x) => x.key !== p.key))}
                className="absolute top-0.5 right-0.5 flex size-6 items-center justify-center rounded-full bg-black/60 text-sm leading-none text-white"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex items-center gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={UPLOAD_MIME_TYPES.join(',')}
          multiple
          hidden
          data-testid="post-composer-file"
          onChange={(e) => void addFiles(e)}
        />
        <button
          type="button"
          data-testid="post-composer-add-pic"
          disabled={pics.length >= POST_MAX_PICTURES}
          onClick={() => fileInput.current?.click()}
          className="min-h-9 rounded-full border border-neutral-200 px-3 text-sm text-neutral-600 hover:bg-neutral-50 disabled:text-neutral-300"
        >
          图片 {pics.length}/{POST_MAX_PICTURES}
        </button>
        <span
          data-testid="post-composer-count"
          className={`ml-auto font-mono text-xs ${count > POST_MAX_LENGTH ? 'text-brand-600' : 'text-neutral-400'}`}
        >
          {count}/{POST_MAX_LENGTH}
        </span>
        <button
          type="button"
          data-testid="post-composer-send"
          disabled={!postable}
          onClick={() => void submit()}
          className="min-h-9 rounded-full bg-brand-600 px-5 text-sm font-medium text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-neutral-300"
        >
          {sending ? '发布中…' : '发布'}
        </button>
      </div>
      {error && (
        <p data-testid="post-composer-error" role="alert" className="mt-1.5 text-xs text-brand-600">
          {error}
        </p>
      )}
    </div>
  );
}
