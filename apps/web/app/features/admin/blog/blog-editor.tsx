import { mergeAttributes, Node } from '@tiptap/core'
import Image from '@tiptap/extension-image'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Quote, Redo2, ShoppingBag, Undo2 } from 'lucide-react'
import { type ReactNode, useRef, useState } from 'react'
import { type PickedProduct, ProductSearchDialog } from '#web/features/blog/product-search-dialog.tsx'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { useToast } from '#web/ui/toast.tsx'
import { uploadImage } from '#web/ui/image-picker.tsx'

/**
 * A product embedded in the article: `<div data-product-id="…">` in the HTML (the only div the
 * server's sanitiser keeps); the public page renders the product's live card there. In the
 * editor it shows the product's name.
 */
const ProductEmbed = Node.create({
  name: 'productEmbed',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes() {
    return {
      productId: {
        default: null,
        parseHTML: (el) => el.getAttribute('data-product-id'),
        renderHTML: (a) => ({ 'data-product-id': a.productId }),
      },
      name: {
        default: null,
        parseHTML: (el) => el.getAttribute('data-product-name'),
        renderHTML: (a) => (a.name ? { 'data-product-name': a.name } : {}),
      },
    }
  },
  parseHTML() {
    return [{ tag: 'div[data-product-id]' }]
  },
  renderHTML({ node, HTMLAttributes }) {
    return ['div', mergeAttributes(HTMLAttributes, { 'data-label': `🛍 ${node.attrs.name ?? node.attrs.productId}` })]
  },
})

const EDITOR =
  'min-h-72 rounded-b-xl border border-t-0 border-neutral-300 bg-white p-4 text-[15px] leading-7 focus-within:ring-2 focus-within:ring-brand-600 [&_.ProseMirror]:min-h-64 [&_.ProseMirror]:outline-none [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-3 [&_blockquote]:italic [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-bold [&_img]:my-2 [&_img]:max-h-64 [&_img]:rounded-lg [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_[data-product-id]]:my-2 [&_[data-product-id]]:rounded-lg [&_[data-product-id]]:border [&_[data-product-id]]:border-dashed [&_[data-product-id]]:border-brand-600 [&_[data-product-id]]:bg-brand-50 [&_[data-product-id]]:p-3 [&_[data-product-id]]:text-sm [&_[data-product-id]]:font-semibold [&_[data-product-id]]:before:content-[attr(data-label)]'

function ToolButton({ label, active, onClick, children }: { label: string; active?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      onClick={onClick}
      className={`inline-flex size-11 items-center justify-center rounded-lg hover:bg-neutral-100 ${active ? 'bg-brand-50 text-brand-700' : 'text-neutral-800'}`}
    >
      {children}
    </button>
  )
}

/** The admin's rich-text editor (Tiptap 3): headings, emphasis, lists, quotes, links, images, product embeds. */
export default function BlogEditor({ initialHtml, onChange }: { initialHtml: string; onChange: (html: string) => void }) {
  const t = useAdminT()
  const toast = useToast()
  const fileInput = useRef<HTMLInputElement>(null)
  const [picking, setPicking] = useState(false)
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } }), Image, ProductEmbed],
    content: initialHtml,
    // the server renders the page without the editor; it mounts in the browser
    immediatelyRender: false,
    editorProps: {
      attributes: { 'aria-label': t('ad.blog.f.content'), role: 'textbox', 'aria-multiline': 'true', 'data-testid': 'blog-editor' },
    },
    onUpdate: ({ editor }) => onChange(editor.getHTML()),
  })
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  })
  const chain = () => editor!.chain().focus()

  function link() {
    const previous = (editor?.getAttributes('link').href as string | undefined) ?? ''
    const href = window.prompt(t('ad.blog.tb.link_prompt'), previous)
    if (href === null) return
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run()
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run()
  }

  async function image(file: File | undefined) {
    if (!file) return
    try {
      const url = await uploadImage(file, t.lang, () => {})
      chain().setImage({ src: url, alt: '' }).run()
    } catch (e) {
      toast(e instanceof Error && e.message ? e.message : t('ad.blog.cover_failed'), 'error')
    } finally {
      if (fileInput.current) fileInput.current.value = ''
    }
  }

  function embed(p: PickedProduct) {
    setPicking(false)
    chain()
      .insertContent({ type: 'productEmbed', attrs: { productId: p._id, name: p.name } })
      .run()
  }

  if (!editor)
    return <div role="status" className="min-h-80 animate-pulse rounded-xl bg-neutral-100" aria-label={t('ad.blog.editor_loading')} />
  return (
    <div>
      <div
        role="toolbar"
        aria-label={t('ad.blog.tb.toolbar')}
        className="flex flex-wrap gap-0.5 rounded-t-xl border border-neutral-300 bg-neutral-50 p-1"
      >
        <ToolButton label={t('ad.blog.tb.h2')} active={state?.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          <Heading2 aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton label={t('ad.blog.tb.h3')} active={state?.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          <Heading3 aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton label={t('ad.blog.tb.bold')} active={state?.bold} onClick={() => chain().toggleBold().run()}>
          <Bold aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton label={t('ad.blog.tb.italic')} active={state?.italic} onClick={() => chain().toggleItalic().run()}>
          <Italic aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton label={t('ad.blog.tb.bullet')} active={state?.bullet} onClick={() => chain().toggleBulletList().run()}>
          <List aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton label={t('ad.blog.tb.ordered')} active={state?.ordered} onClick={() => chain().toggleOrderedList().run()}>
          <ListOrdered aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton label={t('ad.blog.tb.quote')} active={state?.quote} onClick={() => chain().toggleBlockquote().run()}>
          <Quote aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton label={t('ad.blog.tb.link')} active={state?.link} onClick={link}>
          <Link2 aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton label={t('ad.blog.tb.image')} onClick={() => fileInput.current?.click()}>
          <ImagePlus aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton label={t('ad.blog.tb.product')} onClick={() => setPicking(true)}>
          <ShoppingBag aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton label={t('ad.blog.tb.undo')} onClick={() => chain().undo().run()}>
          <Undo2 aria-hidden className="size-5" />
        </ToolButton>
        <ToolButton label={t('ad.blog.tb.redo')} onClick={() => chain().redo().run()}>
          <Redo2 aria-hidden className="size-5" />
        </ToolButton>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => void image(e.target.files?.[0])}
          data-testid="blog-editor-image"
        />
      </div>
      <EditorContent editor={editor} className={EDITOR} />
      <ProductSearchDialog open={picking} onClose={() => setPicking(false)} onPick={embed} />
    </div>
  )
}
