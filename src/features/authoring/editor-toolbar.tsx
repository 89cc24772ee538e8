// The editor's toolbar: 加粗, 斜体, 标题 (H2/H3), 引用, 列表, 链接, 图片 (uploaded), 撤销/重做. Each button says
// its name to screen readers and shows whether it is on where the cursor is.
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { type ChangeEvent, type ReactNode, useRef, useState } from 'react';
import { UPLOAD_MIME_TYPES } from '../../../contract/calls/upload-limits';
import { uploadImages } from '../../api/upload';
import { portraitFileProblem } from '../user-centre/profile-rules';
import { readFileAsDataUrl } from '../user-centre/read-file';
import { LinkBar } from './link-bar';

const glyphs = {
  quote: <path d="M7 7h4v4c0 3-1.5 5-4 6M14 7h4v4c0 3-1.5 5-4 6" />,
  bullet: <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />,
  ordered: <path d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.8 14h2.4L4 17h2.4" />,
  link: (
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  ),
  image: <path d="M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5h.01" />,
  undo: <path d="M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3" />,
  redo: <path d="m15 14 5-5-5-5M20 9H9a5 5 0 0 0 0 10h3" />,
};

function Glyph({ name }: { name: keyof typeof glyphs }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-[18px]"
    >
      {glyphs[name]}
    </svg>
  );
}

function ToolButton({
  label,
  active = false,
  disabled = false,
  onClick,
  children,
  testId,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active}
      disabled={disabled}
      data-testid={testId}
      // The editor keeps its selection: a mouse press on the toolbar does not take the focus.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={`flex size-9 shrink-0 items-center justify-center rounded text-[15px] transition disabled:cursor-not-allowed disabled:text-neutral-300 ${
        active ? 'bg-brand-50 text-brand-600' : 'text-neutral-600 hover:bg-neutral-100'
      }`}
    >
      {children}
    </button>
  );
}

const Divider = () => <span aria-hidden="true" className="mx-1 h-5 w-px shrink-0 bg-neutral-200" />;

export function EditorToolbar({ editor }: { editor: Editor | null }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e && {
        bold: e.isActive('bold'),
        italic: e.isActive('italic'),
        h2: e.isActive('heading', { level: 2 }),
        h3: e.isActive('heading', { level: 3 }),
        quote: e.isActive('blockquote'),
        bullet: e.isActive('bulletList'),
        ordered: e.isActive('orderedList'),
        link: e.isActive('link'),
        href: (e.getAttributes('link').href as string | undefined) ?? '',
        canUndo: e.can().undo(),
        canRedo: e.can().redo(),
      },
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const [linking, setLinking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!editor || !state) return null;
  const run = () => editor.chain().focus();

  const pickImage = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = portraitFileProblem(file);
    if (problem) return setError(problem);
    setError(null);
    setUploading(true);
    try {
      const answer = await uploadImages([await readFileAsDataUrl(file)]);
      if (answer.success && answer.data[0]) run().setImage({ src: answer.data[0], alt: '' }).run();
      else if (!answer.success) setError(answer.msg);
    } catch {
      setError('读取图片失败，请重新选择');
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="border-b border-neutral-200 bg-neutral-50">
      <div
        role="toolbar"
        aria-label="正文格式"
        data-testid="editor-toolbar"
        className="flex flex-wrap items-center px-1.5 py-1"
      >
        <ToolButton
          label="加粗 (Ctrl+B)"
          testId="tool-bold"
          active={state.bold}
          onClick={() => run().toggleBold().run()}
        >
          <b>B</b>
        </ToolButton>
        <ToolButton
          label="斜体 (Ctrl+I)"
          testId="tool-italic"
          active={state.italic}
          onClick={() => run().toggleItalic().run()}
        >
          <i className="font-serif">I</i>
        </ToolButton>
        <Divider />
        <ToolButton
          label="大标题"
          testId="tool-h2"
          active={state.h2}
          onClick={() => run().toggleHeading({ level: 2 }).run()}
        >
          <span className="text-[13px] font-bold">H2</span>
        </ToolButton>
        <ToolButton
          label="小标题"
          testId="tool-h3"
          active={state.h3}
          onClick={() => run().toggleHeading({ level: 3 }).run()}
        >
          <span className="text-[13px] font-bold">H3</span>
        </ToolButton>
        <ToolButton
          label="引用"
          active={state.quote}
          onClick={() => run().toggleBlockquote().run()}
        >
          <Glyph name="quote" />
        </ToolButton>
        <ToolButton
          label="无序列表"
          active={state.bullet}
          onClick={() => run().toggleBulletList().run()}
        >
          <Glyph name="bullet" />
        </ToolButton>
        <ToolButton
          label="有序列表"
          active={state.ordered}
          onClick={() => run().toggleOrderedList().run()}
        >
          <Glyph name="ordered" />
        </ToolButton>
        <Divider />
        <ToolButton
          label="链接"
          testId="tool-link"
          active={state.link || linking}
          onClick={() => setLinking((v) => !v)}
        >
          <Glyph name="link" />
        </ToolButton>
        <ToolButton
          label={uploading ? '图片上传中…' : '插入图片'}
          testId="tool-image"
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
        >
          <Glyph name="image" />
        </ToolButton>
        <Divider />
        <ToolButton
          label="撤销 (Ctrl+Z)"
          disabled={!state.canUndo}
          onClick={() => run().undo().run()}
        >
          <Glyph name="undo" />
        </ToolButton>
        <ToolButton
          label="重做 (Ctrl+Shift+Z)"
          disabled={!state.canRedo}
          onClick={() => run().redo().run()}
        >
          <Glyph name="redo" />
        </ToolButton>
        <input
          ref={fileInput}
          type="file"
          accept={UPLOAD_MIME_TYPES.join(',')}
          onChange={pickImage}
          className="hidden"
          data-testid="editor-image-input"
        />
      </div>
      {linking && (
        <LinkBar
          href={state.href}
          onDone={(href) => {
            setLinking(false);
            if (href === null) return;
            if (href === '') run().extendMarkRange('link').unsetLink().run();
            // Nothing selected and no link here: the address itself becomes the linked text.
            else if (editor.state.selection.empty && !state.link)
              run()
                .insertContent({
                  type: 'text',
                  text: href,
                  marks: [{ type: 'link', attrs: { href } }],
                })
                .run();
            else run().extendMarkRange('link').setLink({ href }).run();
          }}
        />
      )}
      {(error || uploading) && (
        <p
          role={error ? 'alert' : 'status'}
          className={`px-3 pb-1.5 text-xs ${error ? 'text-brand-600' : 'text-neutral-400'}`}
        >
          {error ?? '图片上传中…'}
        </p>
      )}
    </div>
  );
}
