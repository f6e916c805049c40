import { useNavigate } from 'react-router';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useAuth } from '@/features/auth/components/auth-provider';
import { Dashboard } from '../dashboard/dashboard';
import { WithFeatureSlots } from '../feature-slots';

export default function DashboardRoute() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const user = useCurrentUser();

  // Log out: go to /auth, remove the stored token and forget the session's cached answers.
  const logout = () => {
    navigate('/auth', { replace: true });
    signOut();
  };

  return (
    <>
      <title>Dashboard · Quire</title>
      <WithFeatureSlots>
        <Dashboard user={user.data} isUserLoading={user.isLoading} onLogout={logout} />
      </WithFeatureSlots>
    </>
  );
}
