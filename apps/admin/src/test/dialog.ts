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
