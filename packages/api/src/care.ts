/**
 * Member care constants (docs/member-care.md): upload paths and purposes, identity-verification
 * states and the reasons an operator may reject with, in the three languages. They live outside the
 * zod contract so the browser bundles can import them alone.
 */

/** Multipart upload (not enveloped in the body; the sealed header binds the file's SHA-256). */
export const UPLOAD_PATH = '/api/auth/uploads';
/** GET `${MEMBER_UPLOAD_PATH}/<id>`: the member's own file. */
export const MEMBER_UPLOAD_PATH = '/api/auth/uploads';
/** GET `${ADMIN_UPLOAD_PATH}/<id>`: any member's file, for operators. */
export const ADMIN_UPLOAD_PATH = '/api/admin/uploads';

/** `avatar`: the member's picture, read by its owner and operators only (docs/decisions.md). */
export const UPLOAD_PURPOSES = ['identity', 'support', 'avatar'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const VERIFICATION_STATES = ['none', 'review', 'verified', 'rejected'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/**
 * Why an operator rejects a verification: a fixed list, so the member reads it in their own language
 * whatever language the operator works in (the operator's own words go to the audit log).
 */
export const VERIFICATION_REJECT_REASONS = {
  photo_unclear: {
    en: 'A photo is blurred, dark or cut off; please take it again',
    zh: '照片模糊、过暗或不完整，请重新拍摄',
    bd: 'একটি ছবি ঝাপসা, অন্ধকার বা কাটা; অনুগ্রহ করে আবার তুলুন',
  },
  name_mismatch: {
    en: 'The name does not match the ID document',
    zh: '姓名与证件不符',
    bd: 'নামটি পরিচয়পত্রের সাথে মেলে না',
  },
  number_mismatch: {
    en: 'The ID number does not match the ID document',
    zh: '证件号码与证件不符',
    bd: 'আইডি নম্বরটি পরিচয়পত্রের সাথে মেলে না',
  },
  document_invalid: {
    en: 'The document is expired or not an accepted national ID',
    zh: '证件已过期或不是有效的身份证件',
    bd: 'নথিটি মেয়াদোত্তীর্ণ বা গ্রহণযোগ্য জাতীয় পরিচয়পত্র নয়',
  },
  selfie_mismatch: {
    en: 'The selfie does not match the ID photo',
    zh: '自拍与证件照片不符',
    bd: 'সেলফিটি পরিচয়পত্রের ছবির সাথে মেলে না',
  },
} as const satisfies Record<string, Record<'en' | 'zh' | 'bd', string>>;
export type VerificationRejectReason = keyof typeof VERIFICATION_REJECT_REASONS;
export const VERIFICATION_REJECT_REASON_KEYS = Object.keys(
  VERIFICATION_REJECT_REASONS,
) as VerificationRejectReason[];

/** Images a support message may carry (the "up to 3 images"). */
export const SUPPORT_MAX_IMAGES = 3;

/** What a support ticket is about; a refusal that sends the member to support names its topic. */
export const SUPPORT_TOPICS = ['identity', 'withdrawal', 'deposit', 'account', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** Refusals that tell the member to contact customer service, and the topic support opens with. */
export const SUPPORT_TOPIC_OF_REFUSAL: Partial<Record<string, SupportTopic>> = {
  identity_unverified: 'identity',
  account_banned_bank: 'account',
  account_banned_fraud: 'account',
  deposit_prohibited: 'deposit',
};
