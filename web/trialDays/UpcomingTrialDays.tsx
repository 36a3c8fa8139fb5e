import { CalendarClock } from 'lucide-react'
import { trialDayMessages } from '#domain/messages/trialDays'
import type { UpcomingTrialDay } from '#domain/trialDays'
import { Badge } from '../ui/Badge'
import { AppLink } from '../ui/navigation'
import { useSay } from '../ui/wording'
import { useUpcomingTrialDays } from './queries'
import { slotText } from './TrialDaySection'

/** Where a test day is answered: the job's applicants for the shop, the applications for the barber. */
const answerPath = (day: UpcomingTrialDay, audience: 'barber' | 'barbershop') =>
  audience === 'barbershop' ? (day.jobId ? `/vaga/${day.jobId}/candidatos` : '/candidatos') : '/vagas-aplicadas'

/** A panel's 'Próximos testes' (issue 41): the scheduled tests and the proposals still ahead, soonest first. */
export function UpcomingTrialDays({ audience }: { audience: 'barber' | 'barbershop' }) {
  const say = useSay()
  const upcoming = useUpcomingTrialDays()
  if (upcoming.isPending || upcoming.isError) return null
  if (!upcoming.data.length) return <p className="text-sm text-stone-600">Nenhum teste prático marcado.</p>
  return (
    <ul className="flex flex-col gap-2" aria-label={trialDayMessages.upcoming}>
      {upcoming.data.map((day) => {
        const slot = day.slots.find((each) => each.id === day.pickedSlot) ?? day.slots[0]
        return (
          <li key={day.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
            <div className="min-w-0">
              <p className="flex items-center gap-2 font-semibold text-stone-900">
                <CalendarClock className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                {slot ? slotText(day, slot) : day.statusLabel}
              </p>
              <p className="mt-1 text-sm break-words text-stone-600">
                {[day.otherName, day.jobTitle].filter(Boolean).join(' · ')}
                {day.status === 'proposed' && day.slots.length > 1 && ` · ${day.slots.length} horários propostos`}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={day.status === 'scheduled' ? 'success' : 'info'}>
                {day.yourTurn ? say('Sua vez de responder', 'É a sua vez de responder') : day.statusLabel}
              </Badge>
              <AppLink to={answerPath(day, audience)} className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
                Abrir<span className="sr-only"> teste prático com {day.otherName}</span>
              </AppLink>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
