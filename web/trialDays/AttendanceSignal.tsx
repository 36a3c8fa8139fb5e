import { CalendarCheck } from 'lucide-react'
import { trialDayMessages } from '#domain/messages/trialDays'
import { useApplicantAttendance } from './queries'

/** 'Compareceu a 4 de 4 testes' on the applicant card (issue 41); nothing before the barber's first recorded test. */
export function AttendanceSignal({ applicationId }: { applicationId: number }) {
  const attendance = useApplicantAttendance(applicationId)
  if (!attendance.data?.held) return null
  return (
    <span className="inline-flex items-center gap-1">
      <CalendarCheck className="size-4 text-emerald-700" aria-hidden="true" />
      {trialDayMessages.attendance(attendance.data.attended, attendance.data.held)}
    </span>
  )
}
