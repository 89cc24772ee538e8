// Judging captcha answers in 310x155 units, and whom the rate limits count.
import { describe, expect, it } from 'vitest';
import {
  answerMatches,
  clicksMatch,
  parseClickAnswer,
  parseSliderAnswer,
  sliderMatches,
} from '../../server/modules/captcha/answer';
import type { Challenge } from '../../server/modules/captcha/challenge';
import { clientKey } from '../../server/modules/captcha/limits';

const limits = { sliderTolerance: 6, clickRadius: 20 };

describe('slider answers', () => {
  it('pass within 6 units of x with y at 5, and fail past it', () => {
    expect(sliderMatches({ x: 206, y: 5 }, 200, 6)).toBe(true);
    expect(sliderMatches({ x: 194, y: 5 }, 200, 6)).toBe(true);
    expect(sliderMatches({ x: 206.01, y: 5 }, 200, 6)).toBe(false);
    expect(sliderMatches({ x: 193, y: 5 }, 200, 6)).toBe(false);
    expect(sliderMatches({ x: 200, y: 12 }, 200, 6)).toBe(false);
  });

  it('read only an object with finite x and y', () => {
    expect(parseSliderAnswer('{"x":155.5,"y":5.0}')).toEqual({ x: 155.5, y: 5 });
    for (const bad of ['', 'null', '[]', '{"x":"1","y":5}', '{"x":1}', '{"x":1e999,"y":5}', '{']) {
      expect(parseSliderAnswer(bad)).toBeNull();
    }
  });
});

describe('click answers', () => {
  const targets = [
    { x: 40, y: 40 },
    { x: 150, y: 80 },
    { x: 260, y: 120 },
  ];

  it('pass when each click is within the radius of its character, in order', () => {
    expect(clicksMatch(targets, targets, 20)).toBe(true);
    const near = targets.map((p) => ({ x: p.x + 12, y: p.y - 15 }));
    expect(clicksMatch(near, targets, 20)).toBe(true);
    const oneFar = [targets[0], targets[1], { x: 260, y: 141 }] as typeof targets;
    expect(clicksMatch(oneFar, targets, 20)).toBe(false);
    expect(clicksMatch([targets[1], targets[0], targets[2]] as typeof targets, targets, 20)).toBe(
      false,
    );
  });

  it('read exactly three points', () => {
    expect(parseClickAnswer(JSON.stringify(targets))).toEqual(targets);
    expect(parseClickAnswer(JSON.stringify(targets.slice(0, 2)))).toBeNull();
    expect(parseClickAnswer(JSON.stringify([...targets, targets[0]]))).toBeNull();
    expect(parseClickAnswer('{"x":1,"y":2}')).toBeNull();
  });

  it('judge by the challenge type', () => {
    const slider: Challenge = {
      type: 'blockPuzzle',
      secretKey: 'k',
      ip: '',
      issuedAt: 0,
      x: 120,
      y: 40,
    };
    const click: Challenge = {
      type: 'clickWord',
      secretKey: 'k',
      ip: '',
      issuedAt: 0,
      words: ['球', '门', '射'],
      points: targets,
    };
    expect(answerMatches(slider, '{"x":123,"y":5}', limits)).toBe(true);
    expect(answerMatches(slider, JSON.stringify(targets), limits)).toBe(false);
    expect(answerMatches(click, JSON.stringify(targets), limits)).toBe(true);
    expect(answerMatches(click, '{"x":123,"y":5}', limits)).toBe(false);
  });
});

describe('clientKey', () => {
  it('counts IPv4 by address, mapped IPv4 as IPv4, IPv6 by its /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002::abcd')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey(undefined)).toBe('unknown');
    expect(clientKey('not an address')).toBe('unknown');
  });
});
