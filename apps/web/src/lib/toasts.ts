import type { ToasterProps } from 'sonner';

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
