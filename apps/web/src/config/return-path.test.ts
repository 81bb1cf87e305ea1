import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { loginReturningTo, returnPathOf, wayInKeeping } from './return-path';

const params = (query: Record<string, string>) => new URLSearchParams(query);

describe('where a member lands after logging in', () => {
  it('is the member page the visitor opened, with its query', () => {
    expect(loginReturningTo(paths.recharge, '')).toBe(
      `${paths.login}?redirect=${encodeURIComponent(paths.recharge)}`,
    );
    const login = new URL(`https://app.test/#${loginReturningTo(paths.buy, '?id=3')}`);
    const search = new URLSearchParams(login.hash.slice(login.hash.indexOf('?')));
    expect(returnPathOf(search)).toBe(`${paths.buy}?id=3`);
  });

  it('is Home without a destination, or for anything that is not a page of the app', () => {
    expect(returnPathOf(params({}))).toBe(paths.home);
    for (const target of [
      'https://evil.test/',
      '//evil.test/pages/recharge/recharge',
      '/pages/nowhere',
      'pages/recharge/recharge',
      paths.login,
      `${paths.register}?code=X`,
      paths.root,
    ]) {
      expect(returnPathOf(params({ redirect: target })), target).toBe(paths.home);
    }
    expect(loginReturningTo('/pages/nowhere', '')).toBe(paths.login);
  });

  it('is carried between login and register', () => {
    const going = params({ redirect: paths.recharge, phone: '01712345678' });
    expect(wayInKeeping(paths.register, going)).toBe(
      `${paths.register}?redirect=${encodeURIComponent(paths.recharge)}`,
    );
    expect(wayInKeeping(paths.login, params({}))).toBe(paths.login);
  });
});
