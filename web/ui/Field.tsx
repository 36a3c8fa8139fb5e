import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useSyncExternalStore,
  type ChangeEvent,
  type ForwardedRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '../api/client'
import { cn } from './cn'

type FieldFrameProps = {
  id: string
  label: ReactNode
  required?: boolean
  error?: string
  hint?: ReactNode
  children: ReactNode
  className?: string
}

/** Label, control, hint and error, wired together for screen readers. */
function FieldFrame({ id, label, required, error, hint, children, className }: FieldFrameProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      <FieldHelp id={id} hint={hint} error={error} />
    </div>
  )
}

/** Under a control: its hint, or its error instead, with the ids `describedBy` points the control at. */
export function FieldHelp({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  if (error) {
    return (
      <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
        {error}
      </p>
    )
  }
  if (!hint) return null
  return (
    <p id={`${id}-hint`} className="text-xs text-stone-600">
      {hint}
    </p>
  )
}

const controlClasses = (error?: string) =>
  cn(
    'w-full rounded-lg border bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 transition-colors',
    'focus:outline-none focus:ring-2 disabled:bg-stone-100 disabled:text-stone-500',
    error ? 'border-red-600 focus:ring-red-600/40' : 'border-stone-300 focus:border-brand-600 focus:ring-brand-600/30',
  )

export const describedBy = (id: string, error?: string, hint?: ReactNode) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined)

/** A control's own id, or one generated for it. */
function useFieldId(given?: string) {
  const generated = useId()
  return given ?? generated
}

/** What a control needs for screen readers: its id, required, invalid, and the hint or error describing it. */
const controlProps = (id: string, required: boolean | undefined, error?: string, hint?: ReactNode) => ({
  id,
  required,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, error, hint),
})

type CommonProps = { label: ReactNode; error?: string; hint?: ReactNode; containerClassName?: string }

const subscribeToNothing = () => () => {}

/**
 * The server draws the public pages' controls (the open jobs' search and filters), so a person on a
 * slow phone can type or pick before the page's script takes over; React then hydrates the control
 * without a change event, and the box shows a search that nothing follows. A controlled control
 * drawn by the server reports, once mounted, a value the page holds that differs from its `value`
 * (or `checked`), as if the change had just been made. Controls the browser drew itself never do.
 */
export function useChangesBeforeHydration<E extends HTMLInputElement | HTMLSelectElement>(
  forwarded: ForwardedRef<E>,
  props: { value?: unknown; checked?: unknown; onChange?: (event: ChangeEvent<E>) => void },
) {
  const element = useRef<E>(null)
  useImperativeHandle(forwarded, () => element.current!, [])
  // True only in a render that hydrates what the server drew (React then reads the server snapshot).
  const fromServer = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  )
  const drawnByServer = useRef(fromServer)
  const { value, checked, onChange } = props
  useEffect(() => {
    const control = element.current
    // Once, when mounted: later changes come as events.
    if (!drawnByServer.current || !control || !onChange) return
    drawnByServer.current = false
    const checkable = control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
    const changed = checkable
      ? checked !== undefined && control.checked !== Boolean(checked)
      : value !== undefined && value !== null && control.value !== String(value)
    if (changed) onChange({ target: control, currentTarget: control } as ChangeEvent<E>)
  }, [value, checked, onChange])
  return element
}

export const TextField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & CommonProps>(function TextField(
  { label, error, hint, containerClassName, className, id: givenId, required, ...props },
  ref,
) {
  const id = useFieldId(givenId)
  const control = useChangesBeforeHydration(ref, props)
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} className={containerClassName}>
      <input ref={control} {...controlProps(id, required, error, hint)} className={cn(controlClasses(error), 'h-11', className)} {...props} />
    </FieldFrame>
  )
})

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & CommonProps>(function TextAreaField(
  { label, error, hint, containerClassName, className, id: givenId, required, rows = 4, ...props },
  ref,
) {
  const id = useFieldId(givenId)
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} className={containerClassName}>
      <textarea ref={ref} rows={rows} {...controlProps(id, required, error, hint)} className={cn(controlClasses(error), 'py-2', className)} {...props} />
    </FieldFrame>
  )
})

export const SelectField = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & CommonProps>(function SelectField(
  { label, error, hint, containerClassName, className, id: givenId, required, children, ...props },
  ref,
) {
  const id = useFieldId(givenId)
  const control = useChangesBeforeHydration(ref, props)
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} className={containerClassName}>
      <select ref={control} {...controlProps(id, required, error, hint)} className={cn(controlClasses(error), 'h-11', className)} {...props}>
        {children}
      </select>
    </FieldFrame>
  )
})

/** A field typed through a mask (CPF, CNPJ, phone): register()'s props, with what is typed masked before the form reads it. */
export function masked<Field extends { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown }>(field: Field, mask: (value: string) => string): Field {
  return {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = mask(event.target.value)
      return field.onChange(event)
    },
  }
}

/** The server's field errors (ApiError.fieldErrors) onto the form's fields; the first one gets the focus. True when any matched. */
export function showServerFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {}
  const wrong = fields.filter((field) => fieldErrors[field])
  wrong.forEach((field, index) => setError(field, { type: 'server', message: fieldErrors[field] }, { shouldFocus: index === 0 }))
  return wrong.length > 0
}
