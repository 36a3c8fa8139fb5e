import { Edit, SaveButton, SimpleForm, TextInput, Toolbar, required } from 'react-admin'
import { FiguresInput } from './FiguresInput'

/**
 * The landing page's copy (collections/Landing.ts), one record: the hero, the section titles and
 * the marketing figures and the final call to action. The landing page reads it on every request, so a save shows at once.
 */
/** Save only: the landing copy is one record that always exists, so there is nothing to delete. */
const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
)

export const LandingEdit = () => (
  <Edit resource="pagina-inicial" id="landing" title="Página inicial" mutationMode="pessimistic" redirect={false} actions={false}>
    <SimpleForm toolbar={<SaveOnly />}>
      <TextInput source="hero.eyebrow" label="Destaque: chamada" fullWidth />
      <TextInput source="hero.title" label="Destaque: título" fullWidth validate={required()} />
      <TextInput source="hero.subtitle" label="Destaque: subtítulo" multiline fullWidth validate={required()} />
      <TextInput source="hero.barberCta" label="Botão barbeiro" validate={required()} />
      <TextInput source="hero.shopCta" label="Botão barbearia" validate={required()} />
      <TextInput source="howItWorks.title" label="Como funciona: título" fullWidth validate={required()} />
      <TextInput source="about.title" label="Sobre: título" fullWidth validate={required()} />
      <TextInput source="stats.title" label="Números: título" fullWidth validate={required()} />
      <FiguresInput />
      <TextInput source="plans.title" label="Planos: título" fullWidth validate={required()} />
      <TextInput source="callToAction.title" label="Chamada final: título" fullWidth validate={required()} />
      <TextInput source="callToAction.text" label="Chamada final: texto" multiline fullWidth validate={required()} />
      <TextInput source="callToAction.buttonLabel" label="Chamada final: botão" validate={required()} />
    </SimpleForm>
  </Edit>
)
