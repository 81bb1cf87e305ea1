import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_NOW_MS } from '@/test/fixed-clock';
import { useCountdown } from './use-countdown';

describe('useCountdown (SMS resend wait)', () => {
  beforeEach(() => vi.useFakeTimers({ now: TEST_NOW_MS }));
  afterEach(() => vi.useRealTimers());

  it('is idle until started', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ seconds: 0, running: false });
  });

  it('counts 60 seconds down to zero, then allows a resend', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    expect(result.current).toMatchObject({ seconds: 60, running: true });
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current.seconds).toBe(59);
    act(() => {
      vi.advanceTimersByTime(58_000);
    });
    expect(result.current).toMatchObject({ seconds: 1, running: true });
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current).toMatchObject({ seconds: 0, running: false });
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(result.current.seconds).toBe(0);
  });

  it('follows the clock, not the number of ticks (a throttled tab catches up)', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    act(() => {
      vi.setSystemTime(TEST_NOW_MS + 45_000);
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current.seconds).toBe(14);
  });

  it('can be started again after it ends', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(2));
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(result.current.running).toBe(false);
    act(() => result.current.start(30));
    expect(result.current).toMatchObject({ seconds: 30, running: true });
  });
});
