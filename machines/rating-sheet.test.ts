// Transition tests for the rating sheet: picks in range, all sent at once, locked after, the refusal kept.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { MSG_RATE_FAILED, type RatingOutcome, ratingSheetMachine } from './rating-sheet';

function harness(outcomes: (RatingOutcome | 'offline')[]) {
  const queue = [...outcomes];
  const sent: { playerId: number; score: number }[][] = [];
  let rated = 0;
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const actor = createActor(
    ratingSheetMachine.provide({
      actors: {
        submit: fromPromise(
          async ({ input }: { input: { ratings: { playerId: number; score: number }[] } }) => {
            sent.push(input.ratings);
            await gate;
            const next = queue.shift();
            if (!next || next === 'offline') throw new Error('offline');
            return next;
          },
        ),
      },
    }),
  );
  actor.on('rated', () => {
    rated += 1;
  });
  actor.start();
  return { actor, sent, rated: () => rated, release };
}

describe('rating sheet', () => {
  it('keeps picks in 1–10 only and sends nothing before a pick', () => {
    const h = harness([]);
    h.actor.send({ type: 'SUBMIT' });
    expect(h.actor.getSnapshot().value).toBe('picking');
    h.actor.send({ type: 'PICK', playerId: 1, score: 0 });
    h.actor.send({ type: 'PICK', playerId: 1, score: 11 });
    h.actor.send({ type: 'PICK', playerId: 1, score: 6.5 });
    expect(h.actor.getSnapshot().context.picks).toEqual({});
    h.actor.send({ type: 'PICK', playerId: 1, score: 7 });
    h.actor.send({ type: 'PICK', playerId: 1, score: 9 });
    expect(h.actor.getSnapshot().context.picks).toEqual({ 1: 9 });
  });

  it('sends every pick at once, ignores picks while sending and locks after', async () => {
    const h = harness([{ ok: true }]);
    h.actor.send({ type: 'PICK', playerId: 1, score: 8 });
    h.actor.send({ type: 'PICK', playerId: 2, score: 6 });
    h.actor.send({ type: 'SUBMIT' });
    expect(h.actor.getSnapshot().value).toBe('submitting');
    h.actor.send({ type: 'PICK', playerId: 3, score: 5 });
    h.release();
    await waitFor(h.actor, (s) => s.matches('locked'), { timeout: 1000 });
    expect(h.sent).toEqual([
      [
        { playerId: 1, score: 8 },
        { playerId: 2, score: 6 },
      ],
    ]);
    expect(h.actor.getSnapshot().context.picks).toEqual({ 1: 8, 2: 6 });
    expect(h.rated()).toBe(1);
  });

  it("shows the server's refusal and keeps the picks; a new pick clears it", async () => {
    const h = harness([{ ok: false, msg: '你已经给这名球员评过分了' }]);
    h.actor.send({ type: 'PICK', playerId: 1, score: 4 });
    h.actor.send({ type: 'SUBMIT' });
    h.release();
    await waitFor(h.actor, (s) => s.context.error !== null, { timeout: 1000 });
    expect(h.actor.getSnapshot().value).toBe('picking');
    expect(h.actor.getSnapshot().context).toEqual({
      picks: { 1: 4 },
      error: '你已经给这名球员评过分了',
    });
    h.actor.send({ type: 'PICK', playerId: 2, score: 5 });
    expect(h.actor.getSnapshot().context.error).toBeNull();
    expect(h.rated()).toBe(0);
  });

  it('says the network failed when no answer came, and LOCK ends picking', async () => {
    const h = harness(['offline']);
    h.actor.send({ type: 'PICK', playerId: 1, score: 4 });
    h.actor.send({ type: 'SUBMIT' });
    h.release();
    await waitFor(h.actor, (s) => s.context.error !== null, { timeout: 1000 });
    expect(h.actor.getSnapshot().context.error).toBe(MSG_RATE_FAILED);
    h.actor.send({ type: 'LOCK' });
    expect(h.actor.getSnapshot().value).toBe('locked');
  });
});
