import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import type { z } from 'zod'

/** A form's values as its inputs hold them (text, or a radio's value), keyed by field name. */
type Values = Record<string, unknown>

type Validation<Output> = { data: Output; errors?: undefined } | { data?: undefined; errors: Record<string, string> }

/**
 * A domain schema fetched the first time it is needed, so zod and the schema's module stay out of
 * a page's first load (issue 29: /auth within 150 KB of JavaScript). The rules are the server's
 * own, imported from domain/; only their loading is deferred. `preload` starts the download when
 * the person first reaches the form; a validation waits for it. A failed download is asked for
 * again by the next validation. For react-hook-form, lazyResolver (./lazyResolver.ts).
 */
export type LazySchema<Output, Input = unknown> = {
  load: () => Promise<z.ZodType<Output, Input>>
  preload: () => void
  validate: (values: Values) => Promise<Validation<Output>>
}

export function lazySchema<Output, Input = unknown>(load: () => Promise<z.ZodType<Output, Input>>): LazySchema<Output, Input> {
  let loading: Promise<z.ZodType<Output, Input>> | undefined
  const schema = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  return {
    load: schema,
    preload: () => void schema().catch(() => undefined),
    async validate(values) {
      const result = (await schema()).safeParse(values)
      if (result.success) return { data: result.data }
      // As @hookform/resolvers/zod: a field shows the first issue its schema raised.
      const errors: Record<string, string> = {}
      for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message
      return { errors }
    },
  }
}

type FieldElement = HTMLInputElement
export type FieldErrors<Input> = Partial<Record<keyof Input & string, { message: string }>>

/** What `register` spreads on an input: uncontrolled, as react-hook-form's `register`. */
export type RegisteredField = {
  name: string
  ref: (element: FieldElement | null) => void
  onChange: (event: ChangeEvent<FieldElement>) => Promise<void>
  onBlur: () => Promise<void>
}

const write = (element: FieldElement, value: unknown) => {
  if (element.type === 'radio') element.checked = element.value === value
  else element.value = value === undefined || value === null ? '' : String(value)
}

/**
 * A small form hook for the screens whose first load must stay light (/auth): the part of
 * react-hook-form's API those forms use (register, handleSubmit, errors, setValue, setError,
 * clearErrors, trigger, setFocus, watch, getValues) with the same rules for when a field is
 * checked: on submit, then on every change (`onSubmit`); or from the first blur (`onTouched`).
 * The schema is a LazySchema, loaded on the form's first focus or touch (`formProps`).
 * A refused submit focuses the first invalid field in the page's order.
 */
export function useSchemaForm<Input extends Values, Output>({
  schema,
  defaultValues,
  mode = 'onSubmit',
}: {
  schema: LazySchema<Output, Input>
  defaultValues: Input
  mode?: 'onSubmit' | 'onTouched'
}) {
  const values = useRef<Values>({ ...defaultValues })
  const elements = useRef(new Map<string, FieldElement[]>())
  const touched = useRef(new Set<string>())
  const submitted = useRef(false)
  const watched = useRef(new Set<string>())
  const [errors, setErrors] = useState<FieldErrors<Input>>({})
  const [, rerender] = useState(0)

  type Name = keyof Input & string

  const setFieldError = (name: string, message: string | undefined) =>
    setErrors((previous) => {
      const current = previous[name as Name]?.message
      if (current === message) return previous
      const next = { ...previous }
      if (message === undefined) delete next[name as Name]
      else next[name as Name] = { message }
      return next
    })

  const connected = (name: string) => (elements.current.get(name) ?? []).filter((element) => element.isConnected)

  const focusField = (name: string) => connected(name)[0]?.focus()

  const trigger = async (name: Name): Promise<boolean> => {
    const { errors: found } = await schema.validate(values.current)
    setFieldError(name, found?.[name])
    return !found?.[name]
  }

  const register = (name: Name, options?: { onChange?: (event: ChangeEvent<FieldElement>) => void }): RegisteredField => ({
    name,
    ref: (element) => {
      if (!element) return
      const list = connected(name)
      if (list.includes(element)) return
      elements.current.set(name, [...list, element])
      write(element, values.current[name])
    },
    onChange: async (event) => {
      values.current[name] = event.target.value
      options?.onChange?.(event)
      if (watched.current.has(name)) rerender((version) => version + 1)
      if (submitted.current || (mode === 'onTouched' && touched.current.has(name))) await trigger(name)
    },
    onBlur: async () => {
      if (mode !== 'onTouched') return
      touched.current.add(name)
      await trigger(name)
    },
  })

  const handleSubmit =
    (onValid: (data: Output) => void) =>
    async (event?: FormEvent): Promise<void> => {
      event?.preventDefault()
      submitted.current = true
      const result = await schema.validate(values.current)
      if (result.errors) {
        const found = result.errors
        setErrors(Object.fromEntries(Object.entries(found).map(([name, message]) => [name, { message }])) as FieldErrors<Input>)
        const invalid = [...elements.current.keys()].filter((name) => found[name]).flatMap(connected)
        invalid.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
        invalid[0]?.focus()
        return
      }
      setErrors({})
      onValid(result.data)
    }

  return {
    register,
    handleSubmit,
    errors,
    trigger,
    /** The form's own props: start fetching the schema as soon as the person reaches the form. */
    formProps: { noValidate: true, onFocus: schema.preload, onPointerDown: schema.preload },
    getValues: <N extends Name>(name: N) => values.current[name] as Input[N],
    watch: <N extends Name>(name: N) => {
      watched.current.add(name)
      return values.current[name] as Input[N]
    },
    setValue: <N extends Name>(name: N, value: Input[N]) => {
      values.current[name] = value
      for (const element of connected(name)) write(element, value)
      if (watched.current.has(name)) rerender((version) => version + 1)
    },
    setError: (name: Name, error: { message: string }, options?: { shouldFocus?: boolean }) => {
      setFieldError(name, error.message)
      if (options?.shouldFocus) focusField(name)
    },
    clearErrors: (name: Name) => setFieldError(name, undefined),
    setFocus: focusField,
  }
}
