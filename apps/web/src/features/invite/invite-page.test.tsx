import { getUserInfo, openFund, promotePoster } from '@cloudmine/api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { on, refused } from '@cloudmine/api/testing';
import { renderApp } from '@/test/render-app';

const QR =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('the invite page', () => {
  it('shows the code, the link, the QR code and the bonus rule from the server', async () => {
    localStorage.setItem('AUTH-TOKEN', 'token');
    await renderApp(`#${paths.invite}`, [
      on(openFund, () => ({ isOpen: false })),
      on(getUserInfo, () => refused('parameter_error')),
      on(promotePoster, () => ({
        invitationCode: 'DEMO88',
        inviteUrl: 'https://app.example.com/#/pages/register/register?code=DEMO88',
        qrCodeDataUrl: QR,
        inviteBonusPoints: 100,
        inviteBonusMinRechargeMinor: 10_00,
        invitedCount: 4,
        bonusPointsEarned: 300,
      })),
    ]);
    expect((await screen.findByTestId('invite-code')).textContent).toBe('DEMO88');
    expect(screen.getByTestId('invite-link').textContent).toBe(
      'https://app.example.com/#/pages/register/register?code=DEMO88',
    );
    expect(screen.getByTestId('invite-count').textContent).toBe('4');
    expect(
      screen.getByText('Earn 100 points for every friend who recharges at least 10.00 USD.'),
    ).toBeTruthy();
    // jsdom cannot draw: the page shows the server's QR code on its own.
    expect(screen.getByTestId('invite-poster').getAttribute('src')).toBe(QR);
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
  });
});
