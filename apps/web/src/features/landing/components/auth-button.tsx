import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { type ButtonSize, type ButtonVariant, buttonStyles } from '@/components/ui/button';

interface AuthButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}

/** The landing page's Sign In, Sign Up, Get Started, Explore Library and Sign Up for Free buttons (spec §2). */
export function AuthButton({ variant, size, className, children }: AuthButtonProps) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={buttonStyles({ variant, size, className })}
      onClick={() => navigate('/auth')}
    >
      {children}
    </button>
  );
}
