import type { ReactNode } from 'react'
import { AppBar, Layout, TitlePortal } from 'react-admin'
import { ConsoleMenu } from './ConsoleMenu'
import { useSidebarShortcut } from './useSidebarShortcut'

/** The page title is the screen's heading (h1); the user menu is replaced by Sair in the sidebar. */
const ConsoleAppBar = () => (
  <AppBar userMenu={false}>
    <TitlePortal component="h1" variant="h6" />
  </AppBar>
)

export const ConsoleLayout = ({ children }: { children: ReactNode }) => {
  useSidebarShortcut()
  return (
    <Layout appBar={ConsoleAppBar} menu={ConsoleMenu} sx={{ '& .RaSidebar-fixed': { xs: { width: '18rem' }, sm: {} } }}>
      {children}
    </Layout>
  )
}
