import { useEffect, useState } from 'react';
import { BookCover } from '@/components/ui/book-cover';
import { COVER_CACHE } from '@/lib/offline/offline-db';

/** A downloaded book's cover, read from the device's cache (it shows offline too). */
export function OfflineCover({ url, title, author }: { url: string | null; title: string; author: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!url || typeof caches === 'undefined') return;
    let objectUrl: string | null = null;
    let cancelled = false;
    void caches
      .open(COVER_CACHE)
      .then((cache) => cache.match(url))
      .then(async (response) => {
        if (!response || cancelled) return;
        objectUrl = URL.createObjectURL(await response.blob());
        setSrc(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return (
    <BookCover
      title={title}
      author={author}
      src={src}
      width={96}
      height={144}
      className="w-16 shrink-0 sm:w-20"
    />
  );
}
