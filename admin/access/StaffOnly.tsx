import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CssBaseline from '@mui/material/CssBaseline'
import Typography from '@mui/material/Typography'
import { useEffect, useState, type ReactNode } from 'react'
import { adminMessages } from '#domain/messages/admin'
import { isStaff } from '#domain/roles'
import { panelPath, type SessionUser } from '#domain/session'
import { currentSession } from '../authProvider'

type Gate = { state: 'asking' } | { state: 'open' } | { state: 'refused'; user: SessionUser }

/**
 * In front of the console: a shop or barber signed in on the marketplace who opens /painel-admin is
 * told they cannot enter, and stays signed in (issue 39). Left to react-admin, its failed auth check
 * signs the person out and sends them to the console's sign-in with no word. Visitors and staff go
 * on to react-admin, whose check sends a visitor to /admin-login.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const [gate, setGate] = useState<Gate>({ state: 'asking' })
  useEffect(() => {
    let current = true
    currentSession()
      .then(({ user }) => current && setGate(user && !isStaff(user) ? { state: 'refused', user } : { state: 'open' }))
      // An unreadable session is react-admin's to handle (its check asks again and shows the error).
      .catch(() => current && setGate({ state: 'open' }))
    return () => {
      current = false
    }
  }, [])
  if (gate.state === 'asking') return null
  if (gate.state === 'refused') return <AccessDenied user={gate.user} />
  return children
}

/** The refusal, with who is signed in and the way back to their own panel. */
function AccessDenied({ user }: { user: SessionUser }) {
  return (
    <>
      {/* Outside react-admin's theme, as the sign-in page: MUI's baseline removes the body's white margin. */}
      <CssBaseline />
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#f5f5f4', p: 2 }}>
        <Card sx={{ width: '100%', maxWidth: 440 }}>
          <CardContent sx={{ display: 'grid', gap: 2, p: 3 }}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              Painel Admin
            </Typography>
            <Alert severity="warning" role="alert">
              {adminMessages.accessDenied}
            </Alert>
            {/* The e-mail on a line of its own: on a phone it wraps whole, not in the middle of a word of the sentence. */}
            <Box>
              <Typography color="text.secondary">Você continua conectado como {user.name}.</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Typography>
            </Box>
            <Button href={panelPath(user)} variant="contained" size="large" sx={{ bgcolor: '#b45309' }}>
              Voltar ao Navalha
            </Button>
          </CardContent>
        </Card>
      </Box>
    </>
  )
}
