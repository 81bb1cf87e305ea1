import {
  LANGUAGES,
  renderTemplate,
  TEMPLATE_VARIABLES,
  unknownVariables,
  type Language,
} from '@cloudmine/api';
import { z } from 'zod';
import type { Trx } from '../../platform/db/transaction.js';
import { setting, settingsOf, type SettingsReader } from '../../platform/settings/settings.js';
import { ACCOUNT_SECURITY_TEXTS } from './account-security-texts.js';
import { insertMessage } from './messages-repository.js';

/**
 * Texts the platform sends on its own, editable by operators in the console's settings: SMS texts
 * (one string per language) and in-app messages (title and content per language). `{name}` inserts a
 * variable; each template accepts only the variables of its list (`TEMPLATE_VARIABLES` in the
 * contract package, which the console shows), so an operator's typo is refused when saved instead of
 * reaching members as a literal `{amout}`.
 */
type TemplateKey = keyof typeof TEMPLATE_VARIABLES;
export type SmsTemplate = Extract<TemplateKey, `templates.sms.${string}`>;
export type MessageTemplate = Extract<TemplateKey, `templates.message.${string}`>;

function checked<S extends z.ZodType<string>>(text: S, allowed: readonly string[]) {
  return text.superRefine((value, context) => {
    const unknown = unknownVariables(value, allowed);
    if (unknown.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `unknown variable ${unknown.map((name) => `{${name}}`).join(', ')}; allowed: ${
          allowed.map((name) => `{${name}}`).join(', ') || 'none'
        }`,
      });
    }
  });
}

function smsTemplate(key: SmsTemplate, defaults: Record<Language, string>) {
  const text = checked(z.string().trim().min(1).max(300), TEMPLATE_VARIABLES[key]);
  return setting(z.object({ zh: text, en: text, bd: text }), defaults, 'texts');
}

/** An in-app message template: title and content per language, each checked against its list. */
function messageTemplate(
  key: MessageTemplate,
  defaults: Record<Language, { title: string; content: string }>,
) {
  const allowed = TEMPLATE_VARIABLES[key];
  const article = z.object({
    title: checked(z.string().trim().min(1).max(100), allowed),
    content: checked(z.string().trim().min(1).max(2000), allowed),
  });
  return setting(z.object({ zh: article, en: article, bd: article }), defaults, 'messages');
}

export const templateSettings = settingsOf('messages', {
  'templates.sms.code': smsTemplate('templates.sms.code', {
    en: 'Your verification code is {code}. It expires in {minutes} minutes.',
    zh: '您的验证码是 {code}，{minutes} 分钟内有效。',
    bd: 'আপনার যাচাইকরণ কোড {code}। এটি {minutes} মিনিটের মধ্যে মেয়াদোত্তীর্ণ হবে।',
  }),
  'templates.sms.withdrawal_paid': smsTemplate('templates.sms.withdrawal_paid', {
    en: 'Your withdrawal of {amount} USD has been paid.',
    zh: '您的提现 {amount} USD 已到账。',
    bd: 'আপনার {amount} USD উত্তোলন পরিশোধ করা হয়েছে।',
  }),
  'templates.sms.withdrawal_rejected': smsTemplate('templates.sms.withdrawal_rejected', {
    en: 'Your withdrawal of {amount} USD was rejected and is back in your balance. Reason: {reason}',
    zh: '您的提现 {amount} USD 被拒绝，已退回余额。原因：{reason}',
    bd: 'আপনার {amount} USD উত্তোলন প্রত্যাখ্যাত হয়েছে এবং ব্যালেন্সে ফেরত এসেছে। কারণ: {reason}',
  }),
  'templates.sms.password_changed': smsTemplate('templates.sms.password_changed', {
    en: 'Your login password was changed. If this was not you, contact customer service at once.',
    zh: '您的登录密码已修改。如非本人操作，请立即联系客服。',
    bd: 'আপনার লগইন পাসওয়ার্ড পরিবর্তন করা হয়েছে। এটি আপনি না করে থাকলে এখনই গ্রাহক সেবায় যোগাযোগ করুন।',
  }),
  'templates.message.recharge_credited': messageTemplate('templates.message.recharge_credited', {
    en: { title: 'Recharge credited', content: 'Your recharge of {amount} USD is in your balance.' },
    zh: { title: '充值已到账', content: '您充值的 {amount} USD 已存入余额。' },
    bd: { title: 'রিচার্জ জমা হয়েছে', content: 'আপনার {amount} USD রিচার্জ আপনার ব্যালেন্সে জমা হয়েছে।' },
  }),
  'templates.message.withdrawal_paid': messageTemplate('templates.message.withdrawal_paid', {
    en: { title: 'Withdrawal paid', content: 'Your withdrawal of {amount} USD has been paid.' },
    zh: { title: '提现已到账', content: '您的提现 {amount} USD 已到账。' },
    bd: { title: 'উত্তোলন পরিশোধিত', content: 'আপনার {amount} USD উত্তোলন পরিশোধ করা হয়েছে।' },
  }),
  'templates.message.withdrawal_rejected': messageTemplate('templates.message.withdrawal_rejected', {
    en: {
      title: 'Withdrawal rejected',
      content:
        'Your withdrawal of {amount} USD was rejected and the amount with its fee is back in your balance. Reason: {reason}',
    },
    zh: {
      title: '提现被拒绝',
      content: '您的提现 {amount} USD 被拒绝，金额及手续费已退回余额。原因：{reason}',
    },
    bd: {
      title: 'উত্তোলন প্রত্যাখ্যাত',
      content:
        'আপনার {amount} USD উত্তোলন প্রত্যাখ্যাত হয়েছে এবং ফি সহ অর্থ আপনার ব্যালেন্সে ফেরত এসেছে। কারণ: {reason}',
    },
  }),
  // Account-security notices (defaults: account-security-texts.ts).
  'templates.message.login_password_changed': messageTemplate(
    'templates.message.login_password_changed',
    ACCOUNT_SECURITY_TEXTS.login_password_changed,
  ),
  'templates.message.fund_password_changed': messageTemplate(
    'templates.message.fund_password_changed',
    ACCOUNT_SECURITY_TEXTS.fund_password_changed,
  ),
  'templates.message.payout_account_bound': messageTemplate(
    'templates.message.payout_account_bound',
    ACCOUNT_SECURITY_TEXTS.payout_account_bound,
  ),
  'templates.message.payout_account_changed': messageTemplate(
    'templates.message.payout_account_changed',
    ACCOUNT_SECURITY_TEXTS.payout_account_changed,
  ),
  'templates.message.payout_account_deleted': messageTemplate(
    'templates.message.payout_account_deleted',
    ACCOUNT_SECURITY_TEXTS.payout_account_deleted,
  ),
  'templates.message.two_factor_enabled': messageTemplate(
    'templates.message.two_factor_enabled',
    ACCOUNT_SECURITY_TEXTS.two_factor_enabled,
  ),
  'templates.message.two_factor_disabled': messageTemplate(
    'templates.message.two_factor_disabled',
    ACCOUNT_SECURITY_TEXTS.two_factor_disabled,
  ),
});

/** An SMS text in one language with its variables filled in. */
export async function smsText(
  settings: SettingsReader<typeof templateSettings>,
  key: SmsTemplate,
  language: Language,
  values: Record<string, string>,
): Promise<string> {
  const texts = await settings.get(key);
  return renderTemplate(texts[language], values);
}

/** An in-app message in every language (the member reads theirs), its variables filled in. */
async function messageTexts(
  settings: SettingsReader<typeof templateSettings>,
  key: MessageTemplate,
  values: Record<string, string>,
) {
  const texts = await settings.get(key);
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      {
        title: renderTemplate(texts[language].title, values),
        content: renderTemplate(texts[language].content, values),
      },
    ]),
  ) as Record<Language, { title: string; content: string }>;
}

/** Sends one member an in-app message from a template, in the transaction of what it tells about. */
export async function sendTemplatedMessage(
  trx: Trx,
  settings: SettingsReader<typeof templateSettings>,
  message: { memberId: number; template: MessageTemplate; values: Record<string, string>; at: Date },
): Promise<void> {
  const texts = await messageTexts(settings, message.template, message.values);
  await insertMessage(trx, { memberId: message.memberId, texts, at: message.at });
}
