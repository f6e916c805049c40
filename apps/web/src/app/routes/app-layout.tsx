import { Outlet } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/features/auth/components/auth-provider';

/** Wraps /auth and every protected screen: the auth state and the one toast outlet. */
export default function AppLayout() {
  return (
    <AuthProvider>
      <Outlet />
      <Toaster />
    </AuthProvider>
  );
}
