import { useNavigate } from 'react-router-dom'
import { ERROR_CODES } from '#domain/errors'
import { accountMessages } from '#domain/messages/auth'
import { applicationMessages } from '#domain/messages/jobs'
import { hasRole } from '#domain/roles'
import { ApiError, messageOr } from '../api/client'
import { useSession } from '../auth/session'
import { toastPlanRefusal } from '../billing/planRefusal'
import { toast } from '../ui/toast'
import { useApplyToJob, type ApplyRequest } from './queries'
import { withNext } from '#domain/signInPages'
import { applyFormPath } from './signInToAct'

/**
 * Candidatar-se, with the rules of spec §5 and the messages of §8: visitors sign in first, locked
 * accounts go to the plans, a barber whose profile is incomplete completes it. The session
 * answers those before asking the server; the server's refusal (it checks the same rules) is
 * handled the same way.
 */
export function useApplyFlow() {
  const navigate = useNavigate()
  const { data: session } = useSession()
  const apply = useApplyToJob()

  const goToPlans = () => {
    toast.error(accountMessages.trialExpired, { description: accountMessages.trialExpiredApply, id: 'candidatura-bloqueada' })
    navigate('/planos')
  }
  /** The profile form, and from it back to the job's apply form (decision 0064): a new barber's first application. */
  const goToProfile = (jobId?: number) => {
    toast.error(applicationMessages.barberProfileRequiredTitle, { description: applicationMessages.barberProfileRequired, id: 'candidatura-perfil' })
    navigate(jobId === undefined ? '/completar-perfil' : withNext('/completar-perfil', applyFormPath(jobId)))
  }

  /**
   * Whether the barber may apply to `jobId` now; otherwise sends them where they can (sign-in,
   * plans, their profile), with the way back to the job's apply form.
   */
  const ready = (jobId: number) => {
    const user = session?.user
    if (!user) return void navigate(withNext('/login', applyFormPath(jobId)))
    if (user.accountStatus === 'locked') return void goToPlans()
    // The server asks for every required field and the presentation video, not only a barber record.
    if (hasRole(user, 'barber') && !session.profile?.complete) return void goToProfile(jobId)
    return true
  }

  /** One tap from a list or a job without questions; a job with questions opens its apply form on its page (decision 0061). */
  const start = (jobId: number, { hasQuestions = false }: { hasQuestions?: boolean } = {}) => {
    if (!ready(jobId)) return
    if (hasQuestions) return navigate(applyFormPath(jobId))
    send({ jobId })
  }

  const send = (request: ApplyRequest, onSent?: () => void) =>
    apply.mutate(request, {
      onSuccess: () => {
        onSent?.()
        toast.success(applicationMessages.applied, { description: applicationMessages.appliedDetail })
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === ERROR_CODES.barberProfileRequired) return goToProfile(request.jobId)
        if (error instanceof ApiError && error.status === 403 && error.message === accountMessages.trialExpired) return goToPlans()
        if (toastPlanRefusal(error, navigate)) return
        toast.error(applicationMessages.applyFailed, { description: messageOr(error, applicationMessages.applyFailedDetail) })
      },
    })

  return { start, ready, send, pendingJobId: apply.isPending ? apply.variables.jobId : null }
}
