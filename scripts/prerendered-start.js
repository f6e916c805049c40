// The start script of a prerendered page (decision 040). It loads the page's code once the HTML has
// painted, and until that code has taken the page over (the page sends `quire:page-ready` once
// hydrated), it keeps what the visitor does: the clicks on the page's buttons, what is typed, a
// form sent. They are done again, in order, once the page can answer them (decision 044).
//
// scripts/prerender.mjs writes each page's copy: the page's two values as data, declared before
// this script (`files`: the module preloads its HTML had; `entry`: its module script), then this
// script as it is, without its comments.
/* global files, entry */

const held = [];
const root = document.getElementById('root');
const inPage = (node) => node instanceof Element && root?.contains(node);
const hold = (event) => {
  event.preventDefault();
  event.stopImmediatePropagation();
};
// A button has no handler until the code is in: its click is kept (Enter in a field clicks the
// form's submit button, so a sign-in sent with Enter is kept too).
const onClick = (event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!inPage(button) || button.disabled) return;
  hold(event);
  held.push(() => button.click());
};
// A form sent any other way: sent as a plain form, its fields (a password) would end up in the
// address. It is sent again through the page's code.
const onSubmit = (event) => {
  const form = event.target;
  hold(event);
  if (!inPage(form)) return;
  const submitter = event.submitter?.form === form ? event.submitter : null;
  held.push(() => form.isConnected && form.requestSubmit(submitter?.isConnected ? submitter : null));
};
// Hydration keeps a field's text, but the page's code may set its own value once it runs (an empty
// form's defaults): what was typed is put back, as typed, so the page's handlers see it.
const setValue = {
  INPUT: Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set,
  TEXTAREA: Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set,
};
const onInput = (event) => {
  const field = event.target;
  if (!inPage(field) || !setValue[field.tagName] || /^(checkbox|radio|file)$/.test(field.type)) return;
  const value = field.value;
  held.push(() => {
    if (!field.isConnected) return;
    // Through the element's own setter first (React's value tracking then knows the field as
    // empty), then the typed text past it: the input event below is seen as a change.
    field.value = '';
    setValue[field.tagName].call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
addEventListener('click', onClick, true);
addEventListener('submit', onSubmit, true);
addEventListener('input', onInput, true);

let released = false;
const release = async () => {
  if (released) return;
  released = true;
  removeEventListener('click', onClick, true);
  removeEventListener('submit', onSubmit, true);
  removeEventListener('input', onInput, true);
  // One at a time, each after the page has rendered what the one before changed.
  for (const action of held.splice(0)) {
    await new Promise((resolve) => setTimeout(resolve));
    action();
  }
};
document.addEventListener('quire:page-ready', release, { once: true });

const start = () => {
  for (const link of document.querySelectorAll('link[rel=stylesheet][media=print]')) link.media = 'all';
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // Should the page never say it is ready (an error screen instead of the page), its own code
  // answers clicks after a while: nothing stays held for good. A failed download keeps them held
  // (no code to answer them; a form is then never sent as a plain form).
  import(entry).then(
    () => setTimeout(release, 10_000),
    () => {},
  );
};
// Once the first contentful paint is on screen (reported after the frame is shown). Without
// paint timing, or in a tab that is not shown, a second after the load event.
let started = false;
const startOnce = () => {
  if (started) return;
  started = true;
  start();
};
try {
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) startOnce();
  }).observe({ type: 'paint', buffered: true });
} catch {}
addEventListener('load', () => setTimeout(startOnce, 1000), { once: true });
