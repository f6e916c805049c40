import type { ReactNode } from 'react';
import { type ButtonSize, type ButtonVariant, buttonStyles } from '@/components/ui/button';
import { goToSignIn, prefetchSignIn } from '../lib/sign-in-navigation';

interface AuthButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}

/** The landing page's Sign In, Sign Up, Get Started, Explore Library and Sign Up for Free buttons (spec §2). */
export function AuthButton({ variant, size, className, children }: AuthButtonProps) {
  return (
    <button
      type="button"
      className={buttonStyles({ variant, size, className })}
      onClick={goToSignIn}
      onPointerEnter={prefetchSignIn}
      onFocus={prefetchSignIn}
      onTouchStart={prefetchSignIn}
    >
      {children}
    </button>
  );
}
