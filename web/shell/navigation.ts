import { ACCOUNT_SECURITY_PATH, PRIVACY_PAGE_PATH, primaryRole, type SessionUser } from '#domain/session'
import type { Say } from '../ui/wording'

export type NavItem = { to: string; label: string }

/** Spec §2 "Navigation": the header links for visitors, shops and barbers. */
export function headerLinks(user: SessionUser | null | undefined): NavItem[] {
  switch (primaryRole(user)) {
    case 'barbershop':
      return [
        { to: '/vagas', label: 'Controle de Vagas' },
        { to: '/candidatos', label: 'Candidatos' },
        { to: '/anunciar-vaga', label: 'Anunciar Vaga' },
        { to: '/chat', label: 'Chat' },
      ]
    case 'barber':
      return [
        { to: '/vagas-abertas', label: 'Vagas Abertas' },
        { to: '/vagas-aplicadas', label: 'Vagas Aplicadas' },
        { to: '/chat', label: 'Chat' },
      ]
    case 'admin':
    case 'editor':
      return [{ to: '/painel-admin', label: 'Painel Admin' }]
    default:
      return [
        { to: '/', label: 'Início' },
        { to: '/barbeiros', label: 'Barbeiros' },
        { to: '/barbearias', label: 'Barbearias' },
        { to: '/#sobre', label: 'Sobre' },
      ]
  }
}

/** The account menu below the role heading (spec §2), with Segurança da conta after Meu Perfil and Suporte last. */
export const accountLinks: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/perfil', label: 'Meu Perfil' },
  { to: ACCOUNT_SECURITY_PATH, label: 'Segurança da conta' },
  { to: PRIVACY_PAGE_PATH, label: 'Privacidade e dados' },
  { to: '/planos', label: 'Faturamento' },
  { to: '/suporte', label: 'Suporte' },
]

export type FooterColumn = { title: string; links: NavItem[] }

/** Footer links vary by role (spec §2), in the reader's Portuguese. */
export function footerColumns(user: SessionUser | null | undefined, say: Say): FooterColumn[] {
  const explore: FooterColumn = {
    title: 'Navalha',
    links: [
      { to: '/', label: 'Início' },
      { to: '/barbeiros', label: 'Barbeiros' },
      { to: '/barbearias', label: 'Barbearias' },
      { to: '/#sobre', label: 'Sobre' },
      { to: '/#planos', label: 'Planos' },
      { to: '/faq', label: 'Perguntas frequentes' },
      ...(user ? [{ to: '/suporte', label: 'Suporte' }] : []),
    ],
  }
  switch (primaryRole(user)) {
    case 'barbershop':
      return [
        explore,
        {
          title: 'Minha barbearia',
          links: [
            { to: '/painel-barbearia', label: 'Painel' },
            { to: '/vagas', label: 'Minhas vagas' },
            { to: '/anunciar-vaga', label: 'Anunciar vaga' },
            { to: '/candidatos', label: 'Candidatos' },
            { to: '/convites', label: 'Convites enviados' },
            { to: '/planos', label: 'Planos e faturamento' },
          ],
        },
      ]
    case 'barber':
      return [
        explore,
        {
          title: 'Minha carreira',
          links: [
            { to: '/painel-barbeiro', label: 'Painel' },
            { to: '/vagas-abertas', label: 'Vagas abertas' },
            { to: '/vagas-aplicadas', label: 'Minhas candidaturas' },
            { to: '/vagas-salvas', label: say('Vagas salvas', 'Vagas guardadas') },
            { to: '/alertas', label: 'Meus alertas' },
            { to: '/convites', label: 'Convites' },
            { to: '/completar-perfil', label: 'Meu perfil' },
            { to: '/planos', label: 'Planos e faturamento' },
          ],
        },
      ]
    case 'admin':
    case 'editor':
      return [explore, { title: 'Administração', links: [{ to: '/painel-admin', label: 'Painel Admin' }] }]
    default:
      return [
        explore,
        {
          title: 'Comece agora',
          links: [
            { to: '/cadastro?tipo=barbeiro', label: 'Sou Barbeiro' },
            { to: '/cadastro?tipo=barbearia', label: 'Sou Barbearia' },
            { to: '/auth', label: 'Entrar' },
          ],
        },
      ]
  }
}
