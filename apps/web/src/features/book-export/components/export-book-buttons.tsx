import * as routes from '@quire/shared/routes';
import { buildPath } from '@quire/shared/routes';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download-file';
import { toast } from '@/lib/toasts';

const FORMATS = [
  { key: 'epub', label: 'EPUB', route: routes.exportBookEpub, fallback: 'book.epub' },
  { key: 'md', label: 'Markdown', route: routes.exportBookMarkdown, fallback: 'book.md' },
] as const;

/** The book's own files: an EPUB 3 for any e-reader, and Markdown (decision 053). */
export function ExportBookButtons({ bookId }: { bookId: string }) {
  const [busy, setBusy] = useState<string | null>(null);
  return FORMATS.map((format) => (
    <Button
      key={format.key}
      type="button"
      variant="outline"
      isLoading={busy === format.key}
      disabled={busy !== null}
      aria-label={`Download as ${format.label}`}
      icon={<FileDown className="size-4" aria-hidden="true" />}
      onClick={async () => {
        setBusy(format.key);
        try {
          await downloadFile(buildPath(format.route.path, { id: bookId }), format.fallback);
        } catch {
          toast.error(`Could not download the ${format.label} file. Please try again.`);
        } finally {
          setBusy(null);
        }
      }}
    >
      {format.label}
    </Button>
  ));
}
