import type { ExternalToast, ToasterProps } from 'sonner';

/**
 * Where toasts appear: top centre, below the sticky header (and, on a phone, below its section
 * row), so a toast never covers the header's controls or a dialog's sticky actions.
 */
export const TOASTER_PROPS = {
  richColors: true,
  closeButton: true,
  position: 'top-center',
  offset: { top: '5rem' },
  mobileOffset: { top: '7.5rem', left: '1rem', right: '1rem' },
} satisfies ToasterProps;

/**
 * The toast library (sonner) is not needed to draw a first screen, so it is loaded once the page
 * is quiet, or as soon as a toast is asked for (components/ui/toaster.tsx mounts its outlet then).
 * A toast asked for before the outlet is mounted is shown once it is, not lost.
 */
export const loadToastLibrary = () => import('sonner');

let outletMounted: () => void = () => {};
const outletReady = new Promise<void>((resolve) => {
  outletMounted = resolve;
});
/** Called by the outlet once it listens for toasts. */
export const toastOutletMounted = () => outletMounted();

let wanted = false;
const listeners = new Set<() => void>();
/** Whether a toast has been asked for (the outlet mounts at once then). */
export const toastWanted = () => wanted;
export function subscribeToastWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Message = Parameters<typeof import('sonner').toast.success>[0];

const show =
  (kind: 'success' | 'error') =>
  (message: Message, options?: ExternalToast): void => {
    if (!wanted) {
      wanted = true;
      for (const listener of listeners) listener();
    }
    void Promise.all([loadToastLibrary(), outletReady]).then(([{ toast }]) => toast[kind](message, options));
  };

/** The app's toasts: `toast.success(message)`, `toast.error(message)`. */
export const toast = { success: show('success'), error: show('error') };
