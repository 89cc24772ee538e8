// 有料's labels: lines and selections per play type (Asian positive = home gives; the lottery's −1 = 主让1球),
// result badges, 近10中N, and the SHA-256 check the plan page runs (and its shell command).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  last10Text,
  lineLabel,
  marketOf,
  playTypeLabel,
  playTypesOf,
  resultLabels,
  selectionLabel,
} from '../../src/features/expert/labels';
import { sha256Hex, shellCheck } from '../../src/features/expert/sha256';
import { runningNet } from '../../src/features/expert/trend-chart';

describe('play types and markets', () => {
  it('names football 1–5 and basketball 1–2, the shared codes apart', () => {
    expect(playTypeLabel('football', 2)).toBe('让球');
    expect(playTypeLabel('basketball', 2)).toBe('大小分');
    expect(playTypeLabel('basketball', 5)).toBe('方案');
    expect(playTypesOf('basketball').map((t) => t.label)).toEqual(['让分', '大小分']);
    expect(marketOf('football', 1)).toBe('europe');
    expect(marketOf('football', 5)).toBe('lottery');
    expect(marketOf('basketball', 1)).toBe('asia');
  });
});

describe('lineLabel', () => {
  it('writes Asian lines from the giving side', () => {
    expect(lineLabel('football', 2, 0.5)).toBe('主让半球');
    expect(lineLabel('football', 2, -1.25)).toBe('客让一球/球半');
    expect(lineLabel('football', 2, 0)).toBe('平手');
    expect(lineLabel('basketball', 1, -5.5)).toBe('客让5.5分');
  });
  it('writes totals and the lottery 让球', () => {
    expect(lineLabel('football', 3, 2.75)).toBe('大小 2.5/3');
    expect(lineLabel('basketball', 2, 215.5)).toBe('总分 215.5');
    expect(lineLabel('football', 4, -1)).toBe('让球 -1');
    expect(lineLabel('football', 5, 1)).toBe('让球 +1');
    expect(lineLabel('football', 1, null)).toBe('');
  });
});

describe('selectionLabel', () => {
  it('reads 胜平负, 让胜/让平/让负, sides and totals', () => {
    expect(selectionLabel('football', 1, 'home', null)).toBe('主胜');
    expect(selectionLabel('football', 1, 'draw', null)).toBe('平局');
    expect(selectionLabel('football', 4, 'away', -1)).toBe('让负');
    expect(selectionLabel('football', 4, 'away', null)).toBe('客胜');
    expect(selectionLabel('football', 2, 'home', 0.5, { home: '曼联', away: '切尔西' })).toBe(
      '主队 曼联',
    );
    expect(selectionLabel('football', 3, 'over', 2.5)).toBe('大球');
    expect(selectionLabel('basketball', 2, 'under', 210)).toBe('小分');
  });
});

describe('results and records', () => {
  it('labels 红/黑/走/作废 and 近10中N', () => {
    expect(Object.values(resultLabels)).toEqual(['红', '黑', '走', '作废']);
    expect(last10Text({ red: 7, total: 10 })).toBe('近10中7');
    expect(last10Text({ red: 0, total: 0 })).toBe('暂无战绩');
  });
});

describe('the commitment check', () => {
  it('hashes as sha256sum does, UTF-8 Chinese included', async () => {
    const text =
      '{"picks":[{"matchId":1,"selection":"home","line":0.5,"odds":1.9}],"analysis":"主队状态好","salt":"ab"}';
    expect(await sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });
  it('quotes the text for the shell, a single quote included', () => {
    expect(shellCheck("it's")).toBe(`printf '%s' 'it'\\''s' | sha256sum`);
  });
});

describe('the trend line', () => {
  it('runs the net from 0: 红 +1, 黑 −1, 走 and 作废 0', () => {
    expect(runningNet(['red', 'red', 'black', 'go', 'void', 'red'])).toEqual([0, 1, 2, 1, 1, 1, 2]);
  });
});
