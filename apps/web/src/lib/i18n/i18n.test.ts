import { ERROR_KEYS, MEMO_KEYS } from '@cloudmine/api';
import { getDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { describe, expect, it } from 'vitest';
import { bd } from './locales/bd';
import { en } from './locales/en';
import { zh } from './locales/zh';
import { i18n, initI18n, applyLanguage } from './i18n';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? keysOf(child as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('translations', () => {
  it('have the same keys and no empty text in all three languages', () => {
    const english = keysOf(en).sort();
    expect(keysOf(zh).sort()).toEqual(english);
    expect(keysOf(bd).sort()).toEqual(english);
    for (const messages of [en, zh, bd]) {
      for (const key of keysOf(messages)) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
        expect(String(text).trim(), key).not.toBe('');
      }
    }
  });

  it('have a page title for every screen, Settings and Balance conversion included', () => {
    expect(Object.keys(en.title).length).toBeGreaterThanOrEqual(34);
    expect(en.title.changeInfo).toBe('Settings');
    expect(en.title.balanceConversion).toBe('Balance conversion');
  });

  it('take every error text from the catalogue as api.<key>', async () => {
    await initI18n('bd');
    for (const key of ERROR_KEYS) expect(i18n.exists(`api.${key}`), key).toBe(true);
    expect(i18n.t('api.phone_format_wrong')).not.toBe('api.phone_format_wrong');
    await applyLanguage('zh');
    expect(i18n.t('exit.question')).toBe(zh.exit.question);
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('word every server memo key in all three languages', () => {
    for (const messages of [en, zh, bd])
      for (const key of MEMO_KEYS) expect(messages.memo[key], key).toBeTruthy();
  });

  it('pick plural forms by the language’s rules', async () => {
    await applyLanguage('en');
    expect(i18n.t('checkin.days', { count: 1 })).toBe('1 day in a row');
    expect(i18n.t('checkin.days', { count: 3 })).toBe('3 days in a row');
    expect(i18n.t('common.days', { count: 1 })).toBe('1 day');
    await applyLanguage('zh');
    expect(i18n.t('checkin.days', { count: 1 })).toBe('已连续签到 1 天');
  });

  it('switch antd-mobile’s own texts with the language, Bengali included', async () => {
    await applyLanguage('en');
    expect(getDefaultConfig().locale.PullToRefresh.pulling).toBe('Scroll down to refresh');
    await applyLanguage('bd');
    expect(getDefaultConfig().locale.PullToRefresh.pulling).toBe('রিফ্রেশ করতে নিচে টানুন');
    expect(getDefaultConfig().locale.Dialog.ok).toBe('ঠিক আছে');
    await applyLanguage('zh');
    expect(getDefaultConfig().locale.PullToRefresh.pulling).toBe('下拉刷新');
  });
});
