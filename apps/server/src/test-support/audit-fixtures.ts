import {
  adminBankSave,
  adminBargainEventsCreate,
  adminBargainEventsSetActive,
  adminCarouselDelete,
  adminCarouselSave,
  adminCouponsIssue,
  adminExportPostings,
  adminExportTrends,
  adminExportRecharges,
  adminExportWithdrawals,
  adminFundSave,
  adminLotteryPrizeSave,
  adminMallProductSave,
  adminMemberAdjust,
  adminMemberBan,
  adminMemberFlags,
  adminMemberUnban,
  adminMessageSend,
  adminNoticeSave,
  adminOperatorsCreate,
  adminOperatorsUpdate,
  adminPaymentChannelSave,
  adminQuickReplyDelete,
  adminQuickReplySave,
  adminSupportAssign,
  adminSupportClose,
  adminSupportReply,
  adminVerificationApprove,
  adminVerificationReject,
  adminVerificationsList,
  supportOpen,
  UPLOAD_PATH,
  verificationSubmit,
  type UploadedFile,
  adminPledgeProductSave,
  adminRechargeConfirm,
  adminRechargeFail,
  adminRedpackCreate,
  adminRedpackGenerate,
  adminRedpackStatus,
  adminSettingsUpdate,
  adminJobRerun,
  adminWithdrawalApprove,
  adminWithdrawalReject,
  paymentStart,
  type ApiClient,
  type CallDef,
  type CallRequest,
} from '@cloudmine/api';
import { createMiningProduct, FUND_TERMS, MINING_PRODUCT_INPUT, PLEDGE_PRODUCT_TERMS } from './earning.js';
import { createMember, type TestMember } from './factories.js';
import { fileClient, pngWithText } from './files.js';
import type { TestApp } from './test-app.js';
import { applyWithdrawal, createChannel, nagadChannelInput, withdrawingMember } from './wallet-fixtures.js';
import { newKey } from './refusal.js';

/** What a fixture may use to set the scene before its call: the app and an owner's client. */
export interface FixtureContext {
  t: TestApp;
  owner: ApiClient;
  ownerToken: string;
}

/** One realistic successful payload of an audited admin call, and the audit action it must write. */
export interface AuditFixture {
  call: CallDef;
  action: string;
  payload(context: FixtureContext): Promise<unknown>;
}

/** `fixture(call)(action, payload)`: the call first, so the payload is typed by its contract. */
function fixture<C extends CallDef>(call: C) {
  return (
    action: string,
    payload: (context: FixtureContext) => CallRequest<C> | Promise<CallRequest<C>>,
  ): AuditFixture => ({ call, action, payload: async (context) => payload(context) });
}

let counter = 0;
const unique = () => `${process.pid}${(counter += 1)}`;
const inHours = (t: TestApp, hours: number) =>
  new Date(t.clock.now().getTime() + hours * 3_600_000).toISOString();

async function withdrawal({ t }: FixtureContext): Promise<number> {
  const { client } = await withdrawingMember(t, { balanceMinor: 200_00 });
  return (await applyWithdrawal(client, '50')).id;
}

/** A member's verification under review, with three photos they uploaded. */
async function verificationUnderReview({ t, owner }: FixtureContext): Promise<number> {
  const member = await createMember(t.services);
  const files = fileClient(t, member.token);
  const photo = async () =>
    (await files.upload<UploadedFile>(UPLOAD_PATH, { purpose: 'identity' }, new Blob([pngWithText()]))).id;
  await t.client({ token: member.token }).call(verificationSubmit, {
    legalName: 'Rahim Uddin',
    idNumber: `BD${unique()}`,
    frontUploadId: await photo(),
    backUploadId: await photo(),
    selfieUploadId: await photo(),
  });
  const queue = await owner.call(adminVerificationsList, { memberId: member.id });
  const row = queue.items[0];
  if (!row) throw new Error('verification missing');
  return row.id;
}

async function supportTicket({ t }: FixtureContext): Promise<number> {
  const member = await createMember(t.services);
  const opened = await t
    .client({ token: member.token })
    .call(supportOpen, { topic: 'other', text: 'Hello', uploadIds: [] });
  return opened.id;
}

const QUICK_REPLY_TEXTS = { zh: '您好', en: 'Hello', bd: 'হ্যালো' };

async function manualRecharge({ t }: FixtureContext): Promise<number> {
  const member = await t.newMember();
  const order = await t.client({ token: member.token }).call(paymentStart, {
    channelId: await createChannel(t.services, { kind: 'bank_transfer' }),
    amount: '30',
    payerReference: 'TRX-778812',
    idempotencyKey: newKey(),
  });
  return order.recharge.id;
}

async function bannedMember({ t, owner }: FixtureContext): Promise<TestMember> {
  const member = await t.newMember();
  await owner.call(adminMemberBan, { memberId: member.id, kind: 'fraud', reason: 'chargeback ring' });
  return member;
}

async function bargainEvent({ t, owner, ownerToken }: FixtureContext): Promise<number> {
  const product = await createMiningProduct(t, ownerToken);
  const event = await owner.call(adminBargainEventsCreate, {
    productId: product.id,
    titles: { en: 'S19 miner', zh: 'S19 矿机', bd: 'S19 মাইনার' },
    floorPrice: '10',
    cutsRequired: 5,
    reason: 'November promotion',
  });
  return event.id;
}

const article = (title: string) => ({
  en: { title, content: `${title} body` },
  zh: { title: `${title} 中`, content: '内容' },
});

/**
 * Every audited admin call (one with `audit` in its contract) needs an entry here: the generic test
 * fails for an audited call without one, so a new action cannot skip its audit check.
 */
export const AUDIT_FIXTURES: readonly AuditFixture[] = [
  fixture(adminOperatorsCreate)('operator.create', () => ({
    username: `amy.${unique()}`,
    role: 'finance',
    reason: 'new hire',
  })),
  fixture(adminOperatorsUpdate)('operator.update', async ({ t }) => ({
    operatorId: (await t.newOperator('support')).id,
    role: 'content',
    reason: 'moved to the content team',
  })),
  // A past day (the test clock starts on 2026-01-15); the daily reconcile only reads money.
  fixture(adminJobRerun)('jobs.rerun', () => ({
    job: 'daily-reconcile',
    businessDay: '2026-01-01',
    reason: 'checking the ledger again',
  })),
  fixture(adminSettingsUpdate)('setting.update', () => ({
    key: 'sms.resend_seconds',
    value: 90,
    reason: 'fewer texts',
  })),
  fixture(adminMemberBan)('member.ban_bank', async ({ t }) => ({
    memberId: (await t.newMember()).id,
    kind: 'bank',
    reason: 'bank froze the account',
  })),
  fixture(adminMemberUnban)('member.unban', async (context) => ({
    memberId: (await bannedMember(context)).id,
    reason: 'cleared by review',
  })),
  fixture(adminMemberFlags)('member.flags', async ({ t }) => ({
    memberId: (await t.newMember()).id,
    identityVerified: true,
    vipLevel: 2,
    reason: 'ID checked on video call',
  })),
  fixture(adminMemberAdjust)('member.top_up', async ({ t }) => ({
    memberId: (await t.newMember()).id,
    wallet: 'balance',
    direction: 'credit',
    amount: '12.50',
    reason: 'goodwill for a late payout',
    idempotencyKey: newKey(),
  })),
  fixture(adminCouponsIssue)('coupon.issue', async ({ t }) => ({
    phones: [(await t.newMember()).phone],
    title: { en: 'Five off', zh: '', bd: '' },
    value: '5',
    expiresAt: inHours(t, 48),
    reason: 'welcome coupon',
  })),
  fixture(adminNoticeSave)('notice.create', () => ({
    texts: article('Maintenance'),
    reason: 'announce',
  })),
  fixture(adminCarouselSave)('carousel.create', () => ({
    imageUrl: '/images/b.svg',
    titles: { en: 'Spring', zh: '春', bd: '' },
    linkPath: '/pages/raffle/raffle',
    reason: 'spring slide',
  })),
  fixture(adminCarouselDelete)('carousel.delete', async ({ owner }) => ({
    id: (
      await owner.call(adminCarouselSave, {
        imageUrl: '/images/c.svg',
        titles: { en: 'Old', zh: '', bd: '' },
        reason: 'slide',
      })
    ).id,
    reason: 'campaign over',
  })),
  fixture(adminMessageSend)('message.send', async ({ t }) => ({
    phone: (await t.newMember()).phone,
    texts: article('For you'),
    reason: 'answer to a ticket',
  })),
  fixture(adminLotteryPrizeSave)('lottery.prize_create', () => ({
    names: { en: 'Ten points', zh: '十积分', bd: '' },
    kind: 'points',
    amount: '10',
    weight: 50,
    reason: 'new prize',
  })),
  fixture(adminRedpackCreate)('redpack.create', ({ t }) => ({
    code: `FIX${unique()}`,
    totalAmount: '10',
    perClaimMin: '1',
    perClaimMax: '1',
    endsAt: inHours(t, 24),
    reason: 'Eid code',
  })),
  fixture(adminRedpackGenerate)('redpack.generate', ({ t }) => ({
    count: 3,
    totalCount: 1,
    perClaimMin: '0.50',
    perClaimMax: '2',
    endsAt: inHours(t, 48),
    reason: 'campaign',
  })),
  fixture(adminRedpackStatus)('redpack.paused', async ({ t, owner }) => ({
    id: (
      await owner.call(adminRedpackCreate, {
        totalCount: 5,
        perClaimMin: '1',
        perClaimMax: '1',
        endsAt: inHours(t, 24),
        reason: 'code to pause',
      })
    ).id,
    status: 'paused',
    reason: 'abuse suspected',
  })),
  fixture(adminBargainEventsCreate)('bargain_event.create', async ({ t, ownerToken }) => ({
    productId: (await createMiningProduct(t, ownerToken)).id,
    titles: { en: 'S19 miner', zh: 'S19 矿机', bd: 'S19 মাইনার' },
    originalPrice: '100',
    floorPrice: '10',
    cutsRequired: 5,
    reason: 'November promotion',
  })),
  fixture(adminBargainEventsSetActive)('bargain_event.close', async (context) => ({
    eventId: await bargainEvent(context),
    active: false,
    reason: 'stock ran out',
  })),
  fixture(adminPaymentChannelSave)('payment_channel.create', () => nagadChannelInput(`Nagad ${unique()}`)),
  fixture(adminRechargeConfirm)('recharge.confirm', async (context) => ({
    rechargeId: await manualRecharge(context),
    reason: 'seen on the account statement',
  })),
  fixture(adminRechargeFail)('recharge.fail', async (context) => ({
    rechargeId: await manualRecharge(context),
    reason: 'nothing received after 48 hours',
  })),
  fixture(adminWithdrawalApprove)('withdrawal.approve', async (context) => ({
    withdrawalId: await withdrawal(context),
  })),
  fixture(adminWithdrawalReject)('withdrawal.reject', async (context) => ({
    withdrawalId: await withdrawal(context),
    reason: 'account name does not match',
  })),
  fixture(adminBankSave)('bank.create', () => ({ name: `BRAC Bank ${unique()}`, reason: 'new bank' })),
  fixture(adminMallProductSave)('mall.product.create', () => ({
    ...MINING_PRODUCT_INPUT,
    reason: 'new machine',
  })),
  fixture(adminPledgeProductSave)('pledge.product.create', () => ({
    name: { en: 'USDT staking', zh: 'USDT 质押', bd: '' },
    ...PLEDGE_PRODUCT_TERMS,
    reason: 'new pledge product',
  })),
  fixture(adminFundSave)('fund.create', () => ({
    name: { en: 'Green energy fund', zh: '绿色能源基金', bd: '' },
    ...FUND_TERMS,
    reason: 'new fund',
  })),
  fixture(adminVerificationApprove)('verification.approve', async (context) => ({
    verificationId: await verificationUnderReview(context),
  })),
  fixture(adminVerificationReject)('verification.reject', async (context) => ({
    verificationId: await verificationUnderReview(context),
    rejectReason: 'selfie_mismatch',
    reason: 'selfie shows someone else',
  })),
  fixture(adminSupportAssign)('support.assign', async (context) => ({
    ticketId: await supportTicket(context),
  })),
  fixture(adminSupportReply)('support.reply', async (context) => ({
    ticketId: await supportTicket(context),
    text: 'We are on it',
    uploadIds: [],
  })),
  fixture(adminSupportClose)('support.close', async (context) => ({
    ticketId: await supportTicket(context),
  })),
  fixture(adminQuickReplySave)('support.quick_reply.create', () => ({
    title: `Greeting ${unique()}`,
    texts: QUICK_REPLY_TEXTS,
  })),
  fixture(adminQuickReplyDelete)('support.quick_reply.delete', async ({ owner }) => ({
    id: (await owner.call(adminQuickReplySave, { title: `Greeting ${unique()}`, texts: QUICK_REPLY_TEXTS }))
      .id,
  })),
  fixture(adminExportPostings)('export.postings', () => ({})),
  fixture(adminExportWithdrawals)('export.withdrawals', () => ({ state: 'under_review' })),
  fixture(adminExportRecharges)('export.recharges', () => ({ state: 'successful' })),
  fixture(adminExportTrends)('export.trends', () => ({ chart: 'flow' })),
];
