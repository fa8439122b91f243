import { Input, useMantineStyleNonce } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The message body editor (Mantine's Tiptap editor, spec 2 §9: 370 px high): paragraphs, emphasis, headings,
 * lists, quotes and links — what the server keeps when it sanitizes. The toolbar's names are in the user's language.
 */
export function MessageTextEditor({
  label,
  value,
  onChange,
  error,
  required = false,
  lang,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  required?: boolean;
  lang: string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  // Tiptap writes one style element for the editor's base styles: it carries the page's CSP nonce.
  const nonce = useMantineStyleNonce()?.();
  const errorId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: value,
    immediatelyRender: false,
    injectNonce: nonce,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        lang,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const l = (key: string) => t(`portalMessages.admin.editor.${key}` as 'portalMessages.admin.editor.bold');

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId, component: 'span' }}
      withAsterisk={required}
      error={error}
      errorProps={{ id: errorId }}
    >
      <RichTextEditor
        editor={editor}
        labels={{
          boldControlLabel: l('bold'),
          italicControlLabel: l('italic'),
          underlineControlLabel: l('underline'),
          strikeControlLabel: l('strike'),
          clearFormattingControlLabel: l('clearFormatting'),
          h3ControlLabel: l('heading'),
          h4ControlLabel: l('subheading'),
          bulletListControlLabel: l('bulletList'),
          orderedListControlLabel: l('orderedList'),
          blockquoteControlLabel: l('quote'),
          linkControlLabel: l('link'),
          unlinkControlLabel: l('unlink'),
          linkEditorInputLabel: l('linkAddress'),
          linkEditorInputPlaceholder: 'https://',
          linkEditorExternalLink: l('linkNewTab'),
          linkEditorInternalLink: l('linkSameTab'),
          linkEditorSave: l('linkSave'),
        }}
        mt={4}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={370} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
