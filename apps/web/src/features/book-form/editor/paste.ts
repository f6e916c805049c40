/**
 * Pasted HTML, from a word processor, Google Docs or a web page, made ready for the chapter
 * schema: the schema itself keeps only what the document model has (decision 049), this step
 * fixes what it would read wrongly — heading levels, Google Docs' bold wrapper, Word's list
 * paragraphs — and leaves out images that are not in Quire's image store (they must be uploaded).
 */
import { OWN_IMAGE_PREFIX } from '@quire/shared/domain';

/** How many images the last paste left out, for the editor to say so. */
export const pasteReport = { imagesLeftOut: 0 };

/** The path of an image in Quire's own store, or null for any other address. */
export function ownImagePath(src: string | null): string | null {
  if (!src) return null;
  try {
    const url = new URL(src, window.location.href);
    const own = url.origin === window.location.origin && url.pathname.startsWith(OWN_IMAGE_PREFIX);
    return own && /^[\w/-]+$/.test(url.pathname) ? url.pathname : null;
  } catch {
    return null;
  }
}

function rename(element: Element, tag: string) {
  const replacement = element.ownerDocument.createElement(tag);
  for (const attribute of Array.from(element.attributes))
    replacement.setAttribute(attribute.name, attribute.value);
  replacement.append(...Array.from(element.childNodes));
  element.replaceWith(replacement);
  return replacement;
}

/** Word marks list paragraphs with a class and a bullet or number typed into the text. */
function wordLists(body: HTMLElement) {
  const items = Array.from(body.querySelectorAll('p[class^="MsoListParagraph"], p[style*="mso-list"]'));
  let list: HTMLElement | null = null;
  for (const item of items) {
    // Word writes the bullet or number in a span marked mso-list:Ignore.
    const marker = item.querySelector('span[style*="mso-list"]');
    const markerText = marker?.textContent?.trim() ?? '';
    marker?.remove();
    const ordered = /^\(?\w{1,3}[.)]$/.test(markerText);
    const previous = item.previousElementSibling;
    if (!list || previous !== list) {
      list = item.ownerDocument.createElement(ordered ? 'ol' : 'ul');
      item.before(list);
    }
    const li = item.ownerDocument.createElement('li');
    li.append(rename(item, 'p'));
    list.append(li);
  }
}

export function cleanPastedHtml(html: string): string {
  pasteReport.imagesLeftOut = 0;
  const document = new DOMParser().parseFromString(html, 'text/html');
  const body = document.body;
  for (const element of Array.from(body.querySelectorAll('script, style, meta, link, title, o\\:p, xml'))) {
    element.remove();
  }
  // Google Docs wraps the whole paste in <b style="font-weight:normal" id="docs-internal-guid-…">.
  for (const wrapper of Array.from(body.querySelectorAll('b[id^="docs-internal-guid"]'))) {
    wrapper.replaceWith(...Array.from(wrapper.childNodes));
  }
  // The chapter title is the h1; headings inside a chapter are levels 2 to 4.
  for (const heading of Array.from(body.querySelectorAll('h1'))) rename(heading, 'h2');
  for (const heading of Array.from(body.querySelectorAll('h5, h6'))) rename(heading, 'h4');
  wordLists(body);
  for (const image of Array.from(body.querySelectorAll('img'))) {
    if (!ownImagePath(image.getAttribute('src'))) {
      pasteReport.imagesLeftOut += 1;
      image.remove();
    }
  }
  return body.innerHTML;
}
