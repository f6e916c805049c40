import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startOfflineQueue } from '@/lib/offline/queue';
import { currentUserQueryOptions } from '@/features/auth/api/get-current-user';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { AppearanceSync } from '@/features/profile/components/appearance-sync';
import { useToken } from '@/lib/token-storage';

export default function ProtectedLayout() {
  // The signed-in user's theme and language apply to every protected screen.
  const user = useQuery(currentUserQueryOptions(useToken())).data;
  // Writes made offline (positions, bookmarks, reading sessions) are sent from here on.
  useEffect(() => startOfflineQueue(), []);
  return (
    <>
      <AppearanceSync theme={user?.theme} language={user?.language} />
      <ProtectedRoute />
    </>
  );
}
