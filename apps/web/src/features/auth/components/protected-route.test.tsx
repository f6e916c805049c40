import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/test-utils';
import { AuthProvider } from './auth-provider';
import { ProtectedRoute } from './protected-route';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function renderProtected() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <AuthProvider>
          <Routes>
            <Route path="/auth" element={<p>Sign-in screen</p>} />
            <Route element={<ProtectedRoute />}>
              <Route path="/dashboard" element={<p>Dashboard content</p>} />
            </Route>
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ProtectedRoute and the app authentication state (spec §4)', () => {
  it('sends a visitor without a token to /auth without calling the server', () => {
    renderProtected();
    expect(screen.getByText('Sign-in screen')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Loading...' while checking, then the screen when the check says authenticated", async () => {
    window.localStorage.setItem('token', 'good-token');
    fetchMock.mockResolvedValue(jsonResponse({ isAuthenticated: true }));
    renderProtected();

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Dashboard content')).toBeInTheDocument();

    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toMatch(/^\/api\/auth\/check-status\?key=.+/);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer good-token');
  });

  it('follows the isAuthenticated flag: false means /auth (the token stays)', async () => {
    window.localStorage.setItem('token', 'some-token');
    fetchMock.mockResolvedValue(jsonResponse({ isAuthenticated: false }));
    renderProtected();

    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('some-token');
  });

  it('removes the token on a 401 and goes to /auth', async () => {
    window.localStorage.setItem('token', 'expired-token');
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Invalid or expired token', code: 'UNAUTHORIZED' }, 401),
    );
    renderProtected();

    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('treats any other failure as signed out', async () => {
    window.localStorage.setItem('token', 'some-token');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderProtected();

    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('some-token');
  });
});
