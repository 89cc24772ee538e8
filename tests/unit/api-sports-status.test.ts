// Every status code API-Football and API-Basketball document, mapped to the spec §3 state it must show.
import { describe, expect, it } from 'vitest';
import { basketballMatchPhase, footballMatchPhase } from '../../contract/enums/match-states';
import { matchStateOf } from '../../server/providers/feed/api-sports/status';

describe('matchStateOf: API-Football status.short → football state', () => {
  it.each([
    ['TBD', 13, 'abnormal'],
    ['NS', 1, 'notStarted'],
    ['1H', 2, 'live'],
    ['HT', 3, 'live'],
    ['2H', 4, 'live'],
    ['ET', 5, 'live'],
    ['BT', 5, 'live'],
    ['P', 7, 'live'],
    ['SUSP', 10, 'abnormal'],
    ['INT', 10, 'abnormal'],
    ['FT', 8, 'finished'],
    ['AET', 8, 'finished'],
    ['PEN', 8, 'finished'],
    ['PST', 9, 'abnormal'],
    ['CANC', 12, 'abnormal'],
    ['ABD', 11, 'abnormal'],
    ['AWD', 8, 'finished'],
    ['WO', 8, 'finished'],
  ])('%s → %i (%s)', (code, state, phase) => {
    expect(matchStateOf('football', code)).toBe(state);
    expect(footballMatchPhase(state)).toBe(phase);
  });

  it('LIVE (no half given) is read from the minute', () => {
    expect(matchStateOf('football', 'LIVE', { elapsed: 12 })).toBe(2);
    expect(matchStateOf('football', 'LIVE', { elapsed: 45 })).toBe(2);
    expect(matchStateOf('football', 'LIVE', { elapsed: 67 })).toBe(4);
    expect(matchStateOf('football', 'LIVE', { elapsed: null })).toBe(2);
  });

  it('an unknown code is 异常, never live or finished', () => {
    expect(matchStateOf('football', 'XYZ')).toBe(0);
    expect(matchStateOf('football', '')).toBe(0);
    // Basketball codes mean nothing in football.
    expect(matchStateOf('football', 'Q1')).toBe(0);
  });
});

describe('matchStateOf: API-Basketball status.short → basketball state', () => {
  it.each([
    ['NS', 1, 'notStarted'],
    ['Q1', 2, 'live'],
    ['Q2', 4, 'live'],
    ['Q3', 6, 'live'],
    ['Q4', 8, 'live'],
    ['OT', 9, 'live'],
    ['HT', 5, 'live'],
    ['FT', 10, 'finished'],
    ['AOT', 10, 'finished'],
    ['POST', 13, 'abnormal'],
    ['CANC', 12, 'abnormal'],
    ['SUSP', 11, 'abnormal'],
    ['AWD', 10, 'finished'],
    ['ABD', 14, 'abnormal'],
  ])('%s → %i (%s)', (code, state, phase) => {
    expect(matchStateOf('basketball', code)).toBe(state);
    expect(basketballMatchPhase(state)).toBe(phase);
  });

  it('BT is the break after the quarters played', () => {
    expect(matchStateOf('basketball', 'BT', { quartersPlayed: 1 })).toBe(3);
    expect(matchStateOf('basketball', 'BT', { quartersPlayed: 2 })).toBe(5);
    expect(matchStateOf('basketball', 'BT', { quartersPlayed: 3 })).toBe(7);
    expect(matchStateOf('basketball', 'BT', { quartersPlayed: 4 })).toBe(9);
  });

  it('an unknown code is 异常', () => {
    expect(matchStateOf('basketball', 'XYZ')).toBe(0);
    expect(matchStateOf('basketball', '1H')).toBe(0);
  });
});
