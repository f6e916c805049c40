import { AuthForm } from '@/features/auth/components/auth-form';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SsoSignIn } from '@/features/auth/components/sso-sign-in';
import { SystemAppearance } from '@/features/profile/components/appearance-sync';
import { usePrerenderedPageReady } from '@/lib/prerendered-page';

export default function AuthRoute() {
  // Prerendered (decision 040): the clicks and typing kept until now are done again (decision 044).
  usePrerenderedPageReady();
  return (
    <AuthLayout>
      <SystemAppearance />
      <title>Sign in · Quire</title>
      <AuthForm alternatives={<SsoSignIn />} />
    </AuthLayout>
  );
}
