/**
 * The chapter editor's schema: TipTap's own nodes and marks where they exist, and Quire's verse,
 * figure and notes, all with the names and attributes of the chapter document (decision 049), so
 * what the editor holds is the stored document (after `toChapterDoc` drops editor-only attributes).
 */
import { newBlockId } from '@quire/shared/chapter-doc';
import { Extension, Mark, mergeAttributes, Node } from '@tiptap/core';
import { TableKit } from '@tiptap/extension-table';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { cleanPastedHtml, ownImagePath } from './paste';

/** Every block that carries a stable id in the document. */
export const BLOCK_TYPES = [
  'paragraph',
  'heading',
  'verse',
  'codeBlock',
  'horizontalRule',
  'figure',
  'blockquote',
  'bulletList',
  'orderedList',
  'listItem',
  'table',
  'tableCell',
  'tableHeader',
  'footnote',
] as const;

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    quireChapter: {
      toggleVerse: () => ReturnType;
      insertFigure: (attrs: {
        src: string;
        alt: string;
        width?: number | null;
        height?: number | null;
      }) => ReturnType;
      insertFootnote: () => ReturnType;
      toggleSubscript: () => ReturnType;
      toggleSuperscript: () => ReturnType;
    };
  }
}

/**
 * Gives every block an id and keeps ids unique: a new block (typed, split, pasted, or copied from
 * another block) gets a fresh one, so anchors to the original stay where they were.
 */
const BlockIds = Extension.create({
  name: 'blockIds',
  addGlobalAttributes() {
    return [
      {
        types: [...BLOCK_TYPES],
        attributes: {
          id: {
            default: null,
            keepOnSplit: false,
            parseHTML: (element) => element.getAttribute('data-block-id'),
            renderHTML: (attributes) => (attributes.id ? { 'data-block-id': attributes.id } : {}),
          },
        },
      },
    ];
  },
  addProseMirrorPlugins() {
    const types = new Set<string>(BLOCK_TYPES);
    return [
      new Plugin({
        key: new PluginKey('blockIds'),
        appendTransaction: (transactions, _old, state) => {
          if (!transactions.some((tr) => tr.docChanged)) return null;
          const seen = new Set<string>();
          const tr = state.tr;
          state.doc.descendants((node, pos) => {
            if (!types.has(node.type.name)) return;
            const id = node.attrs.id as string | null;
            if (id && !seen.has(id)) {
              seen.add(id);
              return;
            }
            const fresh = newBlockId();
            seen.add(fresh);
            tr.setNodeAttribute(pos, 'id', fresh);
          });
          if (!tr.docChanged) return null;
          return tr.setMeta('addToHistory', false);
        },
      }),
    ];
  },
});

/** Cell alignment, as tables from books and word processors carry it. */
const CellAlign = Extension.create({
  name: 'cellAlign',
  addGlobalAttributes() {
    return [
      {
        types: ['tableCell', 'tableHeader'],
        attributes: {
          align: {
            default: null,
            parseHTML: (element) => {
              const align = element.style.textAlign || element.getAttribute('align');
              return align === 'left' || align === 'center' || align === 'right' ? align : null;
            },
            renderHTML: (attributes) =>
              attributes.align ? { style: `text-align: ${attributes.align}` } : {},
          },
        },
      },
    ];
  },
});

const Subscript = Mark.create({
  name: 'subscript',
  excludes: 'superscript',
  parseHTML: () => [{ tag: 'sub' }, { style: 'vertical-align=sub' }],
  renderHTML: ({ HTMLAttributes }) => ['sub', HTMLAttributes, 0],
  addCommands() {
    return {
      toggleSubscript:
        () =>
        ({ commands }) =>
          commands.toggleMark(this.name),
    };
  },
  addKeyboardShortcuts() {
    return { 'Mod-,': () => this.editor.commands.toggleSubscript() };
  },
});

const Superscript = Mark.create({
  name: 'superscript',
  excludes: 'subscript',
  parseHTML: () => [{ tag: 'sup:not([data-note])' }, { style: 'vertical-align=super' }],
  renderHTML: ({ HTMLAttributes }) => ['sup', HTMLAttributes, 0],
  addCommands() {
    return {
      toggleSuperscript:
        () =>
        ({ commands }) =>
          commands.toggleMark(this.name),
    };
  },
  addKeyboardShortcuts() {
    return { 'Mod-.': () => this.editor.commands.toggleSuperscript() };
  },
});

/** Lines of verse: Enter starts a new line in the stanza; Enter on an empty last line leaves it. */
const Verse = Node.create({
  name: 'verse',
  group: 'block',
  content: 'inline*',
  defining: true,
  parseHTML: () => [{ tag: 'div.verse', preserveWhitespace: 'full' }, { tag: 'p.verse' }],
  renderHTML: ({ HTMLAttributes }) => ['div', mergeAttributes(HTMLAttributes, { class: 'verse' }), 0],
  addCommands() {
    return {
      toggleVerse:
        () =>
        ({ commands }) =>
          commands.toggleNode(this.name, 'paragraph'),
    };
  },
  addKeyboardShortcuts() {
    return {
      'Mod-Alt-v': () => this.editor.commands.toggleVerse(),
      Enter: ({ editor }) => {
        const { $from, empty } = editor.state.selection;
        if (!empty || $from.parent.type.name !== this.name) return false;
        const parent = $from.parent;
        const atEnd = $from.parentOffset === parent.content.size;
        // An empty last line (the line before is a break): leave the verse.
        if (atEnd && parent.lastChild?.type.name === 'hardBreak') {
          return editor
            .chain()
            .command(({ tr }) => {
              tr.delete($from.pos - 1, $from.pos);
              return true;
            })
            .splitBlock()
            .setNode('paragraph')
            .run();
        }
        return editor.commands.setHardBreak();
      },
    };
  },
});

const numberAttr = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** An image from the store, with alt text; its content is the caption. */
const Figure = Node.create({
  name: 'figure',
  group: 'block',
  content: 'inline*',
  draggable: true,
  isolating: true,
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: '' },
      width: { default: null },
      height: { default: null },
    };
  },
  parseHTML() {
    const fromImage = (img: HTMLElement | null) => {
      const src = ownImagePath(img?.getAttribute('src') ?? null);
      if (!img || !src) return false;
      return {
        src,
        alt: img.getAttribute('alt') ?? '',
        width: numberAttr(img.getAttribute('width')),
        height: numberAttr(img.getAttribute('height')),
      };
    };
    return [
      {
        tag: 'figure',
        contentElement: 'figcaption',
        getAttrs: (element) => fromImage(element.querySelector('img')),
      },
      { tag: 'img[src]', getAttrs: (element) => fromImage(element) },
    ];
  },
  renderHTML({ node, HTMLAttributes }) {
    const { src, alt, width, height, ...rest } = HTMLAttributes;
    return [
      'figure',
      mergeAttributes(rest, { class: 'chapter-figure' }),
      ['img', { src, alt, width, height, draggable: 'false', contenteditable: 'false' }],
      ['figcaption', { 'data-empty': node.content.size === 0 ? 'true' : undefined }, 0],
    ];
  },
  addCommands() {
    return {
      insertFigure:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});

/** A note: kept at the end of the chapter, reached from its marks in the text. */
const Footnote = Node.create({
  name: 'footnote',
  group: 'block',
  content: 'block+',
  defining: true,
  isolating: true,
  addAttributes() {
    return { label: { default: '1', parseHTML: (element) => element.getAttribute('data-label') ?? '1' } };
  },
  parseHTML: () => [{ tag: 'aside[data-footnote]' }],
  renderHTML: ({ node, HTMLAttributes }) => [
    'aside',
    mergeAttributes(HTMLAttributes, {
      'data-footnote': '',
      'data-label': node.attrs.label,
      class: 'chapter-note',
    }),
    0,
  ],
});

/** Where a note is referred to: shown as its label. */
const FootnoteReference = Node.create({
  name: 'footnoteReference',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      note: { default: null, parseHTML: (element) => element.getAttribute('data-note') },
      label: { default: '1', parseHTML: (element) => element.textContent || '1' },
    };
  },
  parseHTML: () => [{ tag: 'sup[data-note]' }],
  renderHTML: ({ node }) => [
    'sup',
    { 'data-note': node.attrs.note, class: 'chapter-note-ref', 'aria-label': `Note ${node.attrs.label}` },
    node.attrs.label,
  ],
  renderText: ({ node }) => `[${node.attrs.label}]`,
  addCommands() {
    return {
      insertFootnote:
        () =>
        ({ state, chain }) => {
          let count = 0;
          state.doc.descendants((node) => {
            if (node.type.name === 'footnote') count += 1;
            return node.type.name !== 'footnote';
          });
          const label = String(count + 1);
          const note = newBlockId();
          const end = state.doc.content.size;
          return chain()
            .insertContent({ type: this.name, attrs: { note, label } })
            .command(({ tr }) => {
              const at = tr.mapping.map(end);
              tr.insert(
                at,
                state.schema.nodes.footnote.create(
                  { id: note, label },
                  state.schema.nodes.paragraph.create(),
                ),
              );
              return true;
            })
            .focus('end')
            .scrollIntoView()
            .run();
        },
    };
  },
  addKeyboardShortcuts() {
    return { 'Mod-Alt-f': () => this.editor.commands.insertFootnote() };
  },
});

/** Pasted HTML goes through our cleaner before the schema reads it. */
const PasteCleaner = Extension.create({
  name: 'pasteCleaner',
  addProseMirrorPlugins() {
    return [
      new Plugin({ key: new PluginKey('pasteCleaner'), props: { transformPastedHTML: cleanPastedHtml } }),
    ];
  },
});

export interface ChapterEditorExtensionOptions {
  placeholder: string;
}

export function chapterExtensions({ placeholder }: ChapterEditorExtensionOptions) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      underline: false,
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto'],
        isAllowedUri: (url) => /^(?:https?:\/\/|mailto:)/i.test(url),
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
      },
    }),
    TableKit.configure({ table: { resizable: false } }),
    Subscript,
    Superscript,
    Verse,
    Figure,
    Footnote,
    FootnoteReference,
    BlockIds,
    CellAlign,
    PasteCleaner,
    CharacterCount,
    Placeholder.configure({ placeholder }),
  ];
}
