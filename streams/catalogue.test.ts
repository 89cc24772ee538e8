// catalogueChangeStream: the operators' catalogue.changed pushes of the site channel, and nothing else of it.
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { type CatalogueChange, catalogueChangeStream } from './catalogue';
import type { ChannelSignal } from './channel';

const event = (seq: number, type: string, data: unknown): ChannelSignal =>
  ({ kind: 'event', event: { channel: 'site', seq, type, data, at: seq } }) as ChannelSignal;

describe('catalogueChangeStream', () => {
  it('passes catalogue changes of the site channel and drops its other signals', () => {
    const site = new Subject<ChannelSignal>();
    const asked: string[] = [];
    const stream = catalogueChangeStream({
      channel$: (name: string) => {
        asked.push(name);
        return site;
      },
    } as never);
    const seen: CatalogueChange[] = [];
    const sub = stream.subscribe((c) => seen.push(c));
    expect(asked).toEqual(['site']);
    site.next({ kind: 'joined', channel: 'site', seq: 0 } as ChannelSignal);
    site.next(event(1, 'horn', { id: 1, content: '喇叭' }));
    site.next(event(2, 'catalogue.changed', { what: 'gifts', at: 2 }));
    site.next(event(3, 'site.notice', { text: '维护' }));
    site.next(event(4, 'catalogue.changed', { what: 'nobility', at: 4 }));
    expect(seen).toEqual([
      { what: 'gifts', at: 2 },
      { what: 'nobility', at: 4 },
    ]);
    sub.unsubscribe();
  });
});
