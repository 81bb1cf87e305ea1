import { ACCOUNT_NUMBER_SHAPE, normalizeAccountNumber, TRC20_ADDRESS_SHAPE } from '@cloudmine/api';
import type { CardDraft } from './card-draft';

export type CardProblem = 'required' | 'holderName' | 'phone' | 'account' | 'bank';

/** The bank-card form checked before sending (the server checks again, the bank list included). */
export function checkBankCard(
  draft: CardDraft,
  phonePattern: RegExp,
): Partial<Record<'holderName' | 'phone' | 'account' | 'bankId', CardProblem>> {
  const problems: Partial<Record<'holderName' | 'phone' | 'account' | 'bankId', CardProblem>> = {};
  const name = draft.holderName.trim();
  if (!name) problems.holderName = 'required';
  else if (name.length < 2 || name.length > 64) problems.holderName = 'holderName';
  if (!draft.phone.trim()) problems.phone = 'required';
  else if (!phonePattern.test(draft.phone.trim())) problems.phone = 'phone';
  if (!draft.account.trim()) problems.account = 'required';
  else if (!ACCOUNT_NUMBER_SHAPE.test(normalizeAccountNumber(draft.account))) problems.account = 'account';
  if (draft.bankId === null) problems.bankId = 'bank';
  return problems;
}

/** Only the shape: the checksum is the server's (bank_card_error when it does not match). */
export function looksLikeTrc20(address: string): boolean {
  return TRC20_ADDRESS_SHAPE.test(address.trim());
}
