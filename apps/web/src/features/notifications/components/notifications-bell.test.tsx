import { UI_TEXT } from '@quire/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { NotificationsBell } from './notifications-bell';

const socket = vi.hoisted(() => ({
  handlers: new Map<string, (payload?: unknown) => void>(),
  io: vi.fn(),
}));

vi.mock('socket.io-client', () => ({
  io: (...args: unknown[]) => {
    socket.io(...args);
    return {
      active: true,
      on: (event: string, handler: (payload?: unknown) => void) => socket.handlers.set(event, handler),
      removeAllListeners: () => socket.handlers.clear(),
      disconnect: vi.fn(),
    };
  },
}));

const fetchMock = vi.fn<typeof fetch>();
let list: unknown;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  socket.io.mockClear();
  window.localStorage.setItem('token', 'a-token');
  list = { notifications: [], unreadCount: 0, total: 0, page: 1, totalPages: 1 };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url).split('?')[0];
    if (path === '/api/auth/check-status') return jsonResponse({ isAuthenticated: true });
    if (path === '/api/notifications/read' && init?.method === 'PUT') {
      const current = list as { notifications: { isRead: boolean }[] };
      list = {
        ...current,
        unreadCount: 0,
        notifications: current.notifications.map((n) => ({ ...n, isRead: true })),
      };
      return jsonResponse({ message: 'ok', unreadCount: 0 });
    }
    if (path === '/api/notifications') return jsonResponse(list);
    return jsonResponse({ message: 'unexpected' }, 404);
  });
});

const item = (id: string, isRead: boolean) => ({
  _id: id,
  type: 'comment',
  message: `Bo commented on "Book ${id}"`,
  link: `/book-library?book=${id}`,
  isRead,
  createdAt: new Date().toISOString(),
});
const readCalls = () =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === '/api/notifications/read' && init?.method === 'PUT',
  );

describe('NotificationsBell', () => {
  it("says 'No notifications' when empty and marks nothing read", async () => {
    const actor = userEvent.setup();
    renderWithProviders(<NotificationsBell />, { route: '/dashboard' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/notifications'))).toBe(true),
    );
    await actor.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(UI_TEXT.noNotifications)).toBeVisible();
    expect(screen.queryByTestId('notifications-unread-dot')).toBeNull();
    expect(readCalls()).toHaveLength(0);
  });

  it('shows the dot, and opening the dropdown marks everything read', async () => {
    list = {
      notifications: [item('b1', false), item('b2', true)],
      unreadCount: 1,
      total: 2,
      page: 1,
      totalPages: 1,
    };
    const actor = userEvent.setup();
    renderWithProviders(<NotificationsBell />, { route: '/dashboard' });
    expect(await screen.findByTestId('notifications-unread-dot')).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Bo commented on "Book b1"/ })).toHaveAttribute(
      'href',
      '/book-library?book=b1',
    );
    await waitFor(() => expect(readCalls()).toHaveLength(1));
    expect(screen.queryByTestId('notifications-unread-dot')).toBeNull();
  });

  it('connects with the token and refetches on notification:new', async () => {
    renderWithProviders(<NotificationsBell />, { route: '/dashboard' });
    await waitFor(() => expect(socket.io).toHaveBeenCalled());
    expect(socket.io.mock.calls[0]![0]).toMatchObject({ path: '/socket.io', auth: { token: 'a-token' } });
    list = { notifications: [item('n1', false)], unreadCount: 1, total: 1, page: 1, totalPages: 1 };
    socket.handlers.get('notification:new')?.({ id: 'n1' });
    expect(await screen.findByTestId('notifications-unread-dot')).toBeInTheDocument();
  });
});
