import LogoutIcon from '@mui/icons-material/Logout'
import { Menu, useLogout, useNotify, usePermissions } from 'react-admin'
import { adminMessages } from '#domain/messages/admin'
import { hasRole } from '#domain/roles'
import { SIGNED_OUT_NOTICE_KEY } from '#domain/session'

/**
 * Spec §2's sidebar: Dashboard, Usuários, Barbearias, Barbeiros, Vagas, Conversas, Avaliações, Suporte and the audit log (Auditoria) for admins, the content
 * (FAQ, Planos, Página inicial) for admins and editors, and Sair, which signs out and goes to /auth.
 */
export const ConsoleMenu = () => {
  const { permissions } = usePermissions<string[]>()
  const logout = useLogout()
  const notify = useNotify()
  const admin = hasRole({ roles: permissions ?? [] }, 'admin')

  const signOut = async () => {
    try {
      await logout({}, false)
      // A toast here would last until the page changes, a blink: /auth, where Sair lands, says it (spec §8).
      sessionStorage.setItem(SIGNED_OUT_NOTICE_KEY, '1')
      window.location.assign('/auth')
    } catch {
      notify(adminMessages.logoutFailed, { type: 'error' })
    }
  }

  return (
    <Menu>
      <Menu.DashboardItem primaryText="Dashboard" />
      {admin && (
        <>
          <Menu.ResourceItem name="usuarios" />
          <Menu.ResourceItem name="barbearias" />
          <Menu.ResourceItem name="barbeiros" />
          <Menu.ResourceItem name="vagas" />
          <Menu.ResourceItem name="conversas" />
          <Menu.ResourceItem name="avaliacoes" />
          <Menu.ResourceItem name="suporte" />
          <Menu.ResourceItem name="auditoria" />
        </>
      )}
      <Menu.ResourceItem name="faq" />
      <Menu.ResourceItem name="termos-e-privacidade" />
      <Menu.ResourceItem name="planos" />
      <Menu.ResourceItem name="pagina-inicial" />
      <Menu.Item
        to="#"
        primaryText="Sair"
        leftIcon={<LogoutIcon />}
        onClick={(event: { preventDefault: () => void }) => (event.preventDefault(), void signOut())}
      />
    </Menu>
  )
}
