import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CssBaseline from '@mui/material/CssBaseline'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { authProvider } from '../authProvider'

/**
 * /admin-login (spec §2 "Admin login"): e-mail and password. A signed-in user who is neither
 * admin nor editor is signed out again with 'Acesso negado. Apenas administradores podem acessar.'.
 */
export const AdminLoginPage = () => {
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setError(null)
    try {
      await authProvider.login({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') })
      navigate('/painel-admin', { replace: true })
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
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
