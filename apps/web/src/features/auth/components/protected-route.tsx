import { FullScreenLoading } from '@/components/ui/full-screen-loading';
import { Navigate, Outlet } from 'react-router';
import { useAuth } from './auth-provider';

/** Renders the protected screens once the user is known to be signed in; else goes to /auth. */
export function ProtectedRoute() {
  const { status } = useAuth();
  if (status === 'checking') return <FullScreenLoading />;
  if (status === 'unauthenticated') return <Navigate to="/auth" replace />;
  return <Outlet />;
}
