import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { Datagrid, DateField, FunctionField, List, SearchInput, SelectInput, SimpleList, TextField } from 'react-admin'
import { CONTRACT_TYPES, contractTypeLabels, type ContractType } from '#domain/jobs'
import { CHAIR_RENTAL, formatRent, rentOf } from '#domain/rent'
import type { Job } from '#payload-types'
import { DeleteWithConfirm } from '../ui/DeleteWithConfirm'
import { RowActions } from '../ui/RowActions'
import { simpleListSx, useIsMedium, useIsSmall } from '../ui/useIsSmall'
import { useLoadError } from '../ui/useLoadError'
import { ToggleJobStatusButton } from './ToggleJobStatusButton'

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar por título, barbearia ou cidade" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={[
      { id: 'active', name: 'Ativa' },
      { id: 'inactive', name: 'Inativa' },
    ]}
  />,
]

/**
 * What the job pays, as the cards say it: a chair rental's rent is what the barber pays, never pay
 * (decision 0066), so it shows as 'Aluguel: R$ 150 por semana' (or 'Aluguel a combinar').
 */
const payText = (job: Job) => (job.contractType === CHAIR_RENTAL ? formatRent(rentOf(job), job.country === 'PT' ? 'PT' : 'BR') : job.salary || 'A combinar')

/** 'Expirada' is a job its 60 days closed (decision 0068); 'Urgente' one its shop marked so. */
const statusLabel = (job: Job) => (job.status === 'active' ? (job.urgent ? 'Ativa · Urgente' : 'Ativa') : job.expiredAt ? 'Expirada' : 'Inativa')

const contractLabel = (value: string | null | undefined) =>
  value && (CONTRACT_TYPES as readonly string[]).includes(value) ? contractTypeLabels[value as ContractType] : 'N/A'

/** The shop with its city under it: one column instead of two where the table is narrow. */
const ShopAndCity = ({ job }: { job: Job }) => (
  <>
    {job.shopName ?? '—'}
    {job.city && (
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {job.city}
      </Typography>
    )}
  </>
)

/**
 * Spec §2 "Vagas": title, barbershop, city, salary, contract type, status, date, activate/deactivate,
 * delete. Below 1200 px the city goes under the shop and the actions are icons, so the table fits a
 * 1024 px window with the sidebar open.
 */
export const JobList = () => {
  const medium = useIsMedium()
  return (
    <List title="Vagas" sort={{ field: 'createdAt', order: 'DESC' }} filters={filters} queryOptions={useLoadError('vagas')}>
      {useIsSmall() ? (
        <SimpleList<Job>
          sx={simpleListSx}
          rowClick={false}
          primaryText={(job) => job.title}
          secondaryText={(job) => [job.shopName, job.city, payText(job), contractLabel(job.contractType)].filter(Boolean).join(' · ')}
          tertiaryText={statusLabel}
          rightIcon={() => (
            <RowActions>
              <ToggleJobStatusButton />
              <DeleteWithConfirm what="vaga" />
            </RowActions>
          )}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="title" label="Título" />
          {medium ? (
            <FunctionField<Job> label="Barbearia e cidade" sortBy="shopName" render={(job) => <ShopAndCity job={job} />} />
          ) : (
            <TextField source="shopName" label="Barbearia" emptyText="—" />
          )}
          {!medium && <TextField source="city" label="Cidade" emptyText="—" />}
          <FunctionField<Job> label="Salário" sortable={false} render={payText} />
          <FunctionField<Job> label="Contrato" sortBy="contractType" render={(job) => contractLabel(job.contractType)} />
          <FunctionField<Job>
            label="Status"
            sortBy="status"
            render={(job) => <Chip size="small" color={job.status === 'active' ? (job.urgent ? 'warning' : 'success') : 'default'} label={statusLabel(job)} />}
          />
          <DateField source="createdAt" label="Data" locales="pt-BR" />
          <RowActions label="Ações">
            <ToggleJobStatusButton />
            <DeleteWithConfirm what="vaga" />
          </RowActions>
        </Datagrid>
      )}
    </List>
  )
}
