// breakingNewsStream: the newest item read once the site channel is joined, then pushes; older and expired items
// never replace what is shown.
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { type BreakingNews, breakingNewsStream, type LatestBreakingAnswer } from './breaking-news';
import type { ChannelSignal } from './channel';

const NOW = 1_000_000;
const item = (id: number, at: number, expiresAt = at + 1_800_000): BreakingNews => ({
  id,
  title: `快讯 ${id}`,
  summary: '',
  at,
  expiresAt,
});
const push = (data: BreakingNews): ChannelSignal =>
  ({
    kind: 'event',
    event: { channel: 'site', seq: data.id, type: 'news.breaking', data, at: data.at },
  }) as ChannelSignal;

function setup() {
  const site = new Subject<ChannelSignal>();
  const loads: Array<(answer: LatestBreakingAnswer) => void> = [];
  const channelsAsked: string[] = [];
  const stream = breakingNewsStream(
    () => new Promise((resolve) => loads.push(resolve)),
    {
      channel$: (name: string) => {
        channelsAsked.push(name);
        return site;
      },
    } as never,
    () => NOW,
  );
  return { site, loads, stream, channelsAsked };
}

const joined: ChannelSignal = { kind: 'joined', channel: 'site', seq: 0 };

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('breakingNewsStream', () => {
  it('shows the newest item read on load, then each newer push, on the site channel', async () => {
    const { site, loads, stream, channelsAsked } = setup();
    const seen: number[] = [];
    const sub = stream.subscribe((b) => seen.push(b.id));
    expect(channelsAsked).toEqual(['site']);
    site.next(joined);
    loads[0]?.({ success: true, data: item(1, NOW - 60_000) });
    await settle();
    site.next(push(item(2, NOW)));
    site.next({ kind: 'event', event: { type: 'horn' } } as ChannelSignal);
    expect(seen).toEqual([1, 2]);
    sub.unsubscribe();
  });

  it('keeps a push that came before a slower, older read, and drops expired items', async () => {
    const { site, loads, stream } = setup();
    const seen: number[] = [];
    stream.subscribe((b) => seen.push(b.id));
    site.next(joined);
    site.next(push(item(5, NOW)));
    loads[0]?.({ success: true, data: item(4, NOW - 10_000) });
    await settle();
    site.next(push(item(6, NOW + 1, NOW)));
    expect(seen).toEqual([5]);
  });

  it('reads once per tab: a second subscriber gets the current item without a new read', async () => {
    const { site, loads, stream } = setup();
    stream.subscribe();
    site.next(joined);
    loads[0]?.({ success: true, data: item(7, NOW) });
    await settle();
    const later: number[] = [];
    stream.subscribe((b) => later.push(b.id));
    expect(later).toEqual([7]);
    expect(loads).toHaveLength(1);
  });

  it('shows nothing when there is no item or the read fails', async () => {
    for (const answer of [{ success: true, data: null }, { success: false }] as const) {
      const { site, loads, stream } = setup();
      const seen: number[] = [];
      stream.subscribe((b) => seen.push(b.id));
      site.next(joined);
      loads[0]?.(answer);
      await settle();
      expect(seen).toEqual([]);
    }
  });

  it('reads only once the channel is joined, and again after a drop (resync), keeping the page in step', async () => {
    const { site, loads, stream } = setup();
    const seen: number[] = [];
    stream.subscribe((b) => seen.push(b.id));
    // Flagged before the join: no read yet, so nothing stale was taken for the truth.
    expect(loads).toHaveLength(0);
    site.next(joined);
    expect(loads).toHaveLength(1);
    loads[0]?.({ success: true, data: item(1, NOW - 60_000) });
    await settle();
    // Missed while the socket was down: the resync's read brings it, and says when it is in.
    let ended = 0;
    site.next({ kind: 'paused', channel: 'site' });
    site.next({
      kind: 'resync',
      channel: 'site',
      reason: 'gap',
      track: () => () => {
        ended += 1;
      },
    } as ChannelSignal);
    expect(loads).toHaveLength(2);
    loads[1]?.({ success: true, data: item(2, NOW - 1_000) });
    await settle();
    expect(seen).toEqual([1, 2]);
    expect(ended).toBe(1);
  });
});
