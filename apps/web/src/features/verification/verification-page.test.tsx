import { verification, VERIFICATION_REJECT_REASONS, type VerificationStatus } from '@cloudmine/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { on } from '@cloudmine/api/testing';
import { memberShell } from '@/test/member-fixtures';
import { renderApp } from '@/test/render-app';

const rejected: VerificationStatus = {
  state: 'rejected',
  legalName: 'Rahim Uddin',
  idNumberTail: '7890',
  rejectReason: 'photo_unclear',
  submittedAt: '2026-01-01T00:00:00.000Z',
  reviewedAt: '2026-01-02T00:00:00.000Z',
};

describe('identity verification page', () => {
  it('shows why it was rejected in the member’s language, offers the form again and a way to support', async () => {
    const { router } = await renderApp(`#${paths.verification}`, [
      ...memberShell({ identityVerified: false }),
      on(verification, () => rejected),
    ]);
    expect(await screen.findByText(VERIFICATION_REJECT_REASONS.photo_unclear.en)).toBeTruthy();
    expect(screen.getByTestId('verification-state').dataset.state).toBe('rejected');
    expect(screen.getByLabelText('Legal name')).toBeTruthy();
    expect(screen.getByText('ID front')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Please fill in this field')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Contact customer service' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.support));
    expect(router.state.location.search).toBe('?topic=identity');
  });

  it('shows no form while under review', async () => {
    await renderApp(`#${paths.verification}`, [
      ...memberShell({ identityVerified: false }),
      on(verification, () => ({ ...rejected, state: 'review', rejectReason: null })),
    ]);
    expect(await screen.findByText('Under review')).toBeTruthy();
    expect(screen.queryByLabelText('Legal name')).toBeNull();
  });
});
