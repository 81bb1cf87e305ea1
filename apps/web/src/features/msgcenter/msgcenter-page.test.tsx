import {
  customerService,
  type MemberMessage,
  messages,
  messagesRead,
  openFund,
  SUPPORT_TOPICS,
} from '@cloudmine/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { on } from '@cloudmine/api/testing';
import { renderApp } from '@/test/render-app';

const message = (id: number, title: string, read: boolean): MemberMessage => ({
  id,
  title,
  content: `${title} body`,
  read,
  broadcast: id === 2,
  createdAt: '2026-03-10T04:00:00.000Z',
});

describe('the message centre', () => {
  it('shows the unread badge, opens a message and marks it read, and reads all', async () => {
    localStorage.setItem('AUTH-TOKEN', 'token');
    const read = new Set<number>([3]);
    const { server } = await renderApp(`#${paths.msgcenter}`, [
      on(openFund, () => ({ isOpen: false })),
      on(customerService, () => ({
        url: 'https://help.example.com',
        chat: 'Telegram @help',
        unreadCount: 0,
        topics: [...SUPPORT_TOPICS],
      })),
      on(messages, () => ({
        items: [message(1, 'Gift', read.has(1)), message(2, 'News', read.has(2)), message(3, 'Hello', true)],
        nextCursor: null,
        unreadCount: 3 - read.size,
      })),
      on(messagesRead, (request) => {
        const ids = 'ids' in request.payload ? request.payload.ids : [1, 2, 3];
        for (const id of ids) read.add(id);
        return { unreadCount: 3 - read.size };
      }),
    ]);
    expect(await screen.findByText('2 unread')).toBeTruthy();
    expect(screen.getByText('Telegram @help')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('https://help.example.com');
    // The list renders a moment after the header (PagedList's deferred answer).
    expect(await screen.findAllByLabelText('Unread')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: /Gift/ }));
    expect(await screen.findByText('Gift body')).toBeTruthy();
    expect(await screen.findByText('1 unread')).toBeTruthy();
    expect(server.calls(messagesRead)[0]?.payload).toEqual({ ids: [1] });

    fireEvent.click(screen.getByRole('button', { name: 'Read all' }));
    expect(await screen.findByText('All read')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByLabelText('Unread')).toHaveLength(0));
  });
});
