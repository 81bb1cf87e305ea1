/**
 * The bank-card form while the member picks a bank on its own page (SPEC §2 /pages/addCard/bank):
 * kept in sessionStorage, so going there and back keeps what was typed, and a closed tab forgets it.
 */
export interface CardDraft {
  holderName: string;
  phone: string;
  account: string;
  bankId: number | null;
  bankName: string;
}

const KEY = 'bank-card-draft';

export const EMPTY_DRAFT: CardDraft = { holderName: '', phone: '', account: '', bankId: null, bankName: '' };

export function readDraft(): CardDraft {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return EMPTY_DRAFT;
    const value = JSON.parse(raw) as Partial<CardDraft>;
    return {
      holderName: typeof value.holderName === 'string' ? value.holderName : '',
      phone: typeof value.phone === 'string' ? value.phone : '',
      account: typeof value.account === 'string' ? value.account : '',
      bankId: typeof value.bankId === 'number' ? value.bankId : null,
      bankName: typeof value.bankName === 'string' ? value.bankName : '',
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function writeDraft(draft: CardDraft | null): void {
  try {
    if (draft) sessionStorage.setItem(KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Private mode: the draft lives only as long as the page.
  }
}
