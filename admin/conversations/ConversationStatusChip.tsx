import Chip from '@mui/material/Chip'

export const ConversationStatusChip = ({ status }: { status: string }) => (
  <Chip size="small" color={status === 'open' ? 'success' : 'default'} label={status === 'open' ? 'Aberta' : 'Fechada'} />
)
