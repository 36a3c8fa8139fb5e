import { ptBR as muiPtBR } from '@mui/material/locale'
import { defaultTheme, type RaThemeOptions } from 'react-admin'

/** The marketplace's amber on react-admin's default theme; sidebar widths from spec §9 (16rem, 3rem as icons). */
export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: { primary: { main: '#b45309' }, secondary: { main: '#1c1917' } },
  sidebar: { width: 256, closedWidth: 48 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  components: {
    // MUI's own pt-BR texts: the phone list's pagination is MUI's TablePagination without
    // react-admin's labels, so its buttons would otherwise read 'Go to next page'.
    ...muiPtBR.components,
    ...defaultTheme.components,
    // An empty list's sentence ('Nenhum registro em Vagas ainda.') is drawn in the disabled grey,
    // below WCAG's contrast ratio; it is information, so it takes the secondary text colour.
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: 'rgba(0, 0, 0, 0.6)' } } } },
  },
}
