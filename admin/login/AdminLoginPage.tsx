import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CssBaseline from '@mui/material/CssBaseline'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useRef, useState, type FormEvent } from 'react'
import { HttpError } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import { PROOF_OF_WORK_REQUIRED } from '#domain/proofOfWork'
import { authProvider } from '../authProvider'
import { ProofOfWorkChallenge } from './ProofOfWorkChallenge'

/** The server's request for a proof of work in a failed login, if that is what it was. */
function proofRequest(failure: unknown): string | null {
  if (!(failure instanceof HttpError) || failure.status !== 428) return null
  const entry = (failure.body as { errors?: { code?: string; message?: string }[] } | undefined)?.errors?.[0]
  return entry?.code === PROOF_OF_WORK_REQUIRED ? (entry.message ?? failure.message) : null
}

/**
 * /admin-login (spec §2 "Admin login"): e-mail and password. A signed-in user who is neither
 * admin nor editor is signed out again with 'Acesso negado. Apenas administradores podem acessar.'.
 */
export const AdminLoginPage = () => {
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // Past its address's cap of failed logins (a carrier NAT, an office), the server asks for a proof
  // of work: the widget solves it and the same credentials go again with the solution.
  const [proof, setProof] = useState<{ message: string; round: number } | null>(null)
  const credentials = useRef({ email: '', password: '' })

  const logIn = async (solution?: string) => {
    setBusy(true)
    setError(null)
    try {
      await authProvider.login({ ...credentials.current, proof: solution })
      navigate('/painel-admin', { replace: true })
    } catch (failure) {
      const asked = proofRequest(failure)
      if (asked) setProof((current) => ({ message: asked, round: (current?.round ?? 0) + 1 }))
      else setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    credentials.current = { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') }
    void logIn()
  }

  const solved = (payload: string) => {
    setProof(null)
    void logIn(payload)
  }

  return (
    <>
      {/* The page is outside react-admin's theme: without MUI's baseline the browser's 8 px body margin framed it in white. */}
      <CssBaseline />
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#f5f5f4', p: 2 }}>
        <Card sx={{ width: '100%', maxWidth: 400 }}>
          <CardContent component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2, p: 3 }}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              Painel Admin
            </Typography>
            <Typography color="text.secondary">Acesso para administradores e editores do Navalha.</Typography>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            {proof && <ProofOfWorkChallenge key={proof.round} message={proof.message} onSolved={solved} />}
            <TextField name="email" type="email" label="Email" autoComplete="username" required fullWidth />
            <TextField name="password" type="password" label="Senha" autoComplete="current-password" required fullWidth />
            <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ bgcolor: '#b45309' }}>
              {busy ? 'Entrando...' : 'Entrar'}
            </Button>
          </CardContent>
        </Card>
      </Box>
    </>
  )
}
