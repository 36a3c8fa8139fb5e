import { ApiError } from '../api/client'
import { toast } from '../ui/toast'

/**
 * A refusal the server answers with a way out through the plans (a plan's monthly limit reached,
 * issue 12): its title ('Limite do plano atingido'), what it says (what this plan and the next one
 * allow) and 'Ver planos', kept on screen long enough to read. False when the error is another kind.
 */
export function toastPlanRefusal(error: unknown, navigate: (to: string) => void): boolean {
  if (!(error instanceof ApiError) || !error.plansPath) return false
  const plansPath = error.plansPath
  toast.error(error.message, {
    description: error.detail,
    action: { label: 'Ver planos', onClick: () => navigate(plansPath) },
    duration: 12_000,
    id: 'limite-do-plano',
  })
  return true
}
