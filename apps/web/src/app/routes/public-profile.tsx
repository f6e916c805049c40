import { useNavigate, useParams } from 'react-router';
import { PublicProfileView } from '@/features/profile/components/public-profile';

/** /u/:userId — another reader's public profile. */
export default function PublicProfileRoute() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/dashboard');
  };
  return <PublicProfileView key={userId} userId={userId} onBack={back} />;
}
