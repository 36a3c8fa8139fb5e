import { ArrayInput, FormDataConsumer, SelectInput, SimpleFormIterator, TextInput, required } from 'react-admin'
import { FIGURE_MODES, figureMessages, figureModeLabels, LIVE_SOURCES, liveSourceLabels } from '#domain/landingFigures'

const modeChoices = FIGURE_MODES.map((id) => ({ id, name: figureModeLabels[id] }))
const sourceChoices = LIVE_SOURCES.map((id) => ({ id, name: liveSourceLabels[id] }))

/**
 * The landing's marketing figures (spec §1): each a fixed value the editor writes or a live count;
 * the server checks the same (collections/Landing.ts), these validators only say it sooner.
 */
export const FiguresInput = () => (
  <ArrayInput source="stats.figures" label="Números da página inicial">
    <SimpleFormIterator inline disableReordering={false}>
      <TextInput source="label" label="Legenda" validate={required()} sx={{ minWidth: 200 }} />
      <SelectInput source="mode" label="Tipo" choices={modeChoices} validate={required()} defaultValue="fixed" />
      <FormDataConsumer>
        {({ scopedFormData }) =>
          scopedFormData?.mode === 'live' ? (
            <SelectInput source="liveSource" label="Contagem" choices={sourceChoices} validate={required(figureMessages.sourceRequired)} />
          ) : (
            <TextInput source="value" label="Valor" validate={required(figureMessages.valueRequired)} sx={{ maxWidth: 140 }} />
          )
        }
      </FormDataConsumer>
    </SimpleFormIterator>
  </ArrayInput>
)
