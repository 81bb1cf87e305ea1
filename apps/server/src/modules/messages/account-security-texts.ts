import type { Language } from '@cloudmine/api';
import type { Article } from '../content/index.js';

/**
 * The default texts of the account-security notices (operator settings
 * `templates.message.<notice>`): today's wording, so a platform that never edits them reads as before.
 * Each tells the member of a change so that one they did not make is noticed.
 */
export const ACCOUNT_SECURITY_TEXTS = {
  login_password_changed: {
    en: {
      title: 'Login password changed',
      content:
        'Your login password was changed and every device was signed out. If this was not you, contact customer service at once.',
    },
    zh: {
      title: '登录密码已修改',
      content: '您的登录密码已修改，所有设备均已退出登录。如非本人操作，请立即联系客服。',
    },
    bd: {
      title: 'লগইন পাসওয়ার্ড পরিবর্তন হয়েছে',
      content:
        'আপনার লগইন পাসওয়ার্ড পরিবর্তন করা হয়েছে এবং সব ডিভাইস থেকে সাইন আউট করা হয়েছে। এটি আপনি না করে থাকলে এখনই গ্রাহক সেবায় যোগাযোগ করুন।',
    },
  },
  fund_password_changed: {
    en: {
      title: 'Fund password changed',
      content:
        'Your fund password was set or changed. If this was not you, contact customer service at once.',
    },
    zh: {
      title: '资金密码已修改',
      content: '您的资金密码已设置或修改。如非本人操作，请立即联系客服。',
    },
    bd: {
      title: 'ফান্ড পাসওয়ার্ড পরিবর্তন হয়েছে',
      content:
        'আপনার ফান্ড পাসওয়ার্ড সেট বা পরিবর্তন করা হয়েছে। এটি আপনি না করে থাকলে এখনই গ্রাহক সেবায় যোগাযোগ করুন।',
    },
  },
  payout_account_bound: {
    en: {
      title: 'Withdrawal account added',
      content:
        'A bank card or USDT address was added to your account for withdrawals. If this was not you, contact customer service at once.',
    },
    zh: {
      title: '已添加提现账户',
      content: '您的账户已添加用于提现的银行卡或USDT地址。如非本人操作，请立即联系客服。',
    },
    bd: {
      title: 'উত্তোলন অ্যাকাউন্ট যোগ হয়েছে',
      content:
        'উত্তোলনের জন্য আপনার অ্যাকাউন্টে একটি ব্যাংক কার্ড বা USDT ঠিকানা যোগ করা হয়েছে। এটি আপনি না করে থাকলে এখনই গ্রাহক সেবায় যোগাযোগ করুন।',
    },
  },
  payout_account_changed: {
    en: {
      title: 'Withdrawal account changed',
      content:
        'Your bank card or USDT address for withdrawals was changed. Withdrawals to it are held for a while for your safety. If this was not you, contact customer service at once.',
    },
    zh: {
      title: '提现账户已修改',
      content:
        '您用于提现的银行卡或USDT地址已修改。为了您的安全，提现到该账户将暂缓一段时间。如非本人操作，请立即联系客服。',
    },
    bd: {
      title: 'উত্তোলন অ্যাকাউন্ট পরিবর্তন হয়েছে',
      content:
        'উত্তোলনের জন্য আপনার ব্যাংক কার্ড বা USDT ঠিকানা পরিবর্তন করা হয়েছে। আপনার নিরাপত্তার জন্য কিছু সময় এতে উত্তোলন স্থগিত থাকবে। এটি আপনি না করে থাকলে এখনই গ্রাহক সেবায় যোগাযোগ করুন।',
    },
  },
  payout_account_deleted: {
    en: {
      title: 'Withdrawal account removed',
      content:
        'A bank card or USDT address was removed from your account. If this was not you, contact customer service at once.',
    },
    zh: {
      title: '已删除提现账户',
      content: '您账户中的一个银行卡或USDT地址已被删除。如非本人操作，请立即联系客服。',
    },
    bd: {
      title: 'উত্তোলন অ্যাকাউন্ট মুছে ফেলা হয়েছে',
      content:
        'আপনার অ্যাকাউন্ট থেকে একটি ব্যাংক কার্ড বা USDT ঠিকানা মুছে ফেলা হয়েছে। এটি আপনি না করে থাকলে এখনই গ্রাহক সেবায় যোগাযোগ করুন।',
    },
  },
  two_factor_enabled: {
    en: {
      title: 'Authenticator turned on',
      content:
        'Two-step verification with an authenticator app is now on for your account. If this was not you, contact customer service at once.',
    },
    zh: {
      title: '已开启身份验证器',
      content: '您的账户已开启身份验证器两步验证。如非本人操作，请立即联系客服。',
    },
    bd: {
      title: 'অথেনটিকেটর চালু হয়েছে',
      content:
        'আপনার অ্যাকাউন্টে অথেনটিকেটর অ্যাপ দিয়ে দুই-ধাপ যাচাই এখন চালু। এটি আপনি না করে থাকলে এখনই গ্রাহক সেবায় যোগাযোগ করুন।',
    },
  },
  two_factor_disabled: {
    en: {
      title: 'Authenticator turned off',
      content:
        'Two-step verification with an authenticator app was turned off for your account. If this was not you, contact customer service at once.',
    },
    zh: {
      title: '已关闭身份验证器',
      content: '您的账户已关闭身份验证器两步验证。如非本人操作，请立即联系客服。',
    },
    bd: {
      title: 'অথেনটিকেটর বন্ধ হয়েছে',
      content:
        'আপনার অ্যাকাউন্টে অথেনটিকেটর অ্যাপ দিয়ে দুই-ধাপ যাচাই বন্ধ করা হয়েছে। এটি আপনি না করে থাকলে এখনই গ্রাহক সেবায় যোগাযোগ করুন।',
    },
  },
} satisfies Record<string, Record<Language, Article>>;
