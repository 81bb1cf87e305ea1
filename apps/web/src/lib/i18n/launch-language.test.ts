import { describe, expect, it } from 'vitest';
import { launchLanguage } from './launch-language';

describe('the launch language (SPEC §1)', () => {
  it('starts a first launch in Bengali (bd)', () => {
    expect(launchLanguage(null, 'en-US')).toBe('bd');
    expect(launchLanguage(null, 'bn-BD')).toBe('bd');
    expect(launchLanguage(null, undefined)).toBe('bd');
  });

  it('starts a Chinese device in English', () => {
    expect(launchLanguage(null, 'zh-CN')).toBe('en');
    expect(launchLanguage(null, 'zh-TW')).toBe('en');
    expect(launchLanguage(null, 'zh')).toBe('en');
    expect(launchLanguage(null, 'ZH-hk')).toBe('en');
  });

  it('lets a stored choice win over the device', () => {
    expect(launchLanguage('zh', 'zh-CN')).toBe('zh');
    expect(launchLanguage('en', 'bn-BD')).toBe('en');
    expect(launchLanguage('bd', 'zh-CN')).toBe('bd');
  });
});
