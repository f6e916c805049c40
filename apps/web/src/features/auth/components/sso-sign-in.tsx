import { LOGIN_REDIRECT_DELAY_MS } from '@quire/shared/constants';
import { AUTH_MESSAGES } from '@quire/shared/messages';
import { SSO_MESSAGES, ssoButtonLabel } from '@quire/shared/messages/sso';
import { useQuery } from '@tanstack/react-query';
import CircleAlert from 'lucide-react/icons/circle-alert';
import KeyRound from 'lucide-react/icons/key-round';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toasts';
import { getAuthErrorMessage } from '../api/auth-error-message';
import { exchangeSsoCode, readSsoReturn, SSO_START_HREF, ssoConfigQueryOptions } from '../api/sso';
import { useAuth } from './auth-provider';

/**
 * Single sign-on on the sign-in screen (decision 051): a "Sign in with <provider>" link when the
 * server has a provider, and the end of a sign-in that came back from it: the address's
 * `#sso=<code>` is traded for a session (then the app goes on as after a password sign-in), and
 * `#sso-error=<reason>` is said in words. The fragment is removed from the address at once.
 */
export function SsoSignIn() {
  const config = useQuery(ssoConfigQueryOptions());
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [finishing, setFinishing] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const answer = readSsoReturn(window.location.hash);
    if (!answer) return;
    // The code is used once; it should not stay in the address, the history or a bookmark.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if ('error' in answer) {
      setError(SSO_MESSAGES.errors[answer.error]);
      return;
    }
    setFinishing(true);
    exchangeSsoCode(answer.code).then(
      (session) => {
        signIn(session.token, session.user);
        toast.success(AUTH_MESSAGES.loginSuccess);
        setSignedIn(true);
      },
      (failure: unknown) => {
        setFinishing(false);
        setError(getAuthErrorMessage(failure));
      },
    );
  }, [signIn]);

  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => navigate('/dashboard'), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn, navigate]);

  const provider = config.data?.oidc;
  if (!provider && !error && !finishing) return null;

  return (
    <div className="mt-6 space-y-4">
      {error ? (
        <div
          role="alert"
          className="flex items-start gap-2.5 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{error}</p>
        </div>
      ) : null}
      {finishing ? (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-ink-600">
          <Spinner className="size-4" />
          {SSO_MESSAGES.finishing}
        </p>
      ) : null}
      {provider ? (
        <>
          <div
            className="flex items-center gap-3 text-xs tracking-wide text-ink-500 uppercase"
            aria-hidden="true"
          >
            <span className="h-px flex-1 bg-paper-300" />
            or
            <span className="h-px flex-1 bg-paper-300" />
          </div>
          <a
            href={SSO_START_HREF}
            className={buttonStyles({ variant: 'outline', size: 'lg', className: 'w-full' })}
            aria-disabled={finishing || undefined}
          >
            <KeyRound className="size-4" aria-hidden="true" />
            {ssoButtonLabel(provider.name)}
          </a>
        </>
      ) : null}
    </div>
  );
}
