// The post composer (发帖): text up to POST_MAX_LENGTH 字, up to POST_MAX_PICTURES pictures uploaded one at a
// time as they are picked, 发布 once everything is up; the server's refusal (too fast, not a member …) shown as
// it says, with the text and pictures kept. editing → uploading → ready → submitting → done | failed.
import { assign, emit, fromPromise, setup } from 'xstate';
import { POST_MAX_LENGTH, POST_MAX_PICTURES } from '../contract/calls/community';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../contract/calls/upload-limits';
import { typedLength } from './comment-composer';

/** A picked picture: the file (uploaded later), and what the composer shows meanwhile. */
export interface PickedPicture {
  file: Blob;
  /** An object URL or data URL of the file, shown at once. */
  preview: string;
}

export interface ComposerPicture {
  key: number;
  preview: string;
  /** Kept until it is uploaded. */
  file: Blob | null;
  /** The server's address; null while it waits or uploads. */
  url: string | null;
}

export type UploadOutcome = { ok: true; url: string } | { ok: false; msg: string };
export type SaveOutcome<P> = { ok: true; post: P } | { ok: false; msg: string };

export interface PostComposerContext {
  text: string;
  pictures: ComposerPicture[];
  /** The circle of the post being sent. */
  circleId: number | null;
  /** The picture whose upload is under way (it may be removed meanwhile). */
  uploadingKey: number | null;
  error: string | null;
  nextKey: number;
}

export type PostComposerEvent =
  | { type: 'TYPE'; text: string }
  | { type: 'ADD'; pictures: PickedPicture[] }
  | { type: 'REMOVE'; key: number }
  | { type: 'SUBMIT'; circleId: number | null };

export const MSG_TOO_MANY = `最多 ${POST_MAX_PICTURES} 张图片`;
export const MSG_BAD_TYPE = '只能上传 PNG、JPEG 或 WebP 图片';
export const MSG_TOO_BIG = '单张图片不能超过 2 MB';
/** Shown when an upload or the post got no answer at all. */
export const MSG_UPLOAD_FAILED = '图片上传失败，请稍后再试';
export const MSG_SAVE_FAILED = '发布失败，请检查网络后重试';

const pending = (c: Pick<PostComposerContext, 'pictures'>) => c.pictures.some((p) => !p.url);

/** Something to send, within the caps, and every picture up. */
export const postable = (c: Pick<PostComposerContext, 'text' | 'pictures'>) =>
  !pending(c) &&
  typedLength(c.text) <= POST_MAX_LENGTH &&
  c.pictures.length <= POST_MAX_PICTURES &&
  (c.text.trim() !== '' || c.pictures.length > 0);

/** The picked pictures that fit (room left, type, size) and the reason for the last that did not. */
function admit(context: PostComposerContext, picked: PickedPicture[]) {
  const room = POST_MAX_PICTURES - context.pictures.length;
  let error: string | null = picked.length > room ? MSG_TOO_MANY : null;
  const taken: ComposerPicture[] = [];
  let key = context.nextKey;
  for (const { file, preview } of picked.slice(0, Math.max(0, room))) {
    if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) error = MSG_BAD_TYPE;
    else if (file.size > UPLOAD_MAX_BYTES) error = MSG_TOO_BIG;
    else taken.push({ key: key++, preview, file, url: null });
  }
  return { pictures: [...context.pictures, ...taken], error, nextKey: key };
}

/**
 * Example transitions (machines/post-composer.test.ts):
 * - editing + TYPE '  ' → editing; TYPE '好球' → ready; 2001 字 → editing (counter over the cap)
 * - editing + ADD 2 PNGs → uploading (one at a time); both up → ready; one refused → dropped, error
 * - ADD 11 pictures → 9 kept, error 最多 9 张图片; a GIF or a 3 MB file → refused with its reason
 * - uploading + TYPE / REMOVE → the upload goes on; ADD → queued behind it
 * - ready + SUBMIT {circleId: null} → stays ready; SUBMIT {circleId: 3} → submitting
 * - submitting + ok → done (cleared, emits posted); refused → failed (kept, the server's message)
 * - failed + SUBMIT → submitting again; done + TYPE → editing / ready for the next post
 */
export const postComposerMachine = setup({
  types: {
    context: {} as PostComposerContext,
    events: {} as PostComposerEvent,
    emitted: {} as { type: 'posted'; post: unknown },
  },
  actors: {
    upload: fromPromise<UploadOutcome, { key: number; file: Blob }>(async () => {
      throw new Error('postComposerMachine: provide upload');
    }),
    save: fromPromise<SaveOutcome<unknown>, { circleId: number; content: string; pics: string[] }>(
      async () => {
        throw new Error('postComposerMachine: provide save');
      },
    ),
  },
  guards: {
    pending: ({ context }) => pending(context),
    postable: ({ context }) => postable(context),
    canSubmit: ({ context, event }) =>
      event.type === 'SUBMIT' && event.circleId !== null && postable(context),
  },
  actions: {
    type: assign(({ event }) => (event.type === 'TYPE' ? { text: event.text, error: null } : {})),
    add: assign(({ context, event }) =>
      event.type === 'ADD' ? admit(context, event.pictures) : {},
    ),
    remove: assign({
      pictures: ({ context, event }) =>
        context.pictures.filter((p) => event.type !== 'REMOVE' || p.key !== event.key),
      error: null,
    }),
  },
}).createMachine({
  id: 'postComposer',
  context: { text: '', pictures: [], circleId: null, uploadingKey: null, error: null, nextKey: 1 },
  initial: 'editing',
  states: {
    /** Where every change lands: which of editing / uploading / ready the composer is in now. */
    check: {
      always: [
        { guard: 'pending', target: 'uploading' },
        { guard: 'postable', target: 'ready' },
        { target: 'editing' },
      ],
    },
    editing: {
      on: {
        TYPE: { target: 'check', actions: 'type' },
        ADD: { target: 'check', actions: 'add' },
        REMOVE: { target: 'check', actions: 'remove' },
      },
    },
    uploading: {
      entry: assign({
        uploadingKey: ({ context }) => context.pictures.find((p) => !p.url)?.key ?? null,
      }),
      invoke: {
        src: 'upload',
        input: ({ context }) => {
          const next = context.pictures.find((p) => p.key === context.uploadingKey)!;
          return { key: next.key, file: next.file! };
        },
        onDone: {
          target: 'check',
          actions: assign(({ context, event }) => {
            const key = context.uploadingKey;
            const out = event.output;
            return out.ok
              ? {
                  pictures: context.pictures.map((p) =>
                    p.key === key ? { ...p, file: null, url: out.url } : p,
                  ),
                }
              : {
                  pictures: context.pictures.filter((p) => p.key !== key),
                  error: out.msg || MSG_UPLOAD_FAILED,
                };
          }),
        },
        onError: {
          target: 'check',
          actions: assign(({ context }) => {
            const key = context.uploadingKey;
            return {
              pictures: context.pictures.filter((p) => p.key !== key),
              error: MSG_UPLOAD_FAILED,
            };
          }),
        },
      },
      // No target: leaving this state would cancel the upload under way.
      on: {
        TYPE: { actions: 'type' },
        ADD: { actions: 'add' },
        REMOVE: { actions: 'remove' },
      },
    },
    ready: {
      on: {
        TYPE: { target: 'check', actions: 'type' },
        ADD: { target: 'check', actions: 'add' },
        REMOVE: { target: 'check', actions: 'remove' },
        SUBMIT: {
          guard: 'canSubmit',
          target: 'submitting',
          actions: assign({ circleId: ({ event }) => event.circleId, error: null }),
        },
      },
    },
    submitting: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({
          circleId: context.circleId!,
          content: context.text,
          pics: context.pictures.flatMap((p) => (p.url ? [p.url] : [])),
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'done',
            actions: [
              emit(({ event }) => ({
                type: 'posted' as const,
                post: event.output.ok ? event.output.post : null,
              })),
              assign({ text: '', pictures: [], error: null }),
            ],
          },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) => (event.output.ok ? null : event.output.msg || MSG_SAVE_FAILED),
            }),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: MSG_SAVE_FAILED }) },
      },
    },
    done: {
      on: {
        TYPE: { target: 'check', actions: 'type' },
        ADD: { target: 'check', actions: 'add' },
      },
    },
    failed: {
      on: {
        TYPE: { target: 'check', actions: 'type' },
        ADD: { target: 'check', actions: 'add' },
        REMOVE: { target: 'check', actions: 'remove' },
        SUBMIT: {
          guard: 'canSubmit',
          target: 'submitting',
          actions: assign({ circleId: ({ event }) => event.circleId, error: null }),
        },
      },
    },
  },
});
