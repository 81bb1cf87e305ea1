import type { Language } from '@cloudmine/api';

/** Every word of the sandbox pay page, in the payer's language (the app passes it as `lang`). */
export interface SandboxPayTexts {
  sandbox: string;
  title: string;
  payTo: string;
  merchant: string;
  orderNo: string;
  tradeNo: string;
  pay: (amount: string) => string;
  cancel: string;
  payHint: string;
  paidTitle: string;
  paidConfirmed: string;
  paidWaiting: string;
  failedTitle: string;
  failedNext: string;
  backToApp: string;
  unknownTitle: string;
  refusedTitle: string;
  /** Under either of the two titles above. */
  invalidLink: string;
}

/** Who the member pays: the app itself. */
const MERCHANT = 'Cloudmine';

export const SANDBOX_PAY_TEXTS: Record<Language, SandboxPayTexts> = {
  en: {
    sandbox: 'Test payment · no real money moves',
    title: 'Pay for your recharge',
    payTo: 'Amount to pay',
    merchant: MERCHANT,
    orderNo: 'Order number',
    tradeNo: 'Payment reference',
    pay: (amount) => `Pay ${amount}`,
    cancel: 'Cancel payment',
    payHint: 'After paying you return to Cloudmine, where your recharge record shows the result.',
    paidTitle: 'Payment successful',
    paidConfirmed: 'Cloudmine has confirmed your payment and credited your balance.',
    paidWaiting:
      'Cloudmine has not confirmed your payment yet. It is sent again until it is; your balance is credited then, and your recharge record shows it.',
    failedTitle: 'Payment cancelled',
    failedNext: 'No money was taken. You can start a new recharge in the app.',
    backToApp: 'Back to Cloudmine',
    unknownTitle: 'Payment not found',
    refusedTitle: 'Payment not accepted',
    invalidLink: 'This payment link is not valid. Start the recharge again in the app.',
  },
  zh: {
    sandbox: '测试支付 · 不会产生真实资金流动',
    title: '支付充值订单',
    payTo: '应付金额',
    merchant: MERCHANT,
    orderNo: '订单号',
    tradeNo: '支付流水号',
    pay: (amount) => `支付 ${amount}`,
    cancel: '取消支付',
    payHint: '支付后将返回 Cloudmine，可在充值记录中查看结果。',
    paidTitle: '支付成功',
    paidConfirmed: 'Cloudmine 已确认您的付款，金额已存入余额。',
    paidWaiting: 'Cloudmine 尚未确认您的付款，系统会持续通知直至确认；确认后金额存入余额，充值记录中可查看。',
    failedTitle: '支付已取消',
    failedNext: '未扣取任何款项。您可以在应用中重新发起充值。',
    backToApp: '返回 Cloudmine',
    unknownTitle: '未找到该支付',
    refusedTitle: '支付未被接受',
    invalidLink: '此支付链接无效，请在应用中重新发起充值。',
  },
  bd: {
    sandbox: 'পরীক্ষামূলক পেমেন্ট · কোনো আসল টাকা লেনদেন হয় না',
    title: 'আপনার রিচার্জের পেমেন্ট',
    payTo: 'পরিশোধের পরিমাণ',
    merchant: MERCHANT,
    orderNo: 'অর্ডার নম্বর',
    tradeNo: 'পেমেন্ট রেফারেন্স',
    pay: (amount) => `${amount} পরিশোধ করুন`,
    cancel: 'পেমেন্ট বাতিল করুন',
    payHint: 'পরিশোধের পর আপনি Cloudmine-এ ফিরে যাবেন, রিচার্জ রেকর্ডে ফলাফল দেখা যাবে।',
    paidTitle: 'পেমেন্ট সফল হয়েছে',
    paidConfirmed: 'Cloudmine আপনার পেমেন্ট নিশ্চিত করেছে এবং আপনার ব্যালেন্সে জমা করেছে।',
    paidWaiting:
      'Cloudmine এখনো আপনার পেমেন্ট নিশ্চিত করেনি। নিশ্চিত না হওয়া পর্যন্ত আবার পাঠানো হবে; তখন ব্যালেন্সে জমা হবে এবং রিচার্জ রেকর্ডে দেখা যাবে।',
    failedTitle: 'পেমেন্ট বাতিল হয়েছে',
    failedNext: 'কোনো টাকা কাটা হয়নি। অ্যাপে নতুন করে রিচার্জ শুরু করতে পারেন।',
    backToApp: 'Cloudmine-এ ফিরে যান',
    unknownTitle: 'পেমেন্ট পাওয়া যায়নি',
    refusedTitle: 'পেমেন্ট গ্রহণ করা হয়নি',
    invalidLink: 'এই পেমেন্ট লিংকটি বৈধ নয়। অ্যাপে আবার রিচার্জ শুরু করুন।',
  },
};
