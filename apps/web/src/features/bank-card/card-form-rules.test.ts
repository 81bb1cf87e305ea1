import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT } from './card-draft';
import { checkBankCard, looksLikeTrc20 } from './card-form-rules';

const phonePattern = /^01[3-9]\d{8}$/;

describe('bank card form', () => {
  it('accepts a complete card, the account grouped as printed', () => {
    const draft = {
      holderName: 'Rahim Uddin',
      phone: '01712345678',
      account: '1234 5678-9012',
      bankId: 3,
      bankName: 'X',
    };
    expect(checkBankCard(draft, phonePattern)).toEqual({});
  });

  it('names each missing or wrong field', () => {
    expect(checkBankCard(EMPTY_DRAFT, phonePattern)).toEqual({
      holderName: 'required',
      phone: 'required',
      account: 'required',
      bankId: 'bank',
    });
    expect(
      checkBankCard(
        { holderName: 'R', phone: '0123', account: '12ab', bankId: 1, bankName: '' },
        phonePattern,
      ),
    ).toEqual({ holderName: 'holderName', phone: 'phone', account: 'account' });
  });

  it('checks the shape of a TRC20 address', () => {
    expect(looksLikeTrc20('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(looksLikeTrc20(' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ')).toBe(true);
    expect(looksLikeTrc20('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj0t')).toBe(false);
    expect(looksLikeTrc20('0x12345')).toBe(false);
  });
});
