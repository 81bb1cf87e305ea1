import type { Language } from './constants.js';

/**
 * The invitation poster as a file (docs/team.md): GET POSTER_IMAGE_PATH through the wrapper's
 * `download` answers an SVG with the member's QR code and invitation code, its words in the
 * member's language. The app shows it and saves it as it came.
 */
export const POSTER_IMAGE_PATH = '/api/auth/user/promote/poster/image';
export const POSTER_FILENAME = 'cloudmine-invite.svg';

export const POSTER_TEXTS: Record<Language, { title: string; subtitle: string; codeLabel: string }> = {
  en: {
    title: 'Mine with me on Cloudmine',
    subtitle: 'Scan to register with my invitation code',
    codeLabel: 'Invitation code',
  },
  zh: { title: '和我一起在 Cloudmine 挖矿', subtitle: '扫码使用我的邀请码注册', codeLabel: '邀请码' },
  bd: {
    title: 'আমার সাথে Cloudmine-এ মাইনিং করুন',
    subtitle: 'আমার আমন্ত্রণ কোড দিয়ে নিবন্ধন করতে স্ক্যান করুন',
    codeLabel: 'আমন্ত্রণ কোড',
  },
};
