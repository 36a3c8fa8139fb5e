import { useEffect, useState } from 'react'
import { Navigate, useLocation, useSearchParams } from 'react-router-dom'
import type { UserType } from '#domain/roles'
import { adminMessages } from '#domain/messages/admin'
import { primaryRole, safeNext, SIGNED_OUT_NOTICE_KEY, type Session } from '#domain/session'
import { Card } from '../ui/Card'
import { toast } from '../ui/toast'
import { AppLink } from '../ui/navigation'
import { TabPanel, Tabs, type TabItem } from '../ui/Tabs'
import { AuthFrame, linkButtonClasses } from './AuthFrame'
import { ForgotPasswordForm } from './ForgotPasswordForm'
import { LoginForm } from './LoginForm'
import { SignupForm } from './SignupForm'
import { useLogin, useSession } from './session'

type AuthTab = 'login' | 'signup'

const TABS_ID = 'autenticacao'

const tabs: TabItem<AuthTab>[] = [
  { value: 'login', label: 'Entrar' },
  { value: 'signup', label: 'Cadastrar' },
]

/** The landing page's Sou Barbeiro / Sou Barbearia buttons link to /cadastro?tipo=barbeiro|barbearia. */
const userTypeByParam: Record<string, UserType> = { barbeiro: 'barber', barbearia: 'barbershop' }

/** Where a user goes right after signing in, when no `next` asks for a page: a barber or shop without a complete profile completes it first. */
function afterSignIn(session: Session): string {
  const role = primaryRole(session.user)
  const needsProfile = (role === 'barber' || role === 'barbershop') && !session.profile?.complete
  return needsProfile ? '/completar-perfil' : '/dashboard'
}

/** /auth, /login and /cadastro (spec §2): tabs Entrar / Cadastrar. Links between them open the right tab. */
export function AuthPage() {
  const { pathname, search } = useLocation()
  return <AuthScreen key={pathname + search} />
}

/** Says 'Logout realizado com sucesso' once, after the console's Sair brought the browser here. */
function useSignedOutNotice() {
  useEffect(() => {
    try {
      if (sessionStorage.getItem(SIGNED_OUT_NOTICE_KEY) === null) return
      sessionStorage.removeItem(SIGNED_OUT_NOTICE_KEY)
    } catch {
      return // storage refused (private mode): nothing was left to say
    }
    toast.success(adminMessages.loggedOut)
  }, [])
}

function AuthScreen() {
  useSignedOutNotice()
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const { data: session } = useSession()
  const login = useLogin()
  const presetType = userTypeByParam[params.get('tipo') ?? '']
  const [tab, setTab] = useState<AuthTab>(pathname === '/cadastro' || presetType ? 'signup' : 'login')
  /** Set while the Entrar tab shows the password reset request instead of the login. */
  const [forgotEmail, setForgotEmail] = useState<string | null>(null)
  /** Set when the login form is shown again from inside the page, with the e-mail to fill in. */
  const [loginPrefill, setLoginPrefill] = useState<{ email: string; version: number } | null>(null)

  if (session?.user && !login.isPending) {
    const next = safeNext(params.get('next'))
    return <Navigate replace to={next ?? (login.isSuccess ? afterSignIn(session) : '/dashboard')} />
  }

  const showLogin = (email: string) => {
    setTab('login')
    setForgotEmail(null)
    setLoginPrefill((previous) => ({ email, version: (previous?.version ?? 0) + 1 }))
  }

  return (
    <AuthFrame
      title={tab === 'login' ? 'Entre na sua conta' : 'Crie sua conta'}
      description={tab === 'login' ? 'Acompanhe vagas, candidaturas e conversas.' : 'Barbeiros encontram vagas e barbearias encontram talentos.'}
    >
      <Card className="p-4 sm:p-6">
        <Tabs id={TABS_ID} items={tabs} value={tab} onChange={setTab} label="Entrar ou criar conta" />
        <TabPanel tabsId={TABS_ID} value="login" active={tab === 'login'} className="mt-6">
          {forgotEmail === null ? (
            <LoginForm
              key={loginPrefill?.version ?? 0}
              login={login}
              defaultEmail={loginPrefill?.email}
              focusOnMount={loginPrefill !== null}
              onForgotPassword={setForgotEmail}
            />
          ) : (
            <ForgotPasswordForm defaultEmail={forgotEmail} focusOnMount onSent={showLogin} onBack={showLogin} />
          )}
        </TabPanel>
        <TabPanel tabsId={TABS_ID} value="signup" active={tab === 'signup'} className="mt-6">
          <SignupForm defaultUserType={presetType ?? 'barber'} onLogin={showLogin} />
        </TabPanel>
      </Card>
      <AppLink to="/" className={linkButtonClasses('self-center')}>
        Voltar para o início
      </AppLink>
    </AuthFrame>
  )
}
