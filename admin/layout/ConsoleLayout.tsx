import type { ReactNode } from 'react'
import { AppBar, Layout, Sidebar, TitlePortal, type SidebarProps } from 'react-admin'
import { ConsoleMenu } from './ConsoleMenu'
import { useSidebarShortcut } from './useSidebarShortcut'

/** The page title is the screen's heading (h1); the user menu is replaced by Sair in the sidebar. */
const ConsoleAppBar = () => (
  <AppBar userMenu={false}>
    <TitlePortal component="h1" variant="h6" />
  </AppBar>
)

/**
 * Spec §9's widths: 16rem open and 3rem as icons come from the theme; on a phone the sidebar is a
 * drawer over the page (rendered in a portal, out of the layout's reach), 18rem wide. Only the
 * phone's drawer is sized here, so the desktop's folded width stays the theme's.
 */
const ConsoleSidebar = (props: SidebarProps) => (
  <Sidebar
    {...props}
    sx={(theme) => ({ [theme.breakpoints.only('xs')]: { '& .MuiDrawer-paper': { width: '18rem' }, '& .MuiDrawer-paper .RaMenu-open': { width: 'auto' } } })}
  />
)

export const ConsoleLayout = ({ children }: { children: ReactNode }) => {
  useSidebarShortcut()
  return (
    <Layout appBar={ConsoleAppBar} menu={ConsoleMenu} sidebar={ConsoleSidebar}>
      {children}
    </Layout>
  )
}
