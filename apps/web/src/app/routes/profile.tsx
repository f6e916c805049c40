import { SESSION_MESSAGES } from '@quire/shared/messages';
import type { UserResponse } from '@quire/shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FullScreenLoading } from '@/components/ui/full-screen-loading';
import { authQueryKeys } from '@/features/auth/api/auth-query-keys';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useAuth } from '@/features/auth/components/auth-provider';
import { YourDataSection } from '@/features/data-transfer';
import { EReaderAppsSection } from '@/features/e-reader-apps';
import { ProfileSettings } from '@/features/profile/components/profile-settings';

/** Profile Settings, at /profile and /profile-customization. */
export default function ProfileRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token, signIn, signOut } = useAuth();
  const user = useCurrentUser();

  // Back goes to the previous page; opened directly, there is none, so the dashboard it is.
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/dashboard');
  };

  const saved = (next: UserResponse) => queryClient.setQueryData(authQueryKeys.user(token), next);

  // The new token is already known to be valid: keep the screen (and its unsaved edits) in place.
  const tokenReplaced = (next: string) => {
    queryClient.setQueryData(authQueryKeys.status(next), true);
    signIn(next, queryClient.getQueryData<UserResponse>(authQueryKeys.user(token)));
  };

  const signedOut = () => {
    navigate('/auth', { replace: true });
    signOut();
  };

  return (
    <>
      <title>Profile Settings · Quire</title>
      {user.data ? (
        <ProfileSettings
          key={user.data.id}
          user={user.data}
          onSaved={saved}
          onTokenReplaced={tokenReplaced}
          onSignedOut={signedOut}
          onBack={back}
          extraSections={
            <>
              <YourDataSection />
              <EReaderAppsSection />
            </>
          }
        />
      ) : user.isError ? (
        <main className="grid min-h-dvh place-items-center px-4">
          <div className="max-w-sm text-center">
            <p role="alert" className="flex items-center justify-center gap-2 font-medium text-red-700">
              <CircleAlert className="size-5" aria-hidden="true" />
              {SESSION_MESSAGES.profileError}
            </p>
            <div className="mt-5 flex justify-center gap-2">
              <Button variant="ghost" onClick={back}>
                Back
              </Button>
              <Button variant="outline" onClick={() => void user.refetch()}>
                Try again
              </Button>
            </div>
          </div>
        </main>
      ) : (
        <FullScreenLoading />
      )}
    </>
  );
}
