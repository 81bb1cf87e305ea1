import {
  adminCarouselDelete,
  adminCarouselList,
  adminCarouselSave,
  adminNoticeSave,
  adminNoticesList,
  carouselImages,
  noticeList,
} from '@cloudmine/api';
import { beforeAll, expect, it } from 'vitest';

import { refusal } from '../../test-support/refusal.js';
import { describeOnEngines } from '../../test-support/test-app.js';

describeOnEngines('operator content', (t) => {
  let operatorToken: string;
  beforeAll(async () => {
    operatorToken = (await t.newOperator('content')).token;
  });

  const admin = () => t.client({ token: operatorToken });

  async function auditActions(kind: string) {
    const rows = await t.services.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_kind', '=', kind)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.action);
  }

  it('publishes, schedules, edits and unpublishes notices that notice/list then shows', async () => {
    const now = t.clock.now().getTime();
    const shown = await admin().call(adminNoticeSave, {
      texts: { en: { title: 'Maintenance', content: 'Tonight' }, zh: { title: '维护', content: '今晚' } },
      reason: 'announce',
    });
    expect(shown).toMatchObject({ published: true, publishedAt: new Date(now).toISOString() });
    const scheduled = await admin().call(adminNoticeSave, {
      texts: { en: { title: 'Tomorrow', content: 'Later' } },
      publishedAt: new Date(now + 3_600_000).toISOString(),
      reason: 'schedule',
    });
    const titles = async (language: 'en' | 'zh') =>
      (await t.client().call(noticeList, { language })).items.map((n) => n.title);
    expect(await titles('zh')).toEqual(['维护']);
    t.clock.advance(2 * 3_600_000);
    expect(await titles('en')).toEqual(['Tomorrow', 'Maintenance']);
    // Chinese falls back to English where a notice has no Chinese text.
    expect(await titles('zh')).toEqual(['Tomorrow', '维护']);

    await admin().call(adminNoticeSave, {
      id: scheduled.id,
      texts: { en: { title: 'Tomorrow (edited)', content: 'Later' } },
      published: false,
      publishedAt: scheduled.publishedAt,
      reason: 'withdraw',
    });
    expect(await titles('en')).toEqual(['Maintenance']);
    const listed = await admin().call(adminNoticesList, {});
    expect(listed.total).toBe(2);
    expect(listed.items.map((n) => [n.texts.en.title, n.published])).toEqual([
      ['Tomorrow (edited)', false],
      ['Maintenance', true],
    ]);
    expect(await auditActions('notice')).toEqual(['notice.create', 'notice.create', 'notice.update']);
  });

  it('adds, orders, edits and removes carousel images', async () => {
    const second = await admin().call(adminCarouselSave, {
      imageUrl: '/images/b.svg',
      titles: { en: 'B', zh: '乙', bd: '' },
      linkPath: '/pages/raffle/raffle',
      sortOrder: 2,
      reason: 'slide b',
    });
    const first = await admin().call(adminCarouselSave, {
      imageUrl: 'https://cdn.example.com/a.png',
      titles: { en: 'A', zh: '', bd: '' },
      sortOrder: 1,
      reason: 'slide a',
    });
    const hidden = await admin().call(adminCarouselSave, {
      imageUrl: '/images/c.svg',
      titles: { en: 'C', zh: '', bd: '' },
      active: false,
      reason: 'slide c',
    });
    const slides = await t.client().call(carouselImages, { language: 'zh' });
    expect(slides.items.map((s) => [s.id, s.title, s.linkPath])).toEqual([
      [first.id, 'A', ''],
      [second.id, '乙', '/pages/raffle/raffle'],
    ]);
    await admin().call(adminCarouselSave, {
      ...hidden,
      id: hidden.id,
      active: true,
      sortOrder: 0,
      reason: 'show c',
    });
    await admin().call(adminCarouselDelete, { id: second.id, reason: 'expired' });
    expect((await t.client().call(carouselImages, {})).items.map((s) => s.title)).toEqual(['C', 'A']);
    expect((await admin().call(adminCarouselList, {})).items).toHaveLength(2);
    expect(await auditActions('carousel_image')).toEqual([
      'carousel.create',
      'carousel.create',
      'carousel.create',
      'carousel.update',
      'carousel.delete',
    ]);
  });

  it('refuses unsafe links and images, unknown ids and operators without content rights', async () => {
    const base = { titles: { en: 'X', zh: '', bd: '' }, reason: 'test' };
    expect(await refusal(admin().call(adminCarouselSave, { ...base, imageUrl: 'javascript:alert(1)' }))).toBe(
      'parameter_error',
    );
    expect(
      await refusal(
        admin().call(adminCarouselSave, { ...base, imageUrl: '/a.png', linkPath: 'https://evil.example' }),
      ),
    ).toBe('parameter_error');
    expect(await refusal(admin().call(adminCarouselDelete, { id: 999_999, reason: 'test' }))).toBe(
      'not_found',
    );
    expect(
      await refusal(
        admin().call(adminNoticeSave, {
          id: 999_999,
          texts: { en: { title: 'a', content: 'b' } },
          reason: 'test',
        }),
      ),
    ).toBe('not_found');
    expect(
      await refusal(
        admin().call(adminNoticeSave, { texts: { en: { title: '', content: 'b' } }, reason: 'test' }),
      ),
    ).toBe('parameter_error');
    const finance = await t.newOperator('finance');
    expect(await refusal(t.client({ token: finance.token }).call(adminNoticesList, {}))).toBe(
      'permission_denied',
    );
  });
});
