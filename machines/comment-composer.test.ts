// Transition tests for the comment composer: length bounds, one post at a time, the server's refusal kept.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { commentComposerMachine, MSG_POST_FAILED, type PostOutcome } from './comment-composer';

function harness(outcomes: (PostOutcome<unknown> | 'offline')[]) {
  const queue = [...outcomes];
  const sent: string[] = [];
  const posted: unknown[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const actor = createActor(
    commentComposerMachine.provide({
      actors: {
        post: fromPromise(async ({ input }: { input: { content: string } }) => {
          sent.push(input.content);
          await gate;
          const next = queue.shift();
          if (!next || next === 'offline') throw new Error('offline');
          return next;
        }),
      },
    }),
    { input: { max: 10 } },
  );
  actor.on('posted', (e) => posted.push(e.comment));
  actor.start();
  return { actor, sent, posted, release };
}

const editing = (h: ReturnType<typeof harness>) =>
  waitFor(h.actor, (s) => s.matches('editing'), { timeout: 1000 });

describe('comment composer', () => {
  it('sends nothing blank and clips the text to the limit', () => {
    const h = harness([]);
    h.actor.send({ type: 'TYPE', text: '   ' });
    h.actor.send({ type: 'SUBMIT' });
    expect(h.actor.getSnapshot().value).toBe('editing');
    h.actor.send({ type: 'TYPE', text: '好'.repeat(15) });
    expect(h.actor.getSnapshot().context.text).toBe('好'.repeat(10));
    expect(h.sent).toEqual([]);
  });

  it('posts the trimmed text once, ignores typing meanwhile, then clears and emits posted', async () => {
    const h = harness([{ ok: true, comment: { id: 7 } }]);
    h.actor.send({ type: 'TYPE', text: '  好球！ ' });
    h.actor.send({ type: 'SUBMIT' });
    expect(h.actor.getSnapshot().value).toBe('sending');
    h.actor.send({ type: 'TYPE', text: '改了' });
    h.actor.send({ type: 'SUBMIT' });
    h.release();
    await editing(h);
    expect(h.sent).toEqual(['好球！']);
    expect(h.actor.getSnapshot().context).toMatchObject({ text: '', error: null });
    expect(h.posted).toEqual([{ id: 7 }]);
  });

  it("keeps the text and shows the server's message when refused; typing clears it", async () => {
    const h = harness([{ ok: false, msg: '评论太频繁了，请稍后再发' }]);
    h.actor.send({ type: 'TYPE', text: '再来一条' });
    h.actor.send({ type: 'SUBMIT' });
    h.release();
    await editing(h);
    expect(h.actor.getSnapshot().context).toMatchObject({
      text: '再来一条',
      error: '评论太频繁了，请稍后再发',
    });
    expect(h.posted).toEqual([]);
    h.actor.send({ type: 'TYPE', text: '再来一条！' });
    expect(h.actor.getSnapshot().context.error).toBeNull();
  });

  it('says the post failed when no answer came, and RESET empties the box', async () => {
    const h = harness(['offline']);
    h.actor.send({ type: 'TYPE', text: '断网了' });
    h.actor.send({ type: 'SUBMIT' });
    h.release();
    await editing(h);
    expect(h.actor.getSnapshot().context.error).toBe(MSG_POST_FAILED);
    h.actor.send({ type: 'RESET' });
    expect(h.actor.getSnapshot().context).toMatchObject({ text: '', error: null });
  });
});
