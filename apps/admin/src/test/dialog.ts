import { screen } from '@testing-library/react';

/**
 * The open antd dialog with this title. Ant Design gives every dialog the same id under test, so
 * `getByRole('dialog', { name })` cannot tell them apart; the title text can.
 */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`no dialog around ${title}`);
  return dialog;
}

/**
 * The open confirmation (`modal.confirm`) with this title. Role queries scoped to it stay cheap:
 * over the whole console, jsdom computes Ant Design's styles for every candidate, for seconds.
 */
export function confirmationTitled(title: string): HTMLElement {
  const heading = screen.getByText(title, { selector: '.ant-modal-confirm-title' });
  const confirmation = heading.closest<HTMLElement>('.ant-modal-confirm');
  if (!confirmation) throw new Error(`no confirmation around ${title}`);
  return confirmation;
}
