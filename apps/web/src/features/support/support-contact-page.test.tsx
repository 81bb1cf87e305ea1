import { login, openFund, registerConfig, supportChannels, supportContact } from '@cloudmine/api';
import { on, refused, type SeenRequest } from '@cloudmine/api/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { registerRules } from '@/test/member-fixtures';
import { renderApp } from '@/test/render-app';

// Whole pages through the real router and envelope: the first render of a page chunk is slow.
describe('customer service for a member who cannot log in', { timeout: 20_000 }, () => {
  it('opens the public contact page from the ban refusal at login, with its topic, and sends', async () => {
    localStorage.clear();
    const seen: SeenRequest[] = [];
    const { router } = await renderApp(`#${paths.login}`, [
      on(registerConfig, registerRules),
      on(openFund, () => ({ isOpen: false })),
      on(login, () => refused('account_banned_fraud')),
      on(supportChannels, { url: '', chat: '@cloudmine_help' }),
      on(supportContact, (request: SeenRequest) => {
        seen.push(request);
        return { ticketId: 7 };
      }),
    ]);
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '01712345678' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    // The refusal's dialog: its button goes to customer service, the public page since there is no session.
    fireEvent.click(await screen.findByRole('button', { name: 'Contact customer service' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.supportContact));
    expect(router.state.location.search).toBe('?topic=account');
    expect(await screen.findByText('@cloudmine_help')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(seen).toEqual([]);
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '01712345678' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Why am I banned?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('contact-sent')).toBeTruthy();
    expect(seen.map((request) => request.payload)).toEqual([
      { phone: '01712345678', password: 'secret123', topic: 'account', text: 'Why am I banned?' },
    ]);
  });
});
