import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Show, useRecordContext } from 'react-admin'
import { contactKindLabels, type AdminConversationDetail, type AdminMessage } from '#domain/adminConversations'
import { conversationFlagKindLabels } from '#domain/contactAttempts'
import type { ConversationFlag } from '#payload-types'
import { useLoadError } from '../ui/useLoadError'
import { ConversationStatusChip } from './ConversationStatusChip'
import { MarkFlagReviewedButton } from './MarkFlagReviewedButton'
import { MessagePhotos } from './MessagePhotos'

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' })

const flagStatusLabels: Record<ConversationFlag['status'], string> = { open: 'Aberta', reviewed: 'Revisada', dismissed: 'Descartada' }

const reasonLabel = (reason: string) =>
  reason
    .split(',')
    .map((kind) => contactKindLabels[kind.trim()] ?? kind.trim())
    .join(', ')

const MessageItem = ({ message, conversation }: { message: AdminMessage; conversation: AdminConversationDetail }) => {
  const fromBarber = message.sender === conversation.barberUser
  const from = (fromBarber ? conversation.barberName : conversation.shopName) ?? '—'
  return (
    <Paper variant="outlined" sx={{ p: 1.5, alignSelf: fromBarber ? 'flex-start' : 'flex-end', maxWidth: { xs: '100%', sm: '80%' } }} data-testid="mensagem">
      <Typography variant="caption" color="text.secondary" component="p">
        {from} · {dateTime.format(new Date(message.createdAt))}
      </Typography>
      {message.attachments.length > 0 && <MessagePhotos photos={message.attachments} from={from} />}
      {message.body && <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Typography>}
      {message.masked && message.originalBody && (
        <Box sx={{ mt: 1, p: 1, bgcolor: 'grey.100', borderLeft: 4, borderColor: 'warning.main', borderRadius: 1 }}>
          <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
            Original (visível só para administradores)
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.originalBody}
          </Typography>
        </Box>
      )}
    </Paper>
  )
}

/** Who kept trying, and each attempt as written (admins only read originals), oldest first. */
const AttemptList = ({ flag, conversation }: { flag: ConversationFlag; conversation: AdminConversationDetail }) => {
  const byId = new Map([...conversation.olderAttempts, ...conversation.messages].map((message) => [message.id, message]))
  const attempts = (flag.attempts ?? [])
    .map((attempt) => byId.get(typeof attempt === 'number' ? attempt : attempt.id))
    .filter((message) => message !== undefined)
  const sender = flag.sender === conversation.barberUser ? conversation.barberName : conversation.shopName
  return (
    <Box sx={{ flexBasis: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {attempts.length} tentativas de {sender ?? '—'} · textos originais, visíveis só para administradores
      </Typography>
      <Box component="ol" sx={{ m: 0, mt: 0.5, pl: 3 }}>
        {attempts.map((message) => (
          <Typography component="li" variant="body2" key={message.id} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="tentativa">
            {message.originalBody ?? message.body}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              ({dateTime.format(new Date(message.createdAt))})
            </Typography>
          </Typography>
        ))}
      </Box>
    </Box>
  )
}

const ConversationDetail = () => {
  const conversation = useRecordContext<AdminConversationDetail>()
  // Until the detail arrives react-admin shows the list's row, which has no messages or flags.
  if (!conversation?.messages || !conversation.flags) return <LinearProgress aria-label="Carregando conversa" />
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {conversation.barberName} e {conversation.shopName}
        </Typography>
        <Box sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          <ConversationStatusChip status={conversation.status} />
        </Box>
      </Stack>
      <Box component="section" aria-labelledby="sinalizacoes">
        <Typography id="sinalizacoes" variant="subtitle1" component="h3" gutterBottom>
          Sinalizações ({conversation.flags.length})
        </Typography>
        {conversation.flags.length === 0 && <Typography color="text.secondary">Nenhuma sinalização.</Typography>}
        <Stack spacing={1}>
          {conversation.flags.map((flag) => (
            <Paper key={flag.id} variant="outlined" sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }} data-testid="sinalizacao">
              <Typography sx={{ flex: '1 1 12rem' }}>
                {flag.kind === 'attempts' && <strong>{conversationFlagKindLabels.attempts}: </strong>}
                {reasonLabel(flag.reason)} · {dateTime.format(new Date(flag.createdAt))}
              </Typography>
              <Chip size="small" color={flag.status === 'open' ? 'error' : 'default'} label={flagStatusLabels[flag.status]} />
              <MarkFlagReviewedButton flag={flag} />
              {flag.kind === 'attempts' && <AttemptList flag={flag} conversation={conversation} />}
            </Paper>
          ))}
        </Stack>
      </Box>
      <Box component="section" aria-labelledby="mensagens">
        <Typography id="mensagens" variant="subtitle1" component="h3" gutterBottom>
          Mensagens ({conversation.messageCount})
        </Typography>
        {conversation.messages.length === 0 && <Typography color="text.secondary">Nenhuma mensagem.</Typography>}
        <Stack spacing={1}>
          {conversation.messages.map((message) => (
            <MessageItem key={message.id} message={message} conversation={conversation} />
          ))}
        </Stack>
      </Box>
    </Stack>
  )
}

/**
 * A conversation read-only, with the originals of masked messages. Opening it is recorded in the
 * audit log by the server (hooks/recordConversationRead.ts), not by this page.
 */
export const ConversationShow = () => (
  <Show title="Conversa" queryOptions={useLoadError('conversas')}>
    <ConversationDetail />
  </Show>
)
