import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { Loading, Title, usePermissions } from 'react-admin'
import type { AdminDashboard } from '#domain/adminDashboard'
import { hasRole } from '#domain/roles'
import { httpClient } from '../api'

const COUNTS: { key: keyof AdminDashboard; label: string }[] = [
  { key: 'users', label: 'Usuários' },
  { key: 'barbers', label: 'Barbeiros' },
  { key: 'barbershops', label: 'Barbearias' },
  { key: 'activeJobs', label: 'Vagas ativas' },
  { key: 'openConversations', label: 'Conversas abertas' },
  { key: 'openFlags', label: 'Alertas do chat em aberto' },
  { key: 'openTickets', label: 'Chamados de suporte em aberto' },
  { key: 'signupsThisWeek', label: 'Cadastros nos últimos 7 dias' },
]

const number = new Intl.NumberFormat('pt-BR')

const AdminCounts = () => {
  const { data, isPending, error } = useQuery({
    queryKey: ['admin-dashboard'],
    queryFn: async () => (await httpClient('/api/admin/dashboard')).json as AdminDashboard,
  })
  if (isPending) return <Loading />
  if (error) return <Typography color="error">Erro ao carregar dados</Typography>
  return (
    <Grid container spacing={2}>
      {COUNTS.map(({ key, label }) => (
        <Grid key={key} size={{ xs: 6, md: 3 }}>
          <Card>
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid={`count-${key}`}>
                {number.format(data[key])}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  )
}

/** Spec §2 "Dashboard" for admins; editors get a word on what is theirs to edit. */
export const Dashboard = () => {
  const { permissions } = usePermissions<string[]>()
  return (
    <>
      <Title title="Painel Admin" />
      <div style={{ padding: '16px 0' }}>
        {hasRole({ roles: permissions ?? [] }, 'admin') ? (
          <AdminCounts />
        ) : (
          <Typography>Como editor de conteúdo, você edita os planos e os textos da página inicial pelo menu.</Typography>
        )}
      </div>
    </>
  )
}
