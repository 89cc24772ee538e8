// advertChanges: the place of each advert.changed push, every place after a resync, nothing for other events.
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ALL_PLACES, advertChangesStream } from './advert-changes';
import type { ChannelSignal } from './channel';
import { eventOf } from './fake-socket';

describe('advertChangesStream', () => {
  it('passes the place of advert.changed, every place on a resync, and drops other signals', () => {
    const site = new Subject<ChannelSignal>();
    const seen: string[] = [];
    const sub = advertChangesStream({ channel$: () => site }).subscribe((p) => seen.push(p));
    site.next({ kind: 'joined', channel: 'site', seq: 0 });
    site.next({ kind: 'event', event: eventOf('site', 1) });
    site.next({
      kind: 'event',
      event: eventOf('site', 2, 'advert.changed', { placeCode: 'home' }),
    });
    site.next({ kind: 'paused', channel: 'site' });
    site.next({ kind: 'resync', channel: 'site', reason: 'gap', track: () => () => {} });
    site.next({
      kind: 'event',
      event: eventOf('site', 9, 'advert.changed', { placeCode: 'home_poster' }),
    });
    expect(seen).toEqual(['home', ALL_PLACES, 'home_poster']);
    sub.unsubscribe();
  });
});
