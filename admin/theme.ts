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
    // pushed the users and barbers lists past 1280 px, and the list's own column (a flex item, whose
    // minimum width is its content's) did the same for the jobs (issue 39). The page keeps the
    // window's width; a table that still cannot fit scrolls inside its own frame instead of the page.
    // Tables fit, sidebar open, from 1024 px: cells keep 8 px each side (MUI's 16 at the row's ends),
    // an e-mail wraps (ui/WrappingEmail.tsx), words and buttons stay whole, and below 1200 px a row's
    // actions are icons (ui/RowButton.tsx). tests/e2e/console.spec.ts measures every list at 1280 and 1024.
    // react-admin's spinners (the app bar's while any request runs, a page's while it loads) are progress bars
    // without a name, which axe reports as serious; each reads 'Carregando' instead.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Carregando' } },
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    RaDatagrid: {
      styleOverrides: {
        root: {
          '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
          '& .RaDatagrid-headerCell, & .RaDatagrid-rowCell': { paddingLeft: 8, paddingRight: 8 },
          '& .RaDatagrid-headerCell:first-of-type, & .RaDatagrid-rowCell:first-of-type': { paddingLeft: 16 },
          '& .RaDatagrid-headerCell:last-of-type, & .RaDatagrid-rowCell:last-of-type': { paddingRight: 16 },
          '& .RaDatagrid-rowCell .MuiButton-root': { whiteSpace: 'nowrap' },
        },
      },
    },
  },
}
