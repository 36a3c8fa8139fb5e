import FormatBoldIcon from '@mui/icons-material/FormatBold'
import FormatItalicIcon from '@mui/icons-material/FormatItalic'
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted'
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered'
import FormatQuoteIcon from '@mui/icons-material/FormatQuote'
import TitleIcon from '@mui/icons-material/Title'
import Box from '@mui/material/Box'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import IconButton from '@mui/material/IconButton'
import { AutoLinkNode, LinkNode } from '@lexical/link'
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListItemNode, ListNode } from '@lexical/list'
import { LexicalComposer } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { $createHeadingNode, $createQuoteNode, HeadingNode, QuoteNode } from '@lexical/rich-text'
import { $setBlocksType } from '@lexical/selection'
import { $getSelection, $isRangeSelection, FORMAT_TEXT_COMMAND, type EditorState } from 'lexical'
import { useId, type ReactNode } from 'react'
import { InputHelperText, useInput, type Validator } from 'react-admin'
import { isSafeLinkUrl } from '#domain/safeLink'
import { isEmptyRichText, toEditorJson, toPayloadJson, type LexicalJson } from './payloadLexical'

/**
 * Rich text for the console (FAQ answers): @lexical/react with exactly the nodes the server accepts
 * (domain/richText.ts: paragraphs, text, line breaks, headings, lists, quotes, links), stored as
 * Payload's Lexical JSON. The server checks the JSON again on save; this only keeps editors inside it.
 */

const Toolbar = () => {
  const [editor] = useLexicalComposerContext()
  const block = (create: () => HeadingNode | QuoteNode) =>
    editor.update(() => {
      const selection = $getSelection()
      if ($isRangeSelection(selection)) $setBlocksType(selection, create)
    })
  const buttons: { label: string; icon: ReactNode; run: () => void }[] = [
    { label: 'Negrito', icon: <FormatBoldIcon />, run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold') },
    { label: 'Itálico', icon: <FormatItalicIcon />, run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic') },
    { label: 'Título', icon: <TitleIcon />, run: () => block(() => $createHeadingNode('h3')) },
    { label: 'Lista', icon: <FormatListBulletedIcon />, run: () => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined) },
    { label: 'Lista numerada', icon: <FormatListNumberedIcon />, run: () => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined) },
    { label: 'Citação', icon: <FormatQuoteIcon />, run: () => block($createQuoteNode) },
  ]
  return (
    <Box role="toolbar" aria-label="Formatação" sx={{ display: 'flex', gap: 0.5, borderBottom: 1, borderColor: 'divider', p: 0.5 }}>
      {buttons.map(({ label, icon, run }) => (
        <IconButton key={label} size="small" aria-label={label} title={label} onMouseDown={(event) => event.preventDefault()} onClick={run}>
          {icon}
        </IconButton>
      ))}
    </Box>
  )
}

const theme = { text: { bold: 'rt-bold', italic: 'rt-italic' } }

export const RichTextInput = ({ source, label, validate }: { source: string; label: string; validate?: Validator | Validator[] }) => {
  const { field, fieldState, isRequired } = useInput({ source, validate })
  const labelId = useId()
  const initial = field.value && typeof field.value === 'object' && 'root' in field.value ? toEditorJson(field.value as LexicalJson) : null

  const onChange = (state: EditorState) => {
    const json = state.toJSON() as unknown as LexicalJson
    // An empty editor is no answer at all, so `required` applies to it.
    field.onChange(isEmptyRichText(json) ? null : toPayloadJson(json))
  }

  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <FormLabel id={labelId} error={fieldState.invalid} sx={{ display: 'block', mb: 0.5 }}>
        {label}
        {isRequired ? ' *' : ''}
      </FormLabel>
      <LexicalComposer
        initialConfig={{
          namespace: source,
          nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, AutoLinkNode],
          editorState: initial ? JSON.stringify(initial) : undefined,
          theme,
          onError: (error) => console.error(error),
        }}
      >
        <Box
          sx={{
            border: 1,
            borderColor: fieldState.invalid ? 'error.main' : 'divider',
            borderRadius: 1,
            '& .rt-bold': { fontWeight: 700 },
            '& .rt-italic': { fontStyle: 'italic' },
          }}
        >
          <Toolbar />
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                aria-labelledby={labelId}
                aria-multiline
                onBlur={field.onBlur}
                style={{ minHeight: 160, padding: '8px 12px', outline: 'none' }}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </Box>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isSafeLinkUrl} />
        <OnChangePlugin onChange={onChange} ignoreSelectionChange />
      </LexicalComposer>
      {fieldState.invalid && (
        <FormHelperText error>
          <InputHelperText error={fieldState.error?.message} />
        </FormHelperText>
      )}
    </Box>
  )
}
