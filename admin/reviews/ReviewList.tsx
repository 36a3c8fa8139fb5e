import Chip from '@mui/material/Chip'
import Tooltip from '@mui/material/Tooltip'
import { Datagrid, DateField, FunctionField, List, NumberField, ReferenceField, SearchInput, SelectInput, SimpleList, TextField } from 'react-admin'
import type { Review } from '#payload-types'
import { simpleListSx, useIsSmall } from '../ui/useIsSmall'
import { HideReviewButton } from './HideReviewButton'

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar no comentário" />,
  <SelectInput
    key="hidden"
    source="hidden"
    label="Situação"
    alwaysOn
    choices={[
      { id: 'false', name: 'Visíveis' },
      { id: 'true', name: 'Ocultas' },
    ]}
  />,
  <SelectInput
    key="reported"
    source="reported"
    label="Denúncias"
    alwaysOn
    choices={[
      { id: 'true', name: 'Denunciadas' },
      { id: 'false', name: 'Sem denúncias' },
    ]}
  />,
]

/** Hidden by a moderator, still blind (decision 0026: until both sides review or 14 days after the hire), or public. */
const ReviewStatus = ({ review }: { review: Review }) =>
  review.hidden ? (
    <Tooltip title={`Motivo: ${review.hiddenReason ?? '—'}`}>
      <Chip size="small" variant="outlined" label="Oculta" />
    </Tooltip>
  ) : !review.published ? (
    <Tooltip
      title={`Publicada quando os dois lados avaliarem${review.visibleFrom ? ` ou em ${new Date(review.visibleFrom).toLocaleDateString('pt-BR')}` : ''}`}
    >
      <Chip size="small" color="warning" variant="outlined" label="Aguardando" />
    </Tooltip>
  ) : (
    <Chip size="small" color="success" label="Visível" />
  )

/** The profile a review is about: a barber (rated by a shop) or a barbershop (rated by a barber). */
const ReviewedProfile = () => (
  <FunctionField<Review>
    render={(review) =>
      review.barber ? (
        <ReferenceField source="barber" reference="barbeiros" link={false} />
      ) : (
        <ReferenceField source="barbershop" reference="barbearias" link={false} />
      )
    }
  />
)

/**
 * Issue 13 "Avaliações": every review, visible or hidden; hiding takes a reason, restoring puts it back in the ratings.
 * Issue 14: how many people reported each ('Denunciar'), and a filter for the reported ones.
 */
export const ReviewList = () => (
  <List title="Avaliações" sort={{ field: 'createdAt', order: 'DESC' }} filters={filters} exporter={false}>
    {useIsSmall() ? (
      <SimpleList<Review>
        sx={simpleListSx}
        rowClick={false}
        primaryText={(review) => `Nota ${review.rating} · ${review.comment || 'sem comentário'}`}
        secondaryText={(review) =>
          `${new Date(review.createdAt).toLocaleDateString('pt-BR')} · ${review.hidden ? `Oculta: ${review.hiddenReason ?? '—'}` : review.published ? 'Visível' : 'Aguardando'}${
            review.reportCount ? ` · ${review.reportCount} ${review.reportCount === 1 ? 'denúncia' : 'denúncias'}` : ''
          }`
        }
        rightIcon={() => <HideReviewButton />}
      />
    ) : (
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <ReferenceField source="author" reference="usuarios" label="Autor" link={false} sortable={false} />
        <FunctionField<Review> label="Avaliado" render={() => <ReviewedProfile />} />
        <TextField source="rating" label="Nota" />
        <TextField source="comment" label="Comentário" emptyText="—" sortable={false} sx={{ display: 'block', maxWidth: 320, overflowWrap: 'anywhere' }} />
        <DateField source="createdAt" label="Data" locales="pt-BR" />
        <NumberField source="reportCount" label="Denúncias" sortBy="reportCount" />
        <FunctionField<Review> label="Situação" sortBy="hidden" render={(review) => <ReviewStatus review={review} />} />
        <HideReviewButton />
      </Datagrid>
    )}
  </List>
)
