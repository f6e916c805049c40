/**
 * Whether a key press belongs to something else than a page-wide shortcut: typing in a field, or
 * a dialog open over the page. The reader's shortcuts and its keyboard selection both step aside.
 */
export const keyBelongsElsewhere = (event: KeyboardEvent): boolean => {
  const target = event.target;
  const typing =
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
  return typing || document.querySelector('dialog[open]') !== null;
};
