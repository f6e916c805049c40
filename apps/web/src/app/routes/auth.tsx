import { AuthForm } from '@/features/auth/components/auth-form';
import { AuthLayout } from '@/features/auth/components/auth-layout';

export default function AuthRoute() {
  return (
    <AuthLayout>
      <title>Sign in · Quire</title>
      <AuthForm />
    </AuthLayout>
  );
}
