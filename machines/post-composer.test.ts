// Transition tests for the post composer: the 2000-字 and nine-picture caps, uploads one at a time that go on
// while one types or removes, 发布 only when everything is up, the server's refusal kept, a clean box after.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { POST_MAX_LENGTH, POST_MAX_PICTURES } from '../contract/calls/community';
import {
  MSG_BAD_TYPE,
  MSG_SAVE_FAILED,
  MSG_TOO_BIG,
  MSG_TOO_MANY,
  MSG_UPLOAD_FAILED,
  type PickedPicture,
  postComposerMachine,
  type SaveOutcome,
  type UploadOutcome,
} from './post-composer';

const png = (name: string, bytes = 10): PickedPicture => ({
  file: new Blob([new Uint8Array(bytes)], { type: 'image/png' }),
  preview: `blob:${name}`,
});

/** Answers each upload and save only when the test releases it, so states in between can be seen. */
function harness() {
  const uploads: { key: number; answer(o: UploadOutcome | 'offline'): void }[] = [];
  const saves: {
    input: { circleId: number; content: string; pics: string[] };
    answer(o: SaveOutcome<unknown> | 'offline'): void;
  }[] = [];
  const later = <T>(push: (answer: (o: T | 'offline') => void) => void) =>
    new Promise<T>((resolve, reject) =>
      push((o) => (o === 'offline' ? reject(new Error('offline')) : resolve(o))),
    );
  const actor = createActor(
    postComposerMachine.provide({
      actors: {
        upload: fromPromise(({ input }: { input: { key: number; file: Blob } }) =>
          later<UploadOutcome>((answer) => uploads.push({ key: input.key, answer })),
        ),
        save: fromPromise(
          ({ input }: { input: { circleId: number; content: string; pics: string[] } }) =>
            later<SaveOutcome<unknown>>((answer) => saves.push({ input, answer })),
        ),
      },
    }),
  );
  const posted: unknown[] = [];
  actor.on('posted', (e) => posted.push(e.post));
  actor.start();
  const state = () => actor.getSnapshot().value;
  const context = () => actor.getSnapshot().context;
  const settle = (value: 'ready' | 'done' | 'failed') =>
    waitFor(actor, (s) => s.matches(value), { timeout: 1000 });
  return { actor, uploads, saves, posted, state, context, settle };
}

describe('post composer', () => {
  it('is ready only with something to send within 2000 字', () => {
    const h = harness();
    expect(h.state()).toBe('editing');
    h.actor.send({ type: 'TYPE', text: '   ' });
    expect(h.state()).toBe('editing');
    h.actor.send({ type: 'TYPE', text: '好球' });
    expect(h.state()).toBe('ready');
    // Over the cap the text stays (a paste is not cut), but it cannot be sent.
    h.actor.send({ type: 'TYPE', text: '球'.repeat(POST_MAX_LENGTH + 1) });
    expect(h.state()).toBe('editing');
    expect(h.context().text).toHaveLength(POST_MAX_LENGTH + 1);
    h.actor.send({ type: 'SUBMIT', circleId: 3 });
    expect(h.state()).toBe('editing');
    // An emoji counts once, as the server counts it.
    h.actor.send({ type: 'TYPE', text: '⚽'.repeat(POST_MAX_LENGTH) });
    expect(h.state()).toBe('ready');
    expect(h.saves).toEqual([]);
  });

  it('uploads pictures one at a time and is ready when all are up', async () => {
    const h = harness();
    h.actor.send({ type: 'ADD', pictures: [png('a'), png('b')] });
    expect(h.state()).toBe('uploading');
    expect(h.uploads.map((u) => u.key)).toEqual([1]);
    // Typing meanwhile does not restart or cancel the upload.
    h.actor.send({ type: 'TYPE', text: '两张现场图' });
    expect(h.state()).toBe('uploading');
    expect(h.uploads).toHaveLength(1);
    h.actor.send({ type: 'SUBMIT', circleId: 3 });
    expect(h.state()).toBe('uploading');
    h.uploads[0]!.answer({ ok: true, url: '/upload/a.png' });
    await waitFor(h.actor, () => h.uploads.length === 2, { timeout: 1000 });
    expect(h.uploads[1]!.key).toBe(2);
    h.uploads[1]!.answer({ ok: true, url: '/upload/b.png' });
    await h.settle('ready');
    expect(h.context().pictures.map((p) => p.url)).toEqual(['/upload/a.png', '/upload/b.png']);
    expect(h.context().pictures.map((p) => p.preview)).toEqual(['blob:a', 'blob:b']);
  });

  it('drops a picture the server refuses with its message, and one that got no answer', async () => {
    const h = harness();
    h.actor.send({ type: 'ADD', pictures: [png('a'), png('b'), png('c')] });
    h.uploads[0]!.answer({ ok: false, msg: '图片格式不支持' });
    await waitFor(h.actor, () => h.uploads.length === 2, { timeout: 1000 });
    expect(h.context().error).toBe('图片格式不支持');
    h.uploads[1]!.answer('offline');
    await waitFor(h.actor, () => h.uploads.length === 3, { timeout: 1000 });
    expect(h.context().error).toBe(MSG_UPLOAD_FAILED);
    h.uploads[2]!.answer({ ok: true, url: '/upload/c.png' });
    await h.settle('ready');
    expect(h.context().pictures.map((p) => p.preview)).toEqual(['blob:c']);
  });

  it('keeps nine pictures at most and refuses other types and files over 2 MB', () => {
    const h = harness();
    h.actor.send({
      type: 'ADD',
      pictures: Array.from({ length: POST_MAX_PICTURES + 2 }, (_, i) => png(String(i))),
    });
    expect(h.context().pictures).toHaveLength(POST_MAX_PICTURES);
    expect(h.context().error).toBe(MSG_TOO_MANY);
    h.actor.send({ type: 'ADD', pictures: [png('one more')] });
    expect(h.context().pictures).toHaveLength(POST_MAX_PICTURES);
    expect(h.context().error).toBe(MSG_TOO_MANY);

    const g = harness();
    g.actor.send({
      type: 'ADD',
      pictures: [{ file: new Blob(['GIF89a'], { type: 'image/gif' }), preview: 'blob:gif' }],
    });
    expect(g.state()).toBe('editing');
    expect(g.context()).toMatchObject({ pictures: [], error: MSG_BAD_TYPE });
    g.actor.send({ type: 'ADD', pictures: [png('big', 2 * 1024 * 1024 + 1)] });
    expect(g.context()).toMatchObject({ pictures: [], error: MSG_TOO_BIG });
    expect(g.uploads).toEqual([]);
  });

  it('lets a picture be removed while it uploads; its late answer lands nowhere', async () => {
    const h = harness();
    h.actor.send({ type: 'ADD', pictures: [png('a'), png('b')] });
    h.actor.send({ type: 'REMOVE', key: 1 });
    expect(h.context().pictures.map((p) => p.key)).toEqual([2]);
    h.uploads[0]!.answer({ ok: true, url: '/upload/a.png' });
    await waitFor(h.actor, () => h.uploads.length === 2, { timeout: 1000 });
    // The second picture is uploaded for itself, not given the first one's address.
    expect(h.uploads[1]!.key).toBe(2);
    expect(h.context().pictures[0]!.url).toBeNull();
    h.uploads[1]!.answer({ ok: true, url: '/upload/b.png' });
    await h.settle('ready');
    expect(h.context().pictures.map((p) => p.url)).toEqual(['/upload/b.png']);
  });

  it('sends to a circle once, then clears and emits posted', async () => {
    const h = harness();
    h.actor.send({ type: 'TYPE', text: '今晚这场太精彩了' });
    h.actor.send({ type: 'ADD', pictures: [png('a')] });
    h.uploads[0]!.answer({ ok: true, url: '/upload/a.png' });
    await h.settle('ready');
    h.actor.send({ type: 'SUBMIT', circleId: null });
    expect(h.state()).toBe('ready');
    h.actor.send({ type: 'SUBMIT', circleId: 3 });
    expect(h.state()).toBe('submitting');
    h.actor.send({ type: 'TYPE', text: '改了' });
    h.actor.send({ type: 'SUBMIT', circleId: 3 });
    expect(h.saves.map((s) => s.input)).toEqual([
      { circleId: 3, content: '今晚这场太精彩了', pics: ['/upload/a.png'] },
    ]);
    h.saves[0]!.answer({ ok: true, post: { id: 42 } });
    await h.settle('done');
    expect(h.posted).toEqual([{ id: 42 }]);
    expect(h.context()).toMatchObject({ text: '', pictures: [], error: null });
    h.actor.send({ type: 'TYPE', text: '再来一帖' });
    expect(h.state()).toBe('ready');
  });

  it("fails with the server's message and keeps everything, then sends again", async () => {
    const h = harness();
    h.actor.send({ type: 'TYPE', text: '发得太快' });
    h.actor.send({ type: 'SUBMIT', circleId: 3 });
    h.saves[0]!.answer({ ok: false, msg: '发帖太频繁了，请稍后再试' });
    await h.settle('failed');
    expect(h.context()).toMatchObject({ text: '发得太快', error: '发帖太频繁了，请稍后再试' });
    h.actor.send({ type: 'SUBMIT', circleId: 3 });
    expect(h.state()).toBe('submitting');
    h.saves[1]!.answer('offline');
    await h.settle('failed');
    expect(h.context().error).toBe(MSG_SAVE_FAILED);
    h.actor.send({ type: 'TYPE', text: '发得太快了' });
    expect(h.state()).toBe('ready');
    expect(h.context().error).toBeNull();
    expect(h.posted).toEqual([]);
  });
});
