import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSAFE_createHashHistory as createHashHistory } from 'react-router';
import { closeOnRouteChange } from '@/lib/route-overlays';
import { closingOverlaysOnRouteChange } from './router';

describe('the history closes overlays when the location changes', () => {
  const stops: Array<() => void> = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  function setUp() {
    // replaceState, not location.hash: a hash set fires a popstate of its own.
    window.history.replaceState(null, '', '#/pages/index/index');
    const history = closingOverlaysOnRouteChange(createHashHistory({ v5Compat: true }));
    const heard: string[] = [];
    stops.push(history.listen(({ location }) => heard.push(location.pathname)));
    let closed = 0;
    stops.push(closeOnRouteChange(() => (closed += 1)));
    return { history, heard, closed: () => closed };
  }

  it('on a link, a replace and Back, before the router hears of it', async () => {
    const { history, heard, closed } = setUp();
    history.push('/pages/miner/miner');
    expect(closed()).toBe(1);
    history.replace('/pages/mall/mall');
    expect(closed()).toBe(2);
    history.go(-1);
    await vi.waitFor(() => expect(heard).toHaveLength(3));
    expect(closed()).toBe(3);
    expect(heard).toEqual(['/pages/miner/miner', '/pages/mall/mall', '/pages/index/index']);
  });

  it('not on a history event that keeps the location (the exit question steps forward again)', () => {
    const { history, heard, closed } = setUp();
    history.push('/pages/my/my');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
    expect(heard).toEqual(['/pages/my/my', '/pages/my/my']);
    expect(closed()).toBe(1);
  });

  it('keeps the rest of the history as it is', () => {
    const { history } = setUp();
    history.push('/pages/funds/record?type=2');
    expect(history.location.pathname).toBe('/pages/funds/record');
    expect(history.location.search).toBe('?type=2');
    expect(history.createHref('/pages/my/my')).toBe('#/pages/my/my');
  });
});
