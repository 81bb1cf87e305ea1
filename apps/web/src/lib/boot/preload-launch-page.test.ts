import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LAUNCH_PRELOADS_ID,
  launchPath,
  preloadLaunchPage,
  type LaunchPreloads,
} from './preload-launch-page';

const PRELOADS: LaunchPreloads = {
  files: ['assets/my-page-1.js', 'assets/list-2.js', 'assets/my-page-3.css', 'assets/mall-page-4.js'],
  pages: { '/pages/my/my': [0, 1, 2], '/pages/mall/mall': [3, 1] },
};

/** The links in the head as their attributes read in the HTML. */
function links(): Array<Record<string, string | null>> {
  return [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.getAttribute('rel'),
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
    crossorigin: link.getAttribute('crossorigin'),
  }));
}

describe('preloadLaunchPage', () => {
  beforeEach(() => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = LAUNCH_PRELOADS_ID;
    data.textContent = JSON.stringify(PRELOADS);
    document.head.append(data);
  });

  afterEach(() => {
    document.head.replaceChildren();
    vi.useRealTimers();
  });

  it('preloads the chunks and styles of the page the hash opens, as the app imports them', () => {
    preloadLaunchPage(document, '#/pages/my/my?from=share');
    expect(links()).toEqual([
      { rel: 'modulepreload', as: null, href: '/assets/my-page-1.js', crossorigin: '' },
      { rel: 'modulepreload', as: null, href: '/assets/list-2.js', crossorigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/my-page-3.css', crossorigin: '' },
    ]);
  });

  it('adds a long list a few links per task', () => {
    vi.useFakeTimers();
    const many: LaunchPreloads = {
      files: Array.from({ length: 20 }, (_, index) => `assets/chunk-${index}.js`),
      pages: { '/pages/my/my': Array.from({ length: 20 }, (_, index) => index) },
    };
    document.getElementById(LAUNCH_PRELOADS_ID)!.textContent = JSON.stringify(many);
    preloadLaunchPage(document, '#/pages/my/my');
    expect(links()).toHaveLength(8);
    vi.runOnlyPendingTimers();
    expect(links()).toHaveLength(16);
    vi.runAllTimers();
    expect(links().map((link) => link.href)).toEqual(many.files.map((file) => `/${file}`));
  });

  it('adds nothing for Home, another page, or a build without the list', () => {
    preloadLaunchPage(document, '#/pages/index/index');
    preloadLaunchPage(document, '');
    preloadLaunchPage(document, '#/pages/recharge/recharge');
    expect(links()).toEqual([]);
    document.head.replaceChildren();
    preloadLaunchPage(document, '#/pages/my/my');
    expect(links()).toEqual([]);
  });
});

describe('launchPath', () => {
  it('is the route of the hash, without its query', () => {
    expect(launchPath('#/pages/mall/mall?id=3')).toBe('/pages/mall/mall');
    expect(launchPath('')).toBe('/');
  });
});
