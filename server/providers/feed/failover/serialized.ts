// One sink shared by two providers: the seam promises the ingest one call at a time, and the primary and the
// fallback run side by side (the primary keeps trying while the fallback serves), so their calls queue here.
import type { FeedSink } from '../types';

export function serialized(sink: FeedSink): FeedSink {
  let tail: Promise<unknown> = Promise.resolve();
  const run = <T>(call: () => Promise<T>): Promise<T> => {
    const result = tail.then(call, call);
    tail = result.catch(() => {});
    return result;
  };
  return {
    reference: (reference) => run(() => sink.reference(reference)),
    fixtures: (fixtures) => run(() => sink.fixtures(fixtures)),
    lottery: (issues) => run(() => sink.lottery(issues)),
    changes: (changes, options) => run(() => sink.changes(changes, options)),
    cursor: () => run(() => sink.cursor()),
  };
}
