// The article body's rich-text editor (Tiptap): only what the server's allow-list keeps — paragraphs, H2/H3,
// bold, italic, underline, strike, quotes, lists, links and uploaded pictures. Its code loads with /v/new only.
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { EditorToolbar } from './editor-toolbar';
import './editor.css';

export interface BodyChange {
  html: string;
  text: string;
}

/** An empty document's HTML: nothing written yet. */
const EMPTY = '<p></p>';

export function RichTextEditor({
  initialHtml,
  onChange,
}: {
  /** Read once: the editor owns the body from then on (a new article key remounts it). */
  initialHtml: string;
  onChange(change: BodyChange): void;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        // The server keeps no code markup; a football article has no use for it.
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https'],
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
        },
      }),
      // Pictures come from the upload call; a pasted data: image is not kept (allowBase64 false).
      Image.configure({ allowBase64: false, HTMLAttributes: { loading: 'lazy' } }),
      Placeholder.configure({ placeholder: '从这里开始写正文：赛况、观点、数据…' }),
    ],
    content: initialHtml || EMPTY,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-label': '正文',
        'data-testid': 'article-body-editor',
        class: 'article-editor-content',
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      onChange({ html, text: e.getText({ blockSeparator: '\n' }) });
    },
  });

  return (
    <div className="overflow-hidden rounded-md border border-neutral-200 focus-within:border-brand-400 focus-within:ring-2 focus-within:ring-brand-100">
      <EditorToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
