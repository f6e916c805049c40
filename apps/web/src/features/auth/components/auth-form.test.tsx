import { AUTH_MESSAGES, LOGIN_REDIRECT_DELAY_MS, VALIDATION } from '@quire/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toasts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { AuthForm } from './auth-form';
import { validateAuthForm } from './auth-validation';

vi.mock('@/lib/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

const renderForm = () => renderWithProviders(<AuthForm />, { route: '/auth' });

const emailInput = () => screen.getByLabelText('Email');
const passwordInput = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: /^(Sign In|Create Account)$/ });
const switchLink = (text: string) => screen.getByRole('button', { name: text });

const sentBody = (callIndex = 0) => JSON.parse(String(fetchMock.mock.calls[callIndex]?.[1]?.body));
const calledPaths = () => fetchMock.mock.calls.map(([url]) => String(url).split('?')[0]);

describe('auth form validation (spec §5)', () => {
  it('shows the required messages and sends nothing when the login form is empty', async () => {
    const user = userEvent.setup();
    renderForm();

    await user.click(submit());

    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription('Email is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an email without the text@text.text shape', async () => {
    const user = userEvent.setup();
    renderForm();

    await user.type(emailInput(), 'reader@example');
    await user.type(passwordInput(), 'secret1');
    await user.click(submit());

    expect(screen.getByText('Email is invalid')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires at least 6 password characters', async () => {
    const user = userEvent.setup();
    renderForm();

    await user.type(emailInput(), 'reader@example.com');
    await user.type(passwordInput(), '12345');
    await user.click(submit());

    expect(screen.getByText('Password must be at least 6 characters')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires a name only when registering', async () => {
    const user = userEvent.setup();
    renderForm();

    await user.click(submit());
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();

    await user.click(switchLink(AUTH_MESSAGES.switchToRegister));
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await user.click(submit());

    expect(screen.getByText('Name is required')).toBeVisible();
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears a field's error when that field is edited, and only that one", async () => {
    const user = userEvent.setup();
    renderForm();

    await user.click(submit());
    await user.type(emailInput(), 'r');

    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(emailInput()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Password is required')).toBeVisible();
  });

  it('clears the fields and the errors when switching modes', async () => {
    const user = userEvent.setup();
    renderForm();

    await user.type(emailInput(), 'reader@example.com');
    await user.click(submit());
    expect(screen.getByText('Password is required')).toBeVisible();

    await user.click(switchLink(AUTH_MESSAGES.switchToRegister));
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(emailInput()).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveValue('');

    await user.click(switchLink(AUTH_MESSAGES.switchToLogin));
    expect(screen.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it('keeps only the first message per field', () => {
    const result = validateAuthForm('register', { name: '  ', email: '', password: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: VALIDATION.nameRequired,
        email: VALIDATION.emailRequired,
        password: VALIDATION.passwordRequired,
      },
    });
  });

  it('toggles the password visibility', async () => {
    const user = userEvent.setup();
    renderForm();

    expect(passwordInput()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });
});

describe('auth form calls', () => {
  it('logs in with trimmed values, stores the token and goes to /dashboard after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/auth/login')
        ? jsonResponse({ token: 'jwt-token', user: { name: 'Ada' } })
        : jsonResponse({ isAuthenticated: true }),
    );
    renderForm();

    await user.type(emailInput(), '  reader@example.com ');
    await user.type(passwordInput(), ' secret1 ');
    await user.click(submit());

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(AUTH_MESSAGES.loginSuccess));
    expect(calledPaths()[0]).toBe('/api/auth/login');
    expect(sentBody()).toEqual({ email: 'reader@example.com', password: 'secret1' });
    expect(window.localStorage.getItem('token')).toBe('jwt-token');
    expect(screen.queryByText('Navigated away')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_DELAY_MS));
    expect(screen.getByText('Navigated away')).toBeInTheDocument();
  });

  it('registers, then shows the success message and switches to a cleared login form', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse({ message: 'ok', user: {} }, 201));
    renderForm();

    await user.click(switchLink(AUTH_MESSAGES.switchToRegister));
    await user.type(screen.getByLabelText('Name'), ' Ada Lovelace ');
    await user.type(emailInput(), 'ada@example.com');
    await user.type(passwordInput(), 'engines');
    await user.click(submit());

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(AUTH_MESSAGES.registerSuccess));
    expect(calledPaths()).toEqual(['/api/auth/register']);
    expect(sentBody()).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'engines' });
    expect(screen.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
    expect(emailInput()).toHaveValue('');
    expect(passwordInput()).toHaveValue('');
  });

  it("shows the server's message when login is refused", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }, 401),
    );
    renderForm();

    await user.type(emailInput(), 'reader@example.com');
    await user.type(passwordInput(), 'wrong-password');
    await user.click(submit());

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid email or password'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('shows the network message when the server cannot be reached', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm();

    await user.type(emailInput(), 'reader@example.com');
    await user.type(passwordInput(), 'secret1');
    await user.click(submit());

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(AUTH_MESSAGES.network));
  });
});
