import { ptBR as muiPtBR } from '@mui/material/locale'
import { defaultTheme, type RaThemeOptions } from 'react-admin'

/** The marketplace's amber on react-admin's default theme; sidebar widths from spec §9 (16rem, 3rem as icons). */
export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  // MUI's warning orange (#ed6c02) and info blue (#0288d1) carry white text at 3.2:1 and 3.7:1, under
  // WCAG's 4.5:1 for chips such as 'Aberto' and 'Em teste'; orange-700 and sky-700 read 5.2:1 and 5.9:1.
  palette: { primary: { main: '#b45309' }, secondary: { main: '#1c1917' }, warning: { main: '#c2410c' }, info: { main: '#0369a1' } },
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
    // A focused field's label is drawn in the primary amber on the filled field's grey, 4.4:1: below
    // WCAG's 4.5:1 at that size. The darker amber (amber-800) reads 6:1 there.
    MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: '#92400e' } } } },
    // react-admin's layout grows to fit its widest table (min-width: fit-content), so a long e-mail
    // pushed the users and barbers lists past 1280 px. The page now keeps the window's width, an
    // e-mail address wraps anywhere rather than widen its column (words and buttons stay whole),
    // and a table that still cannot fit scrolls inside its own frame instead of the page.
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaDatagrid: {
      styleOverrides: {
        root: {
          '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
          '& .RaDatagrid-rowCell a[href^="mailto:"]': { overflowWrap: 'anywhere' },
          '& .RaDatagrid-rowCell .MuiButton-root': { whiteSpace: 'nowrap' },
        },
      },
    },
  },
}
