import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { TOASTER_PROPS } from '@/lib/toasts';

/** Wraps /auth and every protected screen: the auth state and the one toast outlet. */
export default function AppLayout() {
  return (
    <AuthProvider>
      <Outlet />
      <Toaster {...TOASTER_PROPS} />
    </AuthProvider>
  );
}
