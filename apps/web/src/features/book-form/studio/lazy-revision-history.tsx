import { Suspense } from 'react';
import { lazyPart } from '@/components/ui/lazy-part';
import type { RevisionHistoryDialogProps } from './revision-history';

// The comparison (and jsdiff with it) loads when a writer first opens a chapter's history, not
// with the editor.
const loadDialog = () => import('./revision-history');
const LoadedDialog = lazyPart(async () => (await loadDialog()).RevisionHistoryDialog);

/** Starts loading the history's code ahead of a click (on hover or focus of its button). */
export const preloadRevisionHistory = () => void loadDialog().catch(() => undefined);

/** {@link RevisionHistoryDialog}, its code loaded the first time it opens. */
export function LazyRevisionHistoryDialog(props: RevisionHistoryDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LoadedDialog {...props} />
    </Suspense>
  );
}
