// Writing a post (发帖): the circle it goes to (one of mine), the text with its 0/2000 counter, up to nine
// pictures (each uploaded as it is picked, shown as a preview with ×), 发布. The flow is the post composer
// machine (machines/post-composer.ts); this draws it and gives it the calls. The server's refusal (too
// fast, not a member …) shows under it as the server says it; a visitor gets a login prompt instead.
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { type ChangeEvent, useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { POST_MAX_LENGTH, POST_MAX_PICTURES } from '../../../contract/calls/community';
import { UPLOAD_MIME_TYPES } from '../../../contract/calls/upload-limits';
import { typedLength } from '../../../machines/comment-composer';
import {
  postable as canSend,
  MSG_SAVE_FAILED,
  MSG_UPLOAD_FAILED,
  postComposerMachine,
  type SaveOutcome,
  type UploadOutcome,
} from '../../../machines/post-composer';
import { savePost, uploadPostPictures } from '../../api/community';
import { useObservable } from '../../lib/use-observable';
import { currentSession, openLogin, select } from '../user/session';
import { type Circle, circlesQuery, type Post } from './community-queries';

const auth$ = select((s) => s.auth);

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The machine with the site's calls; a failure with no answer (code 0) leaves the machine's own words. */
const composerWithCalls = postComposerMachine.provide({
  actors: {
    upload: fromPromise<UploadOutcome, { key: number; file: Blob }>(async ({ input }) => {
      const answer = await uploadPostPictures([await readAsDataUrl(input.file)]);
      if (answer.success && answer.data[0]) return { ok: true, url: answer.data[0] };
      return {
        ok: false,
        msg: answer.success || answer.code === 0 ? MSG_UPLOAD_FAILED : answer.msg,
      };
    }),
    save: fromPromise<SaveOutcome<unknown>, { circleId: number; content: string; pics: string[] }>(
      async ({ input }) => {
        const answer = await savePost(input);
        if (answer.success) return { ok: true, post: answer.data };
        return { ok: false, msg: answer.code === 0 ? MSG_SAVE_FAILED : answer.msg };
      },
    ),
  },
});

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
  const [snapshot, send, actor] = useMachine(composerWithCalls);
  const posted = useRef(onPosted);
  posted.current = onPosted;
  useEffect(() => {
    const sub = actor.on('posted', (e) => posted.current(e.post as Post));
    return () => sub.unsubscribe();
  }, [actor]);
  // Previews are object URLs: let them go with the composer.
  const previews = useMemo(() => new Set<string>(), []);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  const fileInput = useRef<HTMLInputElement>(null);
  const { text, pictures, error } = snapshot.context;
  const count = typedLength(text);
  const sending = snapshot.matches('submitting');
  const postable =
    target !== null &&
    (snapshot.matches('ready') || (snapshot.matches('failed') && canSend(snapshot.context)));

  const addFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    send({
      type: 'ADD',
      pictures: files.map((file) => {
        const preview = URL.createObjectURL(file);
        previews.add(preview);
        return { file, preview };
      }),
    });
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
        onChange={(e) => send({ type: 'TYPE', text: e.target.value })}
        className="block w-full resize-y rounded-md border border-neutral-200 bg-neutral-50 px-3 py-2 text-[15px] leading-6 text-neutral-800 outline-none placeholder:text-neutral-400 focus:border-brand-300 focus:bg-white"
      />
      {pictures.length > 0 && (
        <ul
          data-testid="post-composer-pics"
          className="mt-2 grid max-w-[24rem] grid-cols-3 gap-1.5 sm:grid-cols-5 sm:max-w-none"
        >
          {pictures.map((p) => (
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
                onClick={() => send({ type: 'REMOVE', key: p.key })}
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
          onChange={addFiles}
        />
        <button
          type="button"
          data-testid="post-composer-add-pic"
          disabled={pictures.length >= POST_MAX_PICTURES}
          onClick={() => fileInput.current?.click()}
          className="min-h-9 rounded-full border border-neutral-200 px-3 text-sm text-neutral-600 hover:bg-neutral-50 disabled:text-neutral-300"
        >
          图片 {pictures.length}/{POST_MAX_PICTURES}
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
          onClick={() => send({ type: 'SUBMIT', circleId: target })}
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
