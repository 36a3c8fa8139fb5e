import { useNavigation } from '../ui/navigation'
import { toast } from '../ui/toast'
import { useLogout } from './session'

/** Sair, wherever it is offered: ends the session, says so and goes to /auth. */
export function useSignOut() {
  const logout = useLogout()
  const { navigate } = useNavigation()
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast.success('Você saiu da sua conta.')
        navigate('/auth')
      },
      onError: () => toast.error('Erro ao fazer logout'),
    })
  return { signOut, pending: logout.isPending }
}
