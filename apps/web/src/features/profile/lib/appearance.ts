/**
 * Applies the user's theme and language to the whole app through <html>:
 *   data-theme="light|dark" (resolved), data-theme-preference="light|dark|system",
 *   class "dark" when dark, color-scheme, and lang="<language>".
 * Any screen can honour the theme with `[data-theme='dark']` / `.dark` selectors; the palette
 * swap in ../styles/dark-theme.css makes the shared colour tokens follow it.
 * The profile form may preview a theme before it is saved; the saved one returns on cancel.
 */
export type ThemePreference = 'light' | 'dark' | 'system';

export const DEFAULT_APPEARANCE = { theme: 'light', language: 'en' } as const;

let saved: { theme: string; language: string } = { ...DEFAULT_APPEARANCE };
let preview: string | null = null;
let systemQuery: MediaQueryList | null = null;

const prefersDark = () => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  if (!systemQuery) {
    systemQuery = window.matchMedia('(prefers-color-scheme: dark)');
    // Follows the system while the preference is 'system'.
    systemQuery.addEventListener?.('change', render);
  }
  return systemQuery.matches;
};

export function resolveTheme(preference: string): 'light' | 'dark' {
  if (preference === 'dark') return 'dark';
  if (preference === 'system') return prefersDark() ? 'dark' : 'light';
  return 'light';
}

function render() {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  const preference = preview ?? saved.theme;
  const resolved = resolveTheme(preference);
  html.dataset.theme = resolved;
  html.dataset.themePreference = preference;
  html.classList.toggle('dark', resolved === 'dark');
  html.style.colorScheme = resolved;
  html.lang = saved.language || DEFAULT_APPEARANCE.language;
}

/** The signed-in user's saved theme and language (or the defaults when signed out). */
export function applySavedAppearance(theme: string | undefined, language: string | undefined) {
  saved = { theme: theme || DEFAULT_APPEARANCE.theme, language: language || DEFAULT_APPEARANCE.language };
  render();
}

/** Shows a theme before it is saved; null goes back to the saved one. */
export function previewTheme(theme: string | null) {
  preview = theme;
  render();
}
