import type { Services } from '../app/services.js';
import { inTransaction } from '../platform/db/transaction.js';
import { insertNotice, insertSlide } from '../modules/content/content-repository.js';

/** The first notice carries an emoji in each language, as operators write them (docs/web-app.md, "Fonts"). */
const NOTICE_EMOJI = '🎉';

const NOTICES = [
  {
    en: {
      title: `${NOTICE_EMOJI} Welcome to Cloudmine`,
      content: 'Buy a mining machine in the Mall and collect income every day.',
    },
    zh: { title: `${NOTICE_EMOJI} 欢迎来到 Cloudmine`, content: '在商城购买矿机，每天领取收益。' },
    bd: {
      title: `${NOTICE_EMOJI} Cloudmine-এ স্বাগতম`,
      content: 'মলে একটি মাইনিং মেশিন কিনুন এবং প্রতিদিন আয় সংগ্রহ করুন।',
    },
  },
  {
    en: {
      title: 'Invite friends, earn rebates',
      content: 'Share your invitation code: you earn on three team levels.',
    },
    zh: { title: '邀请好友，赚取返利', content: '分享您的邀请码：三级团队均可获得收益。' },
    bd: {
      title: 'বন্ধুদের আমন্ত্রণ জানান, রিবেট আয় করুন',
      content: 'আপনার আমন্ত্রণ কোড শেয়ার করুন: তিন স্তরের টিম থেকে আয় করুন।',
    },
  },
  {
    en: {
      title: 'Daily check-in',
      content: 'Check in every day for points; seven days in a row earns a bonus.',
    },
    zh: { title: '每日签到', content: '每天签到领积分，连续七天额外奖励。' },
    bd: { title: 'দৈনিক চেক-ইন', content: 'প্রতিদিন চেক-ইন করে পয়েন্ট নিন; টানা সাত দিনে বোনাস।' },
  },
];

const CAROUSEL = [
  {
    image: '/images/carousel-mining.svg',
    link: '/pages/mall/mall',
    titles: { en: 'Cloud mining', zh: '云挖矿', bd: 'ক্লাউড মাইনিং' },
  },
  {
    image: '/images/carousel-team.svg',
    link: '/pages/invite/invite',
    titles: { en: 'Invite friends', zh: '邀请好友', bd: 'বন্ধুদের আমন্ত্রণ' },
  },
  {
    image: '/images/carousel-checkin.svg',
    link: '/pages/checking/checking',
    titles: { en: 'Daily check-in', zh: '每日签到', bd: 'দৈনিক চেক-ইন' },
  },
];

export async function seedContent(services: Services): Promise<void> {
  const { db, clock } = services;
  const now = clock.now();
  await inTransaction(db, async (trx) => {
    for (const [index, texts] of NOTICES.entries()) {
      const publishedAt = new Date(now.getTime() - index * 3_600_000).toISOString();
      await insertNotice(
        trx,
        { texts_json: JSON.stringify(texts), published: 1, published_at: publishedAt },
        now.toISOString(),
      );
    }
    for (const [index, slide] of CAROUSEL.entries()) {
      await insertSlide(
        trx,
        {
          image_url: slide.image,
          titles_json: JSON.stringify(slide.titles),
          link_path: slide.link,
          sort_order: index,
          active: 1,
        },
        now.toISOString(),
      );
    }
  });
  // `app.download_url` stays unset: the demo has no app package to offer, and Home hides the link
  // until the operator sets a real address (no placeholder URL, issue 18).
}
