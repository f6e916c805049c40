import { ACCOUNT_MESSAGES } from '@quire/shared/messages/account';
import { PASSWORD_MIN_LENGTH } from '@quire/shared/constants';
import { VALIDATION } from '@quire/shared/messages';
import { KeyRound, LogOut, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '@/lib/toasts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldErrorId } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api-client';
import { useChangePassword, useDeleteAccount, useLogoutEverywhere } from '../api/account-security';

const PASSWORDS_DIFFER = 'The new passwords do not match';

interface AccountSecurityProps {
  /** A new token for this device after a password change (older ones are revoked). */
  onTokenReplaced: (token: string) => void;
  /** Called once the session is over (logged out everywhere, or the account is gone). */
  onSignedOut: () => void;
}

const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) && error.status > 0 && error.status !== 500 ? error.message : fallback;

/** Change password, log out everywhere, delete account. */
export function AccountSecurity({ onTokenReplaced, onSignedOut }: AccountSecurityProps) {
  return (
    <div className="divide-y divide-paper-200">
      <ChangePasswordForm onTokenReplaced={onTokenReplaced} />
      <LogoutEverywhere onSignedOut={onSignedOut} />
      <DeleteAccount onSignedOut={onSignedOut} />
    </div>
  );
}

function ChangePasswordForm({ onTokenReplaced }: Pick<AccountSecurityProps, 'onTokenReplaced'>) {
  const ids = { current: useId(), next: useId(), confirm: useId() };
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirm?: string }>({});
  const change = useChangePassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!current) found.current = ACCOUNT_MESSAGES.currentPasswordRequired;
    if (!next) found.next = VALIDATION.passwordRequired;
    else if (next.length < PASSWORD_MIN_LENGTH) found.next = VALIDATION.passwordTooShort;
    if (next && confirm !== next) found.confirm = PASSWORDS_DIFFER;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: (answer) => {
          onTokenReplaced(answer.token);
          setCurrent('');
          setNext('');
          setConfirm('');
          toast.success(answer.message);
        },
        onError: (error) => {
          const message = messageOf(error, 'Could not change the password. Please try again.');
          if (isApiError(error) && error.code === 'WRONG_PASSWORD') setErrors({ current: message });
          else toast.error(message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4 pb-6">
      <div className="flex items-start gap-3">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-ink-500" aria-hidden="true" />
        <div>
          <h3 className="font-medium text-ink-900">Change password</h3>
          <p className="text-sm text-ink-600">Other devices are signed out when you change it.</p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={ids.current} label="Current password" error={errors.current}>
          <PasswordInput
            id={ids.current}
            autoComplete="current-password"
            value={current}
            onChange={(event) => {
              setCurrent(event.target.value);
              setErrors((e) => ({ ...e, current: undefined }));
            }}
            aria-invalid={Boolean(errors.current)}
            aria-describedby={errors.current ? fieldErrorId(ids.current) : undefined}
          />
        </Field>
        <Field id={ids.next} label="New password" error={errors.next}>
          <PasswordInput
            id={ids.next}
            autoComplete="new-password"
            value={next}
            onChange={(event) => {
              setNext(event.target.value);
              setErrors((e) => ({ ...e, next: undefined }));
            }}
            aria-invalid={Boolean(errors.next)}
            aria-describedby={errors.next ? fieldErrorId(ids.next) : undefined}
          />
        </Field>
        <Field id={ids.confirm} label="Confirm new password" error={errors.confirm}>
          <PasswordInput
            id={ids.confirm}
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => {
              setConfirm(event.target.value);
              setErrors((e) => ({ ...e, confirm: undefined }));
            }}
            aria-invalid={Boolean(errors.confirm)}
            aria-describedby={errors.confirm ? fieldErrorId(ids.confirm) : undefined}
          />
        </Field>
      </div>
      <Button type="submit" variant="outline" size="sm" isLoading={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}

function LogoutEverywhere({ onSignedOut }: Pick<AccountSecurityProps, 'onSignedOut'>) {
  const [confirming, setConfirming] = useState(false);
  const logout = useLogoutEverywhere();
  const run = () =>
    logout.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirming(false);
        toast.success(answer.message);
        onSignedOut();
      },
      onError: (error) => toast.error(messageOf(error, 'Could not sign out everywhere. Please try again.')),
    });

  return (
    <div className="flex flex-col gap-3 py-6 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <LogOut className="mt-0.5 size-5 shrink-0 text-ink-500" aria-hidden="true" />
        <div>
          <h3 className="font-medium text-ink-900">Log out everywhere</h3>
          <p className="text-sm text-ink-600">Signs you out on every device, including this one.</p>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setConfirming(true)}
        className="self-start sm:self-auto"
      >
        Log out everywhere
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Log out everywhere?"
        description="Every device signed in to your account, this one included, will need to sign in again."
      >
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button variant="secondary" onClick={run} isLoading={logout.isPending}>
            Log out everywhere
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function DeleteAccount({ onSignedOut }: Pick<AccountSecurityProps, 'onSignedOut'>) {
  const passwordId = useId();
  const keepId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [keepBooks, setKeepBooks] = useState(true);
  const [error, setError] = useState<string>();
  const remove = useDeleteAccount();

  const close = () => {
    setOpen(false);
    setPassword('');
    setError(undefined);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setError(ACCOUNT_MESSAGES.passwordRequired);
      return;
    }
    remove.mutate(
      { password, keepBooks },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onSignedOut();
        },
        onError: (failure) =>
          setError(messageOf(failure, 'Could not delete the account. Please try again later.')),
      },
    );
  };

  return (
    <div className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <Trash2 className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
        <div>
          <h3 className="font-medium text-ink-900">Delete account</h3>
          <p className="text-sm text-ink-600">
            Removes your profile, library, notes, ratings, comments and goals for good.
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        className="self-start border-red-300 text-red-700 hover:border-red-400 hover:bg-red-50 sm:self-auto"
      >
        Delete account
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title="Delete your account?"
        description="This cannot be undone. Your personal data is removed at once."
      >
        <form onSubmit={submit} noValidate className="mt-5 space-y-5">
          <Field id={passwordId} label="Your password" error={error}>
            <PasswordInput
              id={passwordId}
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(undefined);
              }}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? fieldErrorId(passwordId) : undefined}
            />
          </Field>
          <div className="flex items-start gap-3 rounded-xl border border-paper-300 bg-paper-100 p-3.5">
            <input
              id={keepId}
              type="checkbox"
              checked={keepBooks}
              onChange={(event) => setKeepBooks(event.target.checked)}
              className="mt-0.5 size-4.5 shrink-0 accent-accent-600"
            />
            <label htmlFor={keepId} className="text-sm text-ink-800">
              <span className="font-medium">Keep my published books</span>
              <span className="block text-ink-600">
                They stay readable for others, no longer linked to an account. Untick to delete them too.
              </span>
            </label>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              isLoading={remove.isPending}
              className="bg-red-800! hover:bg-red-900! active:bg-red-950!"
            >
              Delete my account
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
