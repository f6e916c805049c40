import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { clsx } from 'clsx';
import {
  Bold,
  Code,
  Columns3,
  Feather,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Maximize2,
  Minimize2,
  Minus,
  Pilcrow,
  Quote,
  Redo2,
  Rows3,
  SquareCode,
  Strikethrough,
  Subscript,
  Superscript,
  Table,
  TableCellsMerge,
  Trash2,
  Undo2,
  StickyNote,
} from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl+';
const alt = isMac ? '⌥' : 'Alt+';
const shift = isMac ? '⇧' : 'Shift+';

interface Tool {
  label: string;
  icon: LucideIcon;
  shortcut?: string;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
}

const chain = (editor: Editor) => editor.chain().focus();

const TEXT_TOOLS: Tool[] = [
  {
    label: 'Bold',
    icon: Bold,
    shortcut: `${mod}B`,
    run: (e) => chain(e).toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    label: 'Italic',
    icon: Italic,
    shortcut: `${mod}I`,
    run: (e) => chain(e).toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    label: 'Strikethrough',
    icon: Strikethrough,
    shortcut: `${mod}${shift}S`,
    run: (e) => chain(e).toggleStrike().run(),
    active: (e) => e.isActive('strike'),
  },
  {
    label: 'Subscript',
    icon: Subscript,
    shortcut: `${mod},`,
    run: (e) => chain(e).toggleSubscript().run(),
    active: (e) => e.isActive('subscript'),
  },
  {
    label: 'Superscript',
    icon: Superscript,
    shortcut: `${mod}.`,
    run: (e) => chain(e).toggleSuperscript().run(),
    active: (e) => e.isActive('superscript'),
  },
  {
    label: 'Inline code',
    icon: Code,
    shortcut: `${mod}E`,
    run: (e) => chain(e).toggleCode().run(),
    active: (e) => e.isActive('code'),
  },
];

const BLOCK_TOOLS: Tool[] = [
  {
    label: 'Paragraph',
    icon: Pilcrow,
    shortcut: `${mod}${alt}0`,
    run: (e) => chain(e).setParagraph().run(),
    active: (e) => e.isActive('paragraph') && !e.isActive('blockquote') && !e.isActive('listItem'),
  },
  {
    label: 'Heading',
    icon: Heading2,
    shortcut: `${mod}${alt}2`,
    run: (e) => chain(e).toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    label: 'Subheading',
    icon: Heading3,
    shortcut: `${mod}${alt}3`,
    run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    label: 'Minor heading',
    icon: Heading4,
    shortcut: `${mod}${alt}4`,
    run: (e) => chain(e).toggleHeading({ level: 4 }).run(),
    active: (e) => e.isActive('heading', { level: 4 }),
  },
  {
    label: 'Quote',
    icon: Quote,
    shortcut: `${mod}${shift}B`,
    run: (e) => chain(e).toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  {
    label: 'Bulleted list',
    icon: List,
    shortcut: `${mod}${shift}8`,
    run: (e) => chain(e).toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    label: 'Numbered list',
    icon: ListOrdered,
    shortcut: `${mod}${shift}7`,
    run: (e) => chain(e).toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    label: 'Verse',
    icon: Feather,
    shortcut: `${mod}${alt}V`,
    run: (e) => chain(e).toggleVerse().run(),
    active: (e) => e.isActive('verse'),
  },
  {
    label: 'Preformatted text',
    icon: SquareCode,
    shortcut: `${mod}${alt}C`,
    run: (e) => chain(e).toggleCodeBlock().run(),
    active: (e) => e.isActive('codeBlock'),
  },
  { label: 'Scene break', icon: Minus, run: (e) => chain(e).setHorizontalRule().run() },
];

const TABLE_TOOLS: Tool[] = [
  {
    label: 'Insert table',
    icon: Table,
    run: (e) => chain(e).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    enabled: (e) => !e.isActive('table'),
  },
  {
    label: 'Add row below',
    icon: Rows3,
    run: (e) => chain(e).addRowAfter().run(),
    enabled: (e) => e.isActive('table'),
  },
  {
    label: 'Add column after',
    icon: Columns3,
    run: (e) => chain(e).addColumnAfter().run(),
    enabled: (e) => e.isActive('table'),
  },
  {
    label: 'Merge or split cells',
    icon: TableCellsMerge,
    run: (e) => chain(e).mergeOrSplit().run(),
    enabled: (e) => e.can().mergeOrSplit(),
  },
  {
    label: 'Delete table',
    icon: Trash2,
    run: (e) => chain(e).deleteTable().run(),
    enabled: (e) => e.isActive('table'),
  },
];

interface EditorToolbarProps {
  editor: Editor;
  label: string;
  fullScreen: boolean;
  onToggleFullScreen: () => void;
  onLink: () => void;
  onImage: () => void;
  onNote: () => void;
}

/** One toolbar per chapter: arrow keys move between its buttons, Tab leaves it (WAI-ARIA toolbar). */
export function EditorToolbar({
  editor,
  label,
  fullScreen,
  onToggleFullScreen,
  onLink,
  onImage,
  onNote,
}: EditorToolbarProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Re-render on selection and content changes, with each tool's state read once.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: [...TEXT_TOOLS, ...BLOCK_TOOLS].map((tool) => tool.active?.(current) ?? false),
      enabled: TABLE_TOOLS.map((tool) => tool.enabled?.(current) ?? true),
      link: current.isActive('link'),
      inTable: current.isActive('table'),
      undo: current.can().undo(),
      redo: current.can().redo(),
    }),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    if (!(event.key in keys) && event.key !== 'Home' && event.key !== 'End') return;
    const buttons = Array.from(
      ref.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [],
    );
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? buttons.length - 1
          : (index + keys[event.key] + buttons.length) % buttons.length;
    event.preventDefault();
    for (const button of buttons) button.tabIndex = -1;
    buttons[next].tabIndex = 0;
    buttons[next].focus();
  };

  const button = (
    key: string,
    tool: Pick<Tool, 'label' | 'icon' | 'shortcut'>,
    onClick: () => void,
    { pressed, disabled, first }: { pressed?: boolean; disabled?: boolean; first?: boolean } = {},
  ) => {
    const Icon = tool.icon;
    return (
      <button
        key={key}
        type="button"
        tabIndex={first ? 0 : -1}
        aria-label={tool.label}
        aria-pressed={pressed}
        aria-keyshortcuts={
          tool.shortcut
            ? tool.shortcut.replace(/⌘/, 'Meta+').replace(/⌥/, 'Alt+').replace(/⇧/, 'Shift+')
            : undefined
        }
        title={tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
        className={clsx(
          'grid size-9 shrink-0 place-items-center rounded-lg text-ink-700 transition hover:bg-paper-200 hover:text-ink-900 disabled:opacity-40',
          pressed && 'bg-accent-50 text-accent-700 ring-1 ring-accent-200',
        )}
      >
        <Icon className="size-4.5" aria-hidden="true" />
      </button>
    );
  };
  const divider = (key: string) => (
    <span key={key} aria-hidden="true" className="mx-1 h-6 w-px shrink-0 bg-paper-300" />
  );

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      aria-controls={editor.view.dom.id || undefined}
      onKeyDown={onKeyDown}
      // One row that scrolls sideways on a phone; wrapped on wider screens.
      className="flex items-center gap-0.5 overflow-x-auto border-b border-paper-200 bg-paper-50/95 px-1.5 py-1.5 backdrop-blur [scrollbar-width:thin] md:flex-wrap md:overflow-visible"
    >
      {button('undo', { label: 'Undo', icon: Undo2, shortcut: `${mod}Z` }, () => chain(editor).undo().run(), {
        disabled: !state.undo,
      })}
      {button(
        'redo',
        { label: 'Redo', icon: Redo2, shortcut: `${mod}${shift}Z` },
        () => chain(editor).redo().run(),
        {
          disabled: !state.redo,
        },
      )}
      {divider('d1')}
      {TEXT_TOOLS.map((tool, index) =>
        // Tab enters the toolbar on Bold, always enabled (Undo is disabled until there is something to undo).
        button(tool.label, tool, () => tool.run(editor), {
          pressed: state.active[index],
          first: index === 0,
        }),
      )}
      {button('link', { label: 'Link', icon: Link2, shortcut: `${mod}K` }, onLink, { pressed: state.link })}
      {divider('d2')}
      {BLOCK_TOOLS.map((tool, index) =>
        button(tool.label, tool, () => tool.run(editor), {
          pressed: tool.active ? state.active[TEXT_TOOLS.length + index] : undefined,
        }),
      )}
      {divider('d3')}
      {button('image', { label: 'Insert image', icon: ImagePlus }, onImage)}
      {button('note', { label: 'Insert note', icon: StickyNote, shortcut: `${mod}${alt}F` }, onNote)}
      {TABLE_TOOLS.map((tool, index) =>
        // The first inserts a table; the others show while the caret is in one.
        index === 0 || state.inTable
          ? button(tool.label, tool, () => tool.run(editor), { disabled: !state.enabled[index] })
          : null,
      )}
      <span className="ml-auto" />
      {button(
        'full',
        { label: fullScreen ? 'Leave full screen' : 'Full screen', icon: fullScreen ? Minimize2 : Maximize2 },
        onToggleFullScreen,
        { pressed: fullScreen },
      )}
    </div>
  );
}
