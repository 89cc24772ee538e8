// The spoiler guard on a virtual clock: updates wait for the measured delay, keep their order, and pass when off.
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { spoilerGuard } from './spoiler-guard';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('spoilerGuard', () => {
  it('holds each update back by the delay measured when it arrives', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const scores = cold('a 999ms b', { a: '0:0', b: '1:0' });
      expectObservable(scores.pipe(spoilerGuard(() => 2_000))).toBe('2000ms a 999ms b', {
        a: '0:0',
        b: '1:0',
      });
    });
  });

  it('follows the delay as the player measures it', () => {
    const test = scheduler();
    test.run(({ cold, expectObservable }) => {
      // The delay grows from 1 s to 3 s between the two goals (a stall in the video).
      let delay = 1_000;
      test.schedule(() => {
        delay = 3_000;
      }, 500);
      const scores = cold('a 999ms b', { a: '1:0', b: '2:0' });
      expectObservable(scores.pipe(spoilerGuard(() => delay))).toBe('1000ms a 2999ms b', {
        a: '1:0',
        b: '2:0',
      });
    });
  });

  it('never lets a later update overtake an earlier one when the delay shrinks', () => {
    const test = scheduler();
    test.run(({ cold, expectObservable }) => {
      let delay = 5_000;
      test.schedule(() => {
        delay = 500;
      }, 100);
      const scores = cold('a 199ms b', { a: '1:0', b: '1:1' });
      // b would be due at 700 ms, but a is held until 5 s: b comes right after it.
      expectObservable(scores.pipe(spoilerGuard(() => delay))).toBe('5000ms (ab)', {
        a: '1:0',
        b: '1:1',
      });
    });
  });

  it('lets updates straight through when switched off (delay 0)', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const scores = cold('a 99ms b|', { a: '0:0', b: '0:1' });
      expectObservable(scores.pipe(spoilerGuard(() => 0))).toBe('a 99ms b|', {
        a: '0:0',
        b: '0:1',
      });
    });
  });

  it('completes only after the last held update is out', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const scores = cold('a|', { a: '3:2' });
      expectObservable(scores.pipe(spoilerGuard(() => 1_500))).toBe('1500ms (a|)', { a: '3:2' });
    });
  });
});
