import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type { JobDetails } from '#domain/jobDetails'
import { screeningMessages } from '#domain/messages/jobs'
import type { ApplyForm } from '#domain/screeningForms'
import { APPLICATION_MESSAGE_MAX, SCREENING_ANSWER_MAX } from '#domain/screeningQuestions'
import { Button } from '../ui/Button'
import { ContactsHiddenNote } from '../ui/ContactsHiddenNote'
import { FieldHelp, TextAreaField, TextField } from '../ui/Field'
import { lazyResolver } from '../ui/lazyResolver'
import { lazySchema } from '../ui/schemaForm'
import { useSay } from '../ui/wording'
import type { ApplyRequest } from './queries'
import { useModalDialog } from '../ui/useModalDialog'

const schema = lazySchema(() => import('#domain/screeningForms').then((module) => module.applyFormSchema))

type Question = JobDetails['job']['screeningQuestions'][number]
/** A yes/no answer is a radio's value ('true' / 'false') until it is sent. */
type FormValues = { message: string; answers: (string | boolean | null)[] }

/**
 * 'Candidatar-se' with something to say (issue 40, decision 0061): the job's screening questions,
 * the required ones marked, and an optional message of up to 500 characters, with the note that
 * contacts stay hidden until a hire. A modal <dialog>: the focus stays inside, Escape closes it.
 */
export function ApplyDialog({
  open,
  jobTitle,
  questions,
  pending,
  onSend,
  onClose,
}: {
  open: boolean
  jobTitle: string
  questions: Question[]
  pending: boolean
  onSend: (request: Omit<ApplyRequest, 'jobId'>) => void
  onClose: () => void
}) {
  const dialog = useModalDialog(open)
  const titleId = useId()
  const say = useSay()
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<FormValues, unknown, ApplyForm>({
    resolver: lazyResolver(schema),
    defaultValues: { message: '', answers: questions.map(() => null) },
  })
  const messageLength = watch('message')?.length ?? 0

  const submit = handleSubmit((form) => {
    const answers: NonNullable<ApplyRequest['answers']> = []
    let blank = false
    questions.forEach((question, index) => {
      const given = form.answers[index]
      const value = question.kind === 'yesno' ? (given === 'true' ? true : given === 'false' ? false : null) : typeof given === 'string' ? given.trim() : ''
      if (value === null || value === '') {
        if (question.required) {
          blank = true
          setError(`answers.${index}`, { message: screeningMessages.required(question.text) })
        }
        return
      }
      // The id too: if the shop reordered its questions meanwhile, the server refuses (409) instead of filing the answer under another one.
      answers.push({ question: index, ...(question.id ? { questionId: question.id } : {}), answer: value })
    })
    if (blank) return
    onSend({ message: form.message.trim() || undefined, answers })
  })

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg rounded-2xl border border-stone-200 bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-950/50"
    >
      <form noValidate onSubmit={submit} onFocus={schema.preload} className="flex flex-col gap-5 p-6">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            Candidatar-se
          </h2>
          <p className="mt-1 text-sm break-words text-stone-600">{jobTitle}</p>
        </div>
        {questions.map((question, index) =>
          question.kind === 'yesno' ? (
            <YesNoQuestion key={question.id ?? index} question={question} error={errors.answers?.[index]?.message} {...register(`answers.${index}`)} />
          ) : (
            <TextField
              key={question.id ?? index}
              label={question.text}
              required={question.required}
              maxLength={SCREENING_ANSWER_MAX}
              autoComplete="off"
              error={errors.answers?.[index]?.message}
              {...register(`answers.${index}`)}
            />
          ),
        )}
        <TextAreaField
          label="Mensagem para a barbearia (opcional)"
          rows={4}
          maxLength={APPLICATION_MESSAGE_MAX}
          placeholder={say('Conte em poucas palavras por que esta vaga combina com você.', 'Conte em poucas palavras porque é que esta vaga é para si.')}
          hint={`${messageLength}/${APPLICATION_MESSAGE_MAX} caracteres.`}
          error={errors.message?.message}
          {...register('message')}
        />
        <ContactsHiddenNote className="-mt-2" />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={pending} loadingText="Enviando...">
            Enviar candidatura
          </Button>
        </div>
      </form>
    </dialog>
  )
}

type RadioProps = ReturnType<ReturnType<typeof useForm<FormValues>>['register']>

/** Sim / Não as two radios of one group, named by the question. */
function YesNoQuestion({ question, error, ...radio }: { question: Question; error?: string } & RadioProps) {
  const id = useId()
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-1.5">
      <legend className="text-sm font-medium text-stone-800">
        {question.text}
        {question.required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="flex gap-3">
        {(['true', 'false'] as const).map((value) => (
          <label
            key={value}
            className="flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input type="radio" value={value} className="size-4 accent-brand-700" {...radio} />
            {value === 'true' ? 'Sim' : 'Não'}
          </label>
        ))}
      </div>
      <FieldHelp id={id} error={error} />
    </fieldset>
  )
}
