import { AUTH_MESSAGES, LOGIN_REDIRECT_DELAY_MS } from '@quire/shared';
import { SSO_MESSAGES } from '@quire/shared/messages/sso';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { readSsoReturn } from '../api/sso';
import { SsoSignIn } from './sso-sign-in';

vi.mock('@/lib/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const CODE = 'A'.repeat(43);

/** Answers the config with `oidc`, the exchange with `exchange`, and the status check as signed in. */
function serve(
  oidc: { name: string } | null,
  exchange: Response = jsonResponse({ token: 'sso-token', user: { name: 'Ada' } }),
) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url).split('?')[0];
    if (path === '/api/auth/sso') return jsonResponse({ oidc });
    if (path === '/api/auth/oidc/exchange') return exchange;
    return jsonResponse({ isAuthenticated: true });
  });
}

const renderAt = (address: string) => {
  window.history.replaceState(null, '', address);
  return renderWithProviders(<SsoSignIn />, { route: '/auth' });
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(toast.success).mockClear();
  window.localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('single sign-on on the sign-in screen', () => {
  it('offers "Sign in with <name>" when the server has a provider, as a link to the start', async () => {
    serve({ name: 'Acme ID' });
    renderAt('/auth');
    const link = await screen.findByRole('link', { name: 'Sign in with Acme ID' });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/start');
  });

  it('offers nothing when the server has none', async () => {
    serve(null);
    renderAt('/auth');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says why a sign-in came back without a session, and clears the address', async () => {
    serve({ name: 'Acme ID' });
    renderAt('/auth#sso-error=unverified-email');
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_MESSAGES.errors['unverified-email']);
    expect(window.location.hash).toBe('');
  });

  it('trades the code for a session, stores the token and goes on as a password sign-in does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve({ name: 'Acme ID' });
    renderAt(`/auth#sso=${CODE}`);
    expect(window.location.hash).toBe('');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(AUTH_MESSAGES.loginSuccess));
    const exchange = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/oidc/exchange');
    expect(JSON.parse(String(exchange?.[1]?.body))).toEqual({ code: CODE });
    expect(exchange?.[1]?.method).toBe('POST');
    expect(window.localStorage.getItem('token')).toBe('sso-token');
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_DELAY_MS));
    expect(screen.getByText('Navigated away')).toBeInTheDocument();
  });

  it('shows the server’s message when the code is no longer good', async () => {
    serve(
      { name: 'Acme ID' },
      jsonResponse({ message: SSO_MESSAGES.codeInvalid, code: 'SSO_CODE_INVALID' }, 400),
    );
    renderAt(`/auth#sso=${CODE}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_MESSAGES.codeInvalid);
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('readSsoReturn', () => {
  it('reads a code, a known reason, an unknown reason as failed, and nothing', () => {
    expect(readSsoReturn(`#sso=${CODE}`)).toEqual({ code: CODE });
    expect(readSsoReturn('#sso-error=cancelled')).toEqual({ error: 'cancelled' });
    expect(readSsoReturn('#sso-error=<script>')).toEqual({ error: 'failed' });
    expect(readSsoReturn('#chapter-3')).toBeNull();
    expect(readSsoReturn('')).toBeNull();
  });
});
