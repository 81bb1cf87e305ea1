import { carouselImages, downloadUrl, noticeList, openFund, runtimeInfo } from '@cloudmine/api';
import { expect, it } from 'vitest';
import { describeOnEngines } from '../../test-support/test-app.js';
import { testClockStart } from '../../test-support/test-clock.js';

describeOnEngines('public content', (t) => {
  it('runtime/info gives the business date in the operator time zone', async () => {
    // 18:30 UTC is 00:30 the next day in Dhaka (UTC+6).
    t.clock.set('2026-03-09T18:30:00.000Z');
    expect(await t.client().call(runtimeInfo, {})).toEqual({
      appVersion: '1.0.16',
      serverTime: '2026-03-09T18:30:00.000Z',
      timeZone: 'Asia/Dhaka',
      businessDate: '2026-03-10',
    });
    await t.services.settings.set(t.services.db, 'business.time_zone', 'UTC');
    expect((await t.client().call(runtimeInfo, {})).businessDate).toBe('2026-03-09');
    await t.services.settings.set(t.services.db, 'business.time_zone', 'Asia/Dhaka');
    t.clock.set(testClockStart());
  });

  it('download/url and open/fund follow their settings', async () => {
    expect(await t.client().call(downloadUrl, {})).toEqual({ url: '' });
    expect(await t.client().call(openFund, {})).toEqual({ isOpen: false });
    await t.services.settings.set(t.services.db, 'app.download_url', 'https://example.com/app.apk');
    await t.services.settings.set(t.services.db, 'funds.open', true);
    expect(await t.client().call(downloadUrl, {})).toEqual({ url: 'https://example.com/app.apk' });
    expect(await t.client().call(openFund, {})).toEqual({ isOpen: true });
  });

  it('notice/list shows published notices newest first in the asked language, English otherwise', async () => {
    const now = t.clock.now().getTime();
    const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
    await t.services.db
      .insertInto('notices')
      .values([
        {
          texts_json: JSON.stringify({
            en: { title: 'Old', content: 'o' },
            zh: { title: '旧', content: '旧' },
          }),
          published: 1,
          published_at: at(-7_200_000),
          created_at: at(0),
        },
        {
          texts_json: JSON.stringify({ en: { title: 'New', content: 'n' } }),
          published: 1,
          published_at: at(-60_000),
          created_at: at(0),
        },
        {
          texts_json: JSON.stringify({ en: { title: 'Draft', content: 'd' } }),
          published: 0,
          published_at: at(-60_000),
          created_at: at(0),
        },
        {
          texts_json: JSON.stringify({ en: { title: 'Tomorrow', content: 't' } }),
          published: 1,
          published_at: at(86_400_000),
          created_at: at(0),
        },
      ])
      .execute();
    const zh = await t.client().call(noticeList, { language: 'zh' });
    expect(zh.items.map((n) => n.title)).toEqual(['New', '旧']);
    const one = await t.client().call(noticeList, { language: 'bd', limit: 1 });
    expect(one.items.map((n) => n.title)).toEqual(['New']);
  });

  it('carousel/images lists active slides in order with titles in the asked language', async () => {
    const created = t.clock.now().toISOString();
    await t.services.db
      .insertInto('carousel_images')
      .values([
        {
          image_url: '/b.svg',
          titles_json: JSON.stringify({ en: 'B', bd: 'বি' }),
          link_path: '/pages/mall/mall',
          sort_order: 2,
          active: 1,
          created_at: created,
        },
        {
          image_url: '/a.svg',
          titles_json: JSON.stringify({ en: 'A' }),
          link_path: '',
          sort_order: 1,
          active: 1,
          created_at: created,
        },
        {
          image_url: '/hidden.svg',
          titles_json: JSON.stringify({ en: 'H' }),
          link_path: '',
          sort_order: 0,
          active: 0,
          created_at: created,
        },
      ])
      .execute();
    const { items } = await t.client().call(carouselImages, { language: 'bd' });
    expect(items.map((i) => [i.imageUrl, i.title, i.linkPath])).toEqual([
      ['/a.svg', 'A', ''],
      ['/b.svg', 'বি', '/pages/mall/mall'],
    ]);
  });
});
