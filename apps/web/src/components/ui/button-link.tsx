import { Link, type LinkProps } from 'react-router';
import { type ButtonSize, type ButtonVariant, buttonStyles } from './button';

/**
 * A router link that looks like a button. Kept apart from button.tsx so that pages without the
 * router (the prerendered landing page) can use buttons without loading it.
 */
export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return (
    <Link
      className={buttonStyles({ variant, size, className: className as string | undefined })}
      {...props}
    />
  );
}
