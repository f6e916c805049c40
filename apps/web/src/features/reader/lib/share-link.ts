import { READER_MESSAGES } from '@quire/shared/messages/reader';
import { toast } from '@/lib/toasts';
import { links } from '@/lib/links';

/** The address of a chapter in the reader, for sharing and bookmarks outside the app. */
export function readerLink(bookId: string, chapter?: number): string {
  return new URL(links.reader(bookId, chapter), window.location.origin).toString();
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Insecure contexts have no async clipboard: the old selection-based copy still works there.
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('copy failed');
}

/** Web Share where the device has it; else the link goes to the clipboard with a 'Link copied' toast. */
export async function shareLink(data: { title: string; text: string; url: string }): Promise<void> {
  if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      // The person closed the share sheet: that is an answer, not a failure.
      if ((error as { name?: string }).name === 'AbortError') return;
    }
  }
  try {
    await copyText(data.url);
    toast.success(READER_MESSAGES.linkCopied, { id: 'reader-link-copied' });
  } catch {
    toast.error(READER_MESSAGES.linkCopyFailed, { id: 'reader-link-copied' });
  }
}
