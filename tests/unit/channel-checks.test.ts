// streams/channel.ts checks every push before it reaches a page: a malformed event is dropped (a hole that the
// next good ones wait behind), a good one delivered, a batch read envelope by envelope, a bad answer refused.
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { type ChannelSignal, createChannels } from '../../streams/channel';
import type { RealtimeSocket, SocketConnection } from '../../streams/socket';

/** A connected socket double: subscribe answers with `answer`, pushes come from `push`. */
function fakeConnection(answer: (request: { channel: string }) => unknown) {
  const listeners = new Map<string, ((payload: unknown) => void)[]>();
  const socket: RealtimeSocket = {
    connected: true,
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return socket;
    },
    emit(event, request, ack) {
      if (event === 'subscribe') ack(answer(request));
      return true;
    },
    connect: () => socket,
    disconnect: () => socket,
  };
  const connection: SocketConnection = {
    socket: () => socket,
    status$: new Subject(),
    connects$: new Subject(),
    disconnects$: new Subject(),
    trackResync: () => () => {},
    close: () => {},
  };
  const push = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };
  return { connection, push };
}

const notice = (seq: number, text: unknown) => ({
  channel: 'site',
  seq,
  type: 'site.notice',
  data: { text },
  at: 1,
});

const seqsOf = (signals: ChannelSignal[]) =>
  signals.flatMap((s) => (s.kind === 'event' ? [s.event.seq] : []));

describe('channel push checks', () => {
  it('drops a malformed push and delivers the good ones in order once the hole is filled', () => {
    const { connection, push } = fakeConnection(({ channel }) => ({
      ok: true,
      channel,
      seq: 0,
      replay: [],
    }));
    const signals: ChannelSignal[] = [];
    const subscription = createChannels(connection, { gapWaitMs: 60_000 })
      .channel$('site')
      .subscribe((s) => signals.push(s));
    expect(signals[0]).toMatchObject({ kind: 'joined', seq: 0 });

    push('event', notice(1, '维护通知'));
    push('event', notice(2, '')); // site.notice text may not be empty: refused
    push('event', { ...notice(2, 'x'), type: 'no.such' }); // a type this client does not know
    push('event', notice(3, '第三条'));
    expect(seqsOf(signals)).toEqual([1]);

    // A batch with one envelope nobody can read: the rest still go through, in seq order.
    push('events', [notice(2, '第二条'), { broken: true }, notice(4, '第四条')]);
    expect(seqsOf(signals)).toEqual([1, 2, 3, 4]);
    const texts = signals.flatMap((s) =>
      s.kind === 'event' && s.event.type === 'site.notice' ? [s.event.data.text] : [],
    );
    expect(texts).toEqual(['维护通知', '第二条', '第三条', '第四条']);

    // A batch that is not a list, or is longer than the contract allows, is ignored whole.
    push('events', notice(5, '不是数组'));
    push(
      'events',
      Array.from({ length: 501 }, (_, i) => notice(5 + i, '太多')),
    );
    expect(seqsOf(signals)).toEqual([1, 2, 3, 4]);
    subscription.unsubscribe();
  });

  it('treats an answer it cannot read as a refusal for now, and a final refusal as an error', () => {
    let answers = 0;
    const { connection } = fakeConnection(() => {
      answers++;
      return answers === 1 ? { ok: 'yes' } : { ok: false, ...errors.channelUnknown };
    });
    const failures: unknown[] = [];
    const channels = createChannels(connection, { retryMs: 0 });
    channels.channel$('site').subscribe({ error: (e) => failures.push(e) });
    return expect
      .poll(() => failures.length)
      .toBe(1)
      .then(() => {
        expect(answers).toBe(2);
        expect(failures[0]).toMatchObject({
          code: errors.channelUnknown.code,
          message: '频道不存在',
        });
      });
  });
});
