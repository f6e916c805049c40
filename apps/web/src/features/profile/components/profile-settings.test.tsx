import { PROFILE_MESSAGES, READING_INTERESTS, type UserResponse } from '@quire/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toasts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { ProfileSettings } from './profile-settings';

vi.mock('@/lib/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

const user: UserResponse = {
  _id: 'u1',
  id: 'u1',
  name: 'Ada Reader',
  email: 'ada@example.com',
  bio: 'Reads on trains.',
  avatar: null,
  role: 'reader',
  readingPreferences: ['Fantasy'],
  notificationSettings: {
    emailNotifications: false,
    newComments: true,
    newLikes: true,
    newRatings: true,
    newChapters: true,
    achievementAlerts: true,
  },
  privacySettings: { publicProfile: true, showReadingActivity: false, showBookshelf: false },
  theme: 'light',
  language: 'en',
  timeZone: 'UTC',
  createdAt: '2025-01-05T10:00:00.000Z',
};

/** Answers the auth check itself; `profileAnswer` makes the answer to the profile call. */
function answerWith(profileAnswer: () => Response | Promise<Response>) {
  fetchMock.mockImplementation(async (url) =>
    String(url).startsWith('/api/auth/check-status')
      ? jsonResponse({ isAuthenticated: true })
      : profileAnswer(),
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  answerWith(() => jsonResponse({ message: 'unexpected call' }, 599));
  vi.mocked(toast.success).mockClear();
  window.localStorage.setItem('token', 'a-token');
});

const renderScreen = (onSaved = vi.fn()) =>
  renderWithProviders(
    <ProfileSettings
      user={user}
      onSaved={onSaved}
      onTokenReplaced={vi.fn()}
      onSignedOut={vi.fn()}
      onBack={vi.fn()}
    />,
    { route: '/profile' },
  );

const profileCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/auth/user'));

describe('Profile Settings', () => {
  it('shows the profile, the 15 interests and the flags labelled in words', () => {
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Ada Reader' })).toBeVisible();
    expect(screen.getByText('ada@example.com')).toBeVisible();
    expect(screen.getByLabelText('Display Name')).toHaveValue('Ada Reader');
    expect(screen.getByLabelText('Bio')).toHaveValue('Reads on trains.');
    for (const interest of READING_INTERESTS)
      expect(screen.getByRole('button', { name: interest })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Fantasy' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('switch', { name: 'Email Notifications' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.getByRole('switch', { name: 'Show Reading Activity' })).toBeVisible();
    expect(screen.getByLabelText(/change avatar/i)).toHaveAttribute('accept', 'image/*');
  });

  it('sends the whole profile with a request-id header and says Update successful!', async () => {
    const onSaved = vi.fn();
    const saved = { ...user, bio: 'New bio', readingPreferences: ['Fantasy', 'Poetry'] };
    answerWith(() => jsonResponse({ message: 'Profile updated successfully', user: saved }));
    const actor = userEvent.setup();
    renderScreen(onSaved);

    await actor.clear(screen.getByLabelText('Bio'));
    await actor.type(screen.getByLabelText('Bio'), 'New bio');
    await actor.click(screen.getByRole('button', { name: 'Poetry' }));
    expect(screen.getByRole('button', { name: 'Poetry' })).toHaveAttribute('aria-pressed', 'true');
    await actor.click(screen.getByRole('switch', { name: 'New Likes' }));
    await actor.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PROFILE_MESSAGES.updated));
    const [url, init] = profileCalls()[0]!;
    expect(url).toBe('/api/auth/user');
    expect(init?.method).toBe('PUT');
    expect(new Headers(init?.headers).get('request-id')).toMatch(/^\d{13}$/);
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      name: 'Ada Reader',
      email: 'ada@example.com',
      bio: 'New bio',
      readingPreferences: ['Fantasy', 'Poetry'],
      theme: 'light',
      language: 'en',
    });
    expect(body.notificationSettings.newLikes).toBe(false);
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('restores the saved values on Cancel', async () => {
    const actor = userEvent.setup();
    renderScreen();
    await actor.type(screen.getByLabelText('Display Name'), ' Jr.');
    await actor.click(screen.getByRole('button', { name: 'Mystery' }));
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    await actor.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Display Name')).toHaveValue('Ada Reader');
    expect(screen.getByRole('button', { name: 'Mystery' })).toHaveAttribute('aria-pressed', 'false');
    expect(profileCalls()).toHaveLength(0);
  });

  it.each([
    [() => jsonResponse({ message: 'Kaboom', code: 'INTERNAL' }, 500), PROFILE_MESSAGES.serverError],
    [() => jsonResponse({ message: 'Name is required', code: 'VALIDATION_ERROR' }, 400), 'Name is required'],
    [() => new Response('nope', { status: 418 }), PROFILE_MESSAGES.updateDefault],
  ])('shows the spec message for a failed save (%#)', async (response, message) => {
    answerWith(response);
    const actor = userEvent.setup();
    renderScreen();
    await actor.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says the server is unreachable when no answer comes', async () => {
    answerWith(() => Promise.reject(new TypeError('Failed to fetch')));
    const actor = userEvent.setup();
    renderScreen();
    await actor.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.unreachable);
  });

  it("sends nothing and says 'Authentication token not found' without a stored token", async () => {
    window.localStorage.removeItem('token');
    const actor = userEvent.setup();
    renderScreen();
    await actor.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication token not found');
    expect(profileCalls()).toHaveLength(0);
  });

  it('applies the chosen theme and the saved language to <html>', async () => {
    const actor = userEvent.setup();
    renderScreen();
    await actor.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    await actor.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
