import { describe, expect, it } from 'vitest';
import { memoText, readMemo } from './ledger-memos.js';

describe('ledger memos', () => {
  it('reads back a key with its parameters', () => {
    expect(readMemo(memoText('teamRebate', { level: 1, order: 7 }))).toEqual({
      key: 'teamRebate',
      params: { level: 1, order: 7 },
    });
    expect(readMemo(memoText('fundPrincipal'))).toEqual({ key: 'fundPrincipal', params: {} });
  });

  it('reads the English sentences of rows written before memos were keys', () => {
    expect(readMemo('level 2 on mining order 41')).toEqual({
      key: 'teamRebate',
      params: { level: 2, order: 41 },
    });
    expect(readMemo('Level 3 rebate from 016****0001')).toEqual({
      key: 'teamRebateFrom',
      params: { level: 3, phone: '016****0001' },
    });
    expect(readMemo('mining order 5, 2026-11-20')).toEqual({
      key: 'miningIncome',
      params: { order: 5, date: '2026-11-20' },
    });
    expect(readMemo('Check-in streak day 14')).toEqual({ key: 'checkinStreak', params: { day: 14 } });
  });

  it('answers null for no memo, an operator’s words and a forged key', () => {
    expect(readMemo(null)).toBeNull();
    expect(readMemo('goodwill credit after the outage')).toBeNull();
    expect(readMemo('{"key":"constructor","params":{}}')).toBeNull();
    expect(readMemo('{"key":"checkin","params":{"date":{}}}')).toBeNull();
    expect(readMemo('{not json')).toBeNull();
  });
});
