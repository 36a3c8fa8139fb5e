import { CalendarCheck, CalendarClock, CalendarPlus, CalendarX } from 'lucide-react'
import { useId, useState } from 'react'
import { currencySymbol, formatMoney, type Currency } from '#domain/money'
import { trialDayMessages } from '#domain/messages/trialDays'
import { slotLabel, type TrialDayParty, type TrialDayView } from '#domain/trialDays'
import { isPaywallError } from '../api/client'
import { useSession } from '../auth/session'
import { PaywallNotice } from '../billing/PaywallNotice'
import { Badge } from '../ui/Badge'
import { Button } from '../ui/Button'
import { TextAreaField } from '../ui/Field'
import { toast } from '../ui/toast'
import { useSay } from '../ui/wording'
import { useProposeTrialDay, useTrialDayAction, useTrialDays, useTrialOutcome, type OutcomeRequest, type ProposeRequest, type TrialAction } from './queries'
import { SlotsForm } from './SlotsForm'

const localeOf = (day: Pick<TrialDayView, 'currency'>) => (day.currency === 'EUR' ? 'pt-PT' : 'pt-BR')
export const slotText = (day: TrialDayView, slot: TrialDayView['slots'][number]) =>
  `${slotLabel(new Date(slot.start), day.timeZone, localeOf(day))} · ${slot.durationMinutes % 60 === 0 ? `${slot.durationMinutes / 60} h` : `${slot.durationMinutes} min`}`
const payText = (day: TrialDayView) => (day.paid && day.amount !== null ? `Pago: ${formatMoney(day.amount, day.currency as Currency)}` : 'Não pago')

/** A refusal as the server words it; the paywall's with what a plan would allow. */
const showFailure = (error: Error, title: string) =>
  isPaywallError(error) ? toast.error(error.message, { description: error.detail }) : toast.error(title, { description: error.message })

/**
 * The practical test day of an accepted application (issue 41, decision 0069), on the applicant card
 * (the shop) and on the barber's application card: its state, the slots on offer or the one
 * picked, and the moves of whoever reads it. The server decides whose turn it is and refuses
 * everything else.
 */
export function TrialDaySection({
  applicationId,
  party,
  canPropose,
  locked,
}: {
  applicationId: number
  party: TrialDayParty
  canPropose: boolean
  locked: boolean
}) {
  const headingId = useId()
  const days = useTrialDays(applicationId)
  const current = days.data?.[0]
  const open = current && (current.status === 'proposed' || current.status === 'scheduled' || current.status === 'completed')
  if (days.isPending || (!current && !canPropose)) return null

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-stone-100 px-5 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-stone-900">
          <CalendarClock className="size-5 text-brand-700" aria-hidden="true" />
          {trialDayMessages.title}
        </h3>
        {current && (
          <Badge tone={current.status === 'scheduled' || current.status === 'completed' ? 'success' : current.status === 'proposed' ? 'info' : 'neutral'}>
            {current.statusLabel}
          </Badge>
        )}
      </div>
      {current && open ? (
        <CurrentTrialDay day={current} party={party} locked={locked} />
      ) : (
        <>
          {current && <ClosedTrialDay day={current} />}
          {canPropose && <ProposeTrialDay applicationId={applicationId} locked={locked} />}
        </>
      )}
    </section>
  )
}

function ClosedTrialDay({ day }: { day: TrialDayView }) {
  return (
    <p className="text-sm text-stone-700">
      {day.status === 'declined' ? 'Os horários foram recusados.' : 'O teste foi cancelado.'}
      {day.reason && <span className="block break-words text-stone-600">Motivo: {day.reason}</span>}
    </p>
  )
}

function ProposeTrialDay({ applicationId, locked }: { applicationId: number; locked: boolean }) {
  const [open, setOpen] = useState(false)
  const propose = useProposeTrialDay(applicationId)
  const country = useSession().data?.profile?.country ?? 'BR'
  if (locked) return <PaywallNotice detail={trialDayMessages.trialExpiredSchedule} />
  if (!open) {
    return (
      <Button variant="outline" size="sm" className="self-start" onClick={() => setOpen(true)}>
        <CalendarPlus className="size-4" aria-hidden="true" />
        Propor teste prático
      </Button>
    )
  }
  return (
    <SlotsForm
      withTerms
      currencySymbol={currencySymbol(country)}
      submitLabel="Enviar proposta"
      pending={propose.isPending}
      error={propose.error}
      onCancel={() => setOpen(false)}
      onSubmit={(request: ProposeRequest) =>
        propose.mutate(request, {
          onSuccess: () => {
            toast.success('Proposta de teste prático enviada.')
            setOpen(false)
          },
          // The form lists the other refusals beside its fields; the paywall's says where to subscribe.
          onError: (error) => {
            if (isPaywallError(error)) showFailure(error, error.message)
          },
        })
      }
    />
  )
}

function CurrentTrialDay({ day, party, locked }: { day: TrialDayView; party: TrialDayParty; locked: boolean }) {
  const action = useTrialDayAction(day.id)
  const [mode, setMode] = useState<'idle' | 'propose' | 'decline' | 'cancel'>('idle')
  const picked = day.slots.find((slot) => slot.id === day.pickedSlot)
  const started = picked ? new Date(picked.start).getTime() <= Date.now() : false

  const act = (move: TrialAction, done: string) =>
    action.mutate(move, {
      onSuccess: () => {
        toast.success(done)
        setMode('idle')
      },
      onError: (error) => showFailure(error, 'Não foi possível concluir'),
    })

  return (
    <div className="flex flex-col gap-3 text-sm text-stone-800">
      {picked ? (
        <p className="flex items-start gap-2 font-medium">
          <CalendarCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
          {slotText(day, picked)}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Horários propostos">
          {day.slots.map((slot) => (
            <li key={slot.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-stone-200 px-3 py-2">
              <span>{slotText(day, slot)}</span>
              {day.yourTurn && (
                <Button size="sm" disabled={action.isPending || locked} onClick={() => act({ action: 'pick', slot: slot.id }, 'Teste prático marcado.')}>
                  Escolher<span className="sr-only"> {slotText(day, slot)}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <dl className="grid gap-1 text-stone-700 sm:grid-cols-2">
        {day.place && (
          <div>
            <dt className="inline font-medium">Local: </dt>
            <dd className="inline">{day.place}</dd>
          </div>
        )}
        <div>
          <dt className="sr-only">Pagamento</dt>
          <dd>{payText(day)}</dd>
        </div>
        {day.notes && (
          <div className="sm:col-span-2">
            <dt className="inline font-medium">Observações: </dt>
            <dd className="inline break-words">{day.notes}</dd>
          </div>
        )}
      </dl>
      {day.status === 'proposed' && !day.yourTurn && <p className="text-stone-600">Aguardando a resposta da outra parte.</p>}
      {locked && day.yourTurn && <PaywallNotice detail={trialDayMessages.trialExpiredSchedule} />}

      {day.status === 'completed' && <OutcomeSummary day={day} />}
      {started && <OutcomeControls day={day} party={party} />}

      {mode === 'propose' && (
        <SlotsForm
          withTerms={false}
          currencySymbol=""
          submitLabel="Enviar novos horários"
          pending={action.isPending}
          error={action.error}
          onCancel={() => setMode('idle')}
          onSubmit={({ slots }) => act({ action: 'propose', slots }, 'Novos horários enviados.')}
        />
      )}
      {(mode === 'decline' || mode === 'cancel') && (
        <ReasonForm
          required={mode === 'decline'}
          submitLabel={mode === 'decline' ? 'Recusar horários' : 'Cancelar teste'}
          pending={action.isPending}
          onCancel={() => setMode('idle')}
          onSubmit={(reason) =>
            act(
              mode === 'decline' ? { action: 'decline', reason } : { action: 'cancel', reason },
              mode === 'decline' ? 'Horários recusados.' : 'Teste prático cancelado.',
            )
          }
        />
      )}
      {mode === 'idle' && day.status !== 'completed' && !started && (
        <div className="flex flex-wrap gap-2">
          {picked && (
            <a
              href={`/api/trial-days/${day.id}/invite.ics`}
              download
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              <CalendarPlus className="size-4" aria-hidden="true" />
              Adicionar à agenda
            </a>
          )}
          {(day.yourTurn || day.status === 'scheduled') && !locked && (
            <Button variant="outline" size="sm" onClick={() => setMode('propose')}>
              {day.status === 'scheduled' ? 'Remarcar' : 'Propor outro horário'}
            </Button>
          )}
          {day.yourTurn && (
            <Button variant="outline" size="sm" onClick={() => setMode('decline')}>
              Recusar
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => setMode('cancel')}>
            <CalendarX className="size-4" aria-hidden="true" />
            Cancelar teste
          </Button>
        </div>
      )}
    </div>
  )
}

function ReasonForm({
  required,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  required: boolean
  submitLabel: string
  pending: boolean
  onSubmit: (reason: string) => void
  onCancel: () => void
}) {
  const [reason, setReason] = useState('')
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(reason)
      }}
    >
      <TextAreaField label="Motivo" required={required} rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" size="sm" loading={pending} loadingText="Enviando...">
          {submitLabel}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Voltar
        </Button>
      </div>
    </form>
  )
}

function OutcomeSummary({ day }: { day: TrialDayView }) {
  const outcome = day.outcome
  return (
    <div className="rounded-lg bg-stone-50 p-3">
      {outcome && (
        <p>
          {outcome.attended ? 'Compareceu' : 'Não compareceu'}
          {outcome.approved === true && ' · Aprovado'}
          {outcome.approved === false && ' · Não aprovado'}
        </p>
      )}
      {outcome?.feedback && <p className="mt-1 break-words text-stone-600">Retorno: {outcome.feedback}</p>}
      {day.barberConfirmedAttendance !== null && (
        <p className="mt-1 text-stone-600">
          {day.barberConfirmedAttendance ? 'O barbeiro confirmou que compareceu.' : 'O barbeiro informou que não compareceu.'}
        </p>
      )}
    </div>
  )
}

/** After the start: the shop records the outcome once; the barber confirms the attendance once. */
function OutcomeControls({ day, party }: { day: TrialDayView; party: TrialDayParty }) {
  const say = useSay()
  const record = useTrialOutcome(day.id)
  const [attended, setAttended] = useState<boolean | null>(null)
  const [approved, setApproved] = useState<boolean | null>(null)
  const [feedback, setFeedback] = useState('')
  const send = (outcome: OutcomeRequest) =>
    record.mutate(outcome, {
      onSuccess: () => toast.success(say('Resultado registrado.', 'Resultado registado.')),
      onError: (error) => showFailure(error, say('Não foi possível registrar', 'Não foi possível registar')),
    })

  if (party === 'barber') {
    if (day.barberConfirmedAttendance !== null) return null
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span>{say('Você compareceu ao teste?', 'Compareceu ao teste?')}</span>
        <Button size="sm" disabled={record.isPending} onClick={() => send({ attended: true })}>
          Compareci
        </Button>
        <Button size="sm" variant="outline" disabled={record.isPending} onClick={() => send({ attended: false })}>
          Não compareci
        </Button>
      </div>
    )
  }
  if (day.outcome) return null
  return (
    <form
      className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3"
      onSubmit={(event) => {
        event.preventDefault()
        if (attended === null) return
        send({ attended, ...(attended && approved !== null ? { approved } : {}), ...(feedback.trim() ? { feedback } : {}) })
      }}
    >
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 font-medium">O barbeiro compareceu?</legend>
        <label className="flex items-center gap-1.5">
          <input type="radio" name={`attended-${day.id}`} checked={attended === true} onChange={() => setAttended(true)} /> Compareceu
        </label>
        <label className="flex items-center gap-1.5">
          <input type="radio" name={`attended-${day.id}`} checked={attended === false} onChange={() => setAttended(false)} /> Não compareceu
        </label>
      </fieldset>
      {attended && (
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 font-medium">Resultado</legend>
          <label className="flex items-center gap-1.5">
            <input type="radio" name={`approved-${day.id}`} checked={approved === true} onChange={() => setApproved(true)} /> Aprovado
          </label>
          <label className="flex items-center gap-1.5">
            <input type="radio" name={`approved-${day.id}`} checked={approved === false} onChange={() => setApproved(false)} /> Não aprovado
          </label>
        </fieldset>
      )}
      <TextAreaField
        label="Retorno para o barbeiro (opcional)"
        rows={2}
        maxLength={1000}
        value={feedback}
        onChange={(event) => setFeedback(event.target.value)}
      />
      <Button
        type="submit"
        size="sm"
        className="self-start"
        disabled={attended === null}
        loading={record.isPending}
        loadingText={say('Registrando...', 'A registar...')}
      >
        {say('Registrar resultado', 'Registar resultado')}
      </Button>
    </form>
  )
}
