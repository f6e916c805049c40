import { clsx } from 'clsx';
import { useState } from 'react';

const PALETTES = [
  { background: '#6b2a1a', ink: '#f5e9d8', ornament: '#d9a441' },
  { background: '#2f4a3a', ink: '#efe6d5', ornament: '#c9a45c' },
  { background: '#23324a', ink: '#f1e8d8', ornament: '#d7b26b' },
  { background: '#c58b2b', ink: '#1e1a15', ornament: '#fdfaf4' },
  { background: '#4a2c43', ink: '#f4e7ec', ornament: '#e0a458' },
  { background: '#1f5258', ink: '#eaf1ee', ornament: '#f0c67a' },
  { background: '#a4412a', ink: '#fdf3e6', ornament: '#f3c98b' },
  { background: '#3d3a36', ink: '#efe6d5', ornament: '#e07a5f' },
] as const;

/** A stable number for a string (FNV-1a), so a book always gets the same generated cover. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface BookCoverProps {
  title: string;
  author?: string;
  src?: string | null;
  className?: string;
  /** Covers next to a visible title are decorative; standalone covers are announced. */
  decorative?: boolean;
  /** Set for covers in the first screenful so they are not lazy-loaded. */
  eager?: boolean;
  /** Intrinsic size hints for the image (the box keeps its 2:3 ratio either way). */
  width?: number;
  height?: number;
}

/** A book cover: the real image when there is one, else a typeset cloth cover from the title. */
export function BookCover({
  title,
  author,
  src,
  className,
  decorative = false,
  eager = false,
  width,
  height,
}: BookCoverProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const label = decorative ? undefined : `Cover of ${title}${author ? ` by ${author}` : ''}`;

  return (
    <div
      className={clsx(
        'relative aspect-[2/3] overflow-hidden rounded-l-[3px] rounded-r-md bg-paper-200 shadow-book @container',
        className,
      )}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={label ?? ''}
          loading={eager ? 'eager' : 'lazy'}
          width={width}
          height={height}
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <GeneratedCover title={title} author={author} label={label} />
      )}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(90deg,rgb(0_0_0/0.28)_0,rgb(255_255_255/0.12)_3%,transparent_7%)]"
      />
    </div>
  );
}

/**
 * The typeset cover. Its title and author are drawn from data attributes by CSS, so the page's
 * text (and text search in tests) holds each book title once, beside the cover.
 */
function GeneratedCover({ title, author, label }: { title: string; author?: string; label?: string }) {
  const palette = PALETTES[hashOf(`${title}|${author ?? ''}`) % PALETTES.length];
  const className = 'absolute inset-0 flex flex-col justify-between px-[10cqw] py-[12cqw] text-center';
  const style = { backgroundColor: palette.background, color: palette.ink };
  const artwork = (
    <>
      <div className="flex items-center justify-center gap-[3cqw]" style={{ color: palette.ornament }}>
        <span className="h-px flex-1 bg-current opacity-70" />
        <span className="size-[3.5cqw] rotate-45 border border-current" />
        <span className="h-px flex-1 bg-current opacity-70" />
      </div>
      <p
        data-text={title}
        className="line-clamp-4 font-serif text-[clamp(0.7rem,12cqw,1.75rem)] leading-[1.12] font-semibold text-balance before:content-[attr(data-text)]"
      />
      <div>
        <div
          className="mx-auto mb-[5cqw] h-px w-1/3 opacity-70"
          style={{ backgroundColor: palette.ornament }}
        />
        {author ? (
          <p
            data-text={author}
            className="truncate text-[clamp(0.5rem,6.5cqw,0.8rem)] font-medium tracking-[0.14em] uppercase opacity-90 before:content-[attr(data-text)]"
          />
        ) : null}
      </div>
    </>
  );
  return label ? (
    <div role="img" aria-label={label} className={className} style={style}>
      {artwork}
    </div>
  ) : (
    <div aria-hidden="true" className={className} style={style}>
      {artwork}
    </div>
  );
}
