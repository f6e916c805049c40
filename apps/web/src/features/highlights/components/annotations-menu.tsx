import { HIGHLIGHT_MESSAGES as M } from '@quire/shared/messages/highlights';
import { ChevronDown, Download, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { downloadHighlightsAnnotations, useImportAnnotations } from '../api/highlights';

const ITEM =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-ink-800 hover:bg-paper-100 focus-visible:bg-paper-100 disabled:opacity-50';

/**
 * The book page's "Annotations" menu (decision 054): the highlights as W3C Web Annotations or a
 * Readium annotation file, and an import of either, placed on the book's text.
 */
export function AnnotationsMenu({ bookId, canExport }: { bookId: string; canExport: boolean }) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const importer = useImportAnnotations(bookId);

  const download = async (format: 'web' | 'readium') => {
    setOpen(false);
    try {
      await downloadHighlightsAnnotations(bookId, format);
    } catch {
      toast.error(M.exportFailed);
    }
  };

  const importFile = async (file: File) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      toast.error(M.annotationsUnreadable);
      return;
    }
    importer.mutate(parsed, {
      onSuccess: (result) =>
        toast.success(M.annotationsImported(result.imported, result.alreadyThere, result.notFound)),
      onError: (error) =>
        toast.error(isApiError(error) && error.status === 400 ? error.message : M.importAnnotationsFailed),
    });
  };

  // Escape and a click elsewhere close the menu; Escape gives focus back to its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        disabled={importer.isPending}
        className="inline-flex h-10 items-center gap-1.5 rounded-full border border-paper-300 bg-white px-4 text-sm font-semibold text-ink-800 transition hover:bg-paper-100 disabled:opacity-50"
      >
        {M.annotationsMenu}
        <ChevronDown className="size-4" aria-hidden="true" />
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute right-0 z-20 mt-2 w-72 rounded-xl border border-paper-200 bg-white p-1.5 shadow-lifted"
        >
          <button type="button" className={ITEM} disabled={!canExport} onClick={() => void download('web')}>
            <Download className="size-4" aria-hidden="true" />
            {M.exportWebAnnotation}
          </button>
          <button
            type="button"
            className={ITEM}
            disabled={!canExport}
            onClick={() => void download('readium')}
          >
            <Download className="size-4" aria-hidden="true" />
            {M.exportReadium}
          </button>
          <button
            type="button"
            className={ITEM}
            onClick={() => {
              setOpen(false);
              fileInput.current?.click();
            }}
          >
            <Upload className="size-4" aria-hidden="true" />
            {M.importAnnotations}
          </button>
        </div>
      ) : null}
      <input
        ref={fileInput}
        type="file"
        accept=".jsonld,.json,.annotation,application/ld+json,application/json"
        className="sr-only"
        tabIndex={-1}
        aria-label={M.importAnnotations}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void importFile(file);
        }}
      />
    </div>
  );
}
