import { type ChapterDoc, docFromText, docWordCount } from '@quire/shared/chapter-doc';
import { docToMarkdown } from '@quire/shared/chapter-doc-markdown';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { clsx } from 'clsx';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { VALIDATION } from '@quire/shared/messages';
import { ProgressBar } from '@/components/ui/progress-bar';
import { toast } from '@/lib/toasts';
import { checkCoverFile, CoverUploadError, uploadCover } from '../api/upload-cover';
import { EditorToolbar } from './editor-toolbar';
import { chapterExtensions } from './extensions';
import { pasteReport } from './paste';
import { isEmptyDoc, toChapterDoc } from './to-chapter-doc';
import './chapter-editor.css';

export const EDITOR_TEXT = {
  placeholder: 'Write or paste the chapter. Type ## for a heading, > for a quote, - for a list.',
  imagesLeftOut: (count: number) =>
    `${count} ${count === 1 ? 'image' : 'images'} from the paste ${count === 1 ? 'was' : 'were'} left out: paste or drop the image files to upload them.`,
  uploading: (name: string) => `Uploading ${name}`,
  altLabel: 'Image description (alt text)',
  altHint: 'What a reader who cannot see the image should know.',
  linkLabel: 'Link address',
  imageTooLarge: 'Images in a chapter must be smaller than 5 MB',
} as const;

export interface ChapterEditorChange {
  doc: ChapterDoc;
  /** The chapter's text (its Markdown), empty when the document holds nothing. */
  content: string;
}

interface ChapterEditorProps {
  /** The id the editable area gets (its label points at it). */
  id: string;
  /** The id of the element that names the editor ("Chapter N content"). */
  labelledBy: string;
  /** What the chapter holds when the editor mounts. */
  initial: { doc?: ChapterDoc | null; content: string };
  invalid?: boolean;
  onChange: (change: ChapterEditorChange) => void;
  /** Extra controls for the status line (save state). */
  status?: React.ReactNode;
  /** Buttons for the status line's end (the chapter's history). */
  actions?: React.ReactNode;
  /** Replaces what the editor holds (a version the writer chose); a new `nonce` each time. */
  replace?: { doc: ChapterDoc; nonce: number } | null;
}

/** The document a chapter opens with: its own, or its text read as paragraphs. */
const startingDoc = ({ doc, content }: ChapterEditorProps['initial']) =>
  doc ?? (content ? docFromText(content) : undefined);

interface Upload {
  key: number;
  name: string;
  progress: number;
}

/**
 * Opens the file picker for images. The input is never put in the page: the book form's one file
 * field stays the cover's.
 */
function pickImages(onPick: (files: File[]) => void) {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = 'image/*';
  input.multiple = true;
  input.addEventListener('change', () => onPick(Array.from(input.files ?? [])), { once: true });
  input.click();
}

/** The selected figure (or the one the caret's caption belongs to) and its position. */
function selectedFigure(editor: Editor): { pos: number; alt: string } | null {
  const { selection } = editor.state;
  const node =
    'node' in selection ? (selection.node as { type: { name: string }; attrs: { alt: string } }) : null;
  if (node?.type.name === 'figure') return { pos: selection.from, alt: node.attrs.alt };
  const { $from } = selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const parent = $from.node(depth);
    if (parent.type.name === 'figure') return { pos: $from.before(depth), alt: parent.attrs.alt as string };
  }
  return null;
}

/**
 * A chapter's rich-text editor (TipTap on the chapter document model): toolbar and shortcuts for
 * every element, Markdown-style typing, cleaned pastes, images by upload, paste or drop (with
 * progress and alt text), word and character counts and a distraction-free full screen.
 */
export function ChapterEditor({
  id,
  labelledBy,
  initial,
  invalid,
  onChange,
  status,
  actions,
  replace,
}: ChapterEditorProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [fullScreen, setFullScreen] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [linkOpen, setLinkOpen] = useState(false);
  const uploadKey = useRef(0);
  const hintId = useId();
  const [words, setWords] = useState(() => {
    const doc = startingDoc(initial);
    return doc ? docWordCount(doc) : 0;
  });

  const uploadFiles = (editor: Editor, files: File[], at?: number) => {
    for (const file of files) {
      // The image store's checks, said of a chapter image rather than of the cover.
      const check = checkCoverFile(file);
      const problem = check === VALIDATION.coverTooLarge ? EDITOR_TEXT.imageTooLarge : check;
      if (problem) {
        toast.error(problem);
        continue;
      }
      uploadKey.current += 1;
      const key = uploadKey.current;
      setUploads((current) => [...current, { key, name: file.name, progress: 0 }]);
      uploadCover(file, {
        onProgress: (fraction) =>
          setUploads((current) =>
            current.map((upload) => (upload.key === key ? { ...upload, progress: fraction } : upload)),
          ),
      })
        .then((image) => {
          const attrs = {
            src: image.secure_url,
            alt: '',
            width: image.width ?? null,
            height: image.height ?? null,
          };
          const chain = editor.chain().focus();
          (at === undefined ? chain : chain.setTextSelection(Math.min(at, editor.state.doc.content.size)))
            .insertFigure(attrs)
            .run();
        })
        .catch((error: unknown) => {
          if (error instanceof CoverUploadError) toast.error(error.message);
          else if (!(error instanceof DOMException && error.name === 'AbortError'))
            toast.error(String(error));
        })
        .finally(() => setUploads((current) => current.filter((upload) => upload.key !== key)));
    }
  };

  const editor = useEditor({
    extensions: chapterExtensions({ placeholder: EDITOR_TEXT.placeholder }),
    content: startingDoc(initial) ?? '',
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        'aria-describedby': hintId,
        class: 'px-4 py-4 sm:px-6',
      },
      handlePaste: (view, event) => {
        const files = Array.from(event.clipboardData?.files ?? []).filter((file) =>
          file.type.startsWith('image/'),
        );
        if (files.length && editorRef.current) {
          uploadFiles(editorRef.current, files, view.state.selection.from);
          return true;
        }
        queueMicrotask(() => {
          if (pasteReport.imagesLeftOut) toast.error(EDITOR_TEXT.imagesLeftOut(pasteReport.imagesLeftOut));
          pasteReport.imagesLeftOut = 0;
        });
        return false;
      },
      handleDrop: (view, event, _slice, moved) => {
        if (moved) return false;
        const files = Array.from(event.dataTransfer?.files ?? []).filter((file) =>
          file.type.startsWith('image/'),
        );
        if (!files.length || !editorRef.current) return false;
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        uploadFiles(editorRef.current, files, at);
        return true;
      },
      handleKeyDown: (_view, event) => {
        if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
          setLinkOpen(true);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      const doc = toChapterDoc(current.getJSON());
      setWords(docWordCount(doc));
      onChangeRef.current({ doc, content: isEmptyDoc(doc) ? '' : docToMarkdown(doc) });
    },
  });
  const editorRef = useRef<Editor | null>(editor);
  editorRef.current = editor;

  const info = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      characters: current.storage.characterCount.characters() as number,
      figure: selectedFigure(current),
      link: (current.getAttributes('link').href as string | undefined) ?? '',
    }),
  });

  useEffect(() => {
    if (!replace) return;
    editor.commands.setContent(replace.doc, { emitUpdate: false });
    setWords(docWordCount(replace.doc));
  }, [editor, replace]);

  useEffect(() => {
    editor.view.dom.setAttribute('aria-invalid', invalid ? 'true' : 'false');
  }, [editor, invalid]);

  // Full screen: Escape leaves it, and the page behind does not scroll.
  useEffect(() => {
    if (!fullScreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        setFullScreen(false);
        editor.commands.focus();
      }
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      window.removeEventListener('keydown', onKey);
    };
  }, [fullScreen, editor]);

  const applyLink = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = String(new FormData(event.currentTarget).get('href') ?? '').trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!href) chain.unsetLink().run();
    else chain.setLink({ href: /^(https?:|mailto:)/i.test(href) ? href : `https://${href}` }).run();
    setLinkOpen(false);
  };

  return (
    <div
      className={clsx(
        'chapter-editor flex flex-col overflow-clip border',
        // Full screen covers the whole page (its bars included) with the page's own paper.
        fullScreen ? 'fixed inset-0 z-[60] rounded-none border-0 bg-paper-50' : 'rounded-xl bg-white/80',
        invalid ? 'border-red-300' : 'border-paper-300',
      )}
      data-fullscreen={fullScreen}
    >
      <div
        className={clsx('z-10', fullScreen ? 'sticky top-0 mx-auto w-full max-w-3xl' : 'md:sticky md:top-16')}
      >
        <EditorToolbar
          editor={editor}
          label="Formatting"
          fullScreen={fullScreen}
          onToggleFullScreen={() => {
            setFullScreen((value) => !value);
            editor.commands.focus();
          }}
          onLink={() => setLinkOpen((open) => !open)}
          onImage={() => pickImages((files) => uploadFiles(editor, files))}
          onNote={() => editor.commands.insertFootnote()}
        />
        {linkOpen ? (
          <form
            onSubmit={applyLink}
            className="flex items-center gap-2 border-b border-paper-200 bg-paper-50 px-3 py-2"
          >
            <label htmlFor={`${id}-href`} className="text-sm font-medium text-ink-800">
              {EDITOR_TEXT.linkLabel}
            </label>
            <input
              id={`${id}-href`}
              name="href"
              type="url"
              inputMode="url"
              defaultValue={info.link}
              autoFocus
              placeholder="https://"
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.preventDefault();
                  setLinkOpen(false);
                  editor.commands.focus();
                }
              }}
              className="h-9 min-w-0 flex-1 rounded-lg border border-paper-300 bg-white px-3 text-sm"
            />
            <button
              type="submit"
              className="h-9 rounded-full bg-ink-900 px-4 text-sm font-medium text-paper-50"
            >
              Apply
            </button>
          </form>
        ) : null}
        {info.figure ? (
          <div className="flex flex-wrap items-center gap-2 border-b border-paper-200 bg-paper-50 px-3 py-2">
            <label htmlFor={`${id}-alt`} className="text-sm font-medium text-ink-800">
              {EDITOR_TEXT.altLabel}
            </label>
            <input
              id={`${id}-alt`}
              key={info.figure.pos}
              defaultValue={info.figure.alt}
              maxLength={2000}
              placeholder={EDITOR_TEXT.altHint}
              onChange={(event) => {
                const figure = selectedFigure(editor);
                if (figure)
                  editor.commands.command(({ tr }) =>
                    Boolean(tr.setNodeAttribute(figure.pos, 'alt', event.target.value)),
                  );
              }}
              className="h-9 min-w-0 flex-1 rounded-lg border border-paper-300 bg-white px-3 text-sm"
            />
          </div>
        ) : null}
        {uploads.map((upload) => (
          <div
            key={upload.key}
            className="flex items-center gap-3 border-b border-paper-200 bg-paper-50 px-3 py-2 text-sm text-ink-700"
            aria-live="polite"
          >
            <span className="min-w-0 truncate">{EDITOR_TEXT.uploading(upload.name)}</span>
            <ProgressBar
              value={upload.progress * 100}
              label={EDITOR_TEXT.uploading(upload.name)}
              className="flex-1"
              size="sm"
            />
          </div>
        ))}
      </div>
      <div className={clsx('flex-1', fullScreen && 'overflow-y-auto')}>
        <div className={clsx(fullScreen && 'mx-auto max-w-3xl py-6')}>
          <EditorContent editor={editor} />
        </div>
      </div>
      <div
        id={hintId}
        className={clsx(
          'flex flex-wrap items-center justify-between gap-2 border-t border-paper-200 px-4 py-2 text-xs text-ink-600',
          fullScreen && 'mx-auto w-full max-w-3xl',
        )}
      >
        <span className="tabular-nums">
          {words.toLocaleString()} {words === 1 ? 'word' : 'words'} · {info.characters.toLocaleString()}{' '}
          {info.characters === 1 ? 'character' : 'characters'}
        </span>
        <span className="inline-flex flex-wrap items-center gap-3">
          {status}
          {actions}
        </span>
      </div>
    </div>
  );
}
