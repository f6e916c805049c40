import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@/features/auth/api/get-current-user';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { AppearanceSync } from '@/features/profile/components/appearance-sync';
import { useToken } from '@/lib/token-storage';

export default function ProtectedLayout() {
  // The signed-in user's theme and language apply to every protected screen.
  const user = useQuery(currentUserQueryOptions(useToken())).data;
  return (
    <>
      <AppearanceSync theme={user?.theme} language={user?.language} />
      <ProtectedRoute />
    </>
  );
}
