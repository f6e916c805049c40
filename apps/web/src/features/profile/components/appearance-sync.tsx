import '../styles/dark-theme.css';
import { useEffect } from 'react';
import { applySavedAppearance } from '../lib/appearance';

interface AppearanceSyncProps {
  theme?: string | null;
  language?: string | null;
}

/**
 * Puts the signed-in user's theme and language on <html> while mounted (every signed-in screen),
 * and the defaults back when the session ends.
 */
export function AppearanceSync({ theme, language }: AppearanceSyncProps) {
  useEffect(() => {
    applySavedAppearance(theme ?? undefined, language ?? undefined);
  }, [theme, language]);
  useEffect(() => () => applySavedAppearance(undefined, undefined), []);
  return null;
}

/**
 * The signed-out pages (landing, sign-in) follow the system's light or dark setting while
 * mounted; the defaults return when they are left.
 */
export function SystemAppearance() {
  useEffect(() => {
    applySavedAppearance('system', undefined);
    return () => applySavedAppearance(undefined, undefined);
  }, []);
  return null;
}
