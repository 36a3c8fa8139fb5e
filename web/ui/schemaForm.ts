import { useState, type ChangeEvent, type Dispatch, type FormEvent, type SetStateAction } from 'react'
import type { z } from 'zod'
import { toast } from './toast'

/** Said when a form's rules could not be fetched (no connection): the form is not sent, and the next try fetches them again. */
export const FORM_RULES_FAILED = 'Não foi possível verificar o formulário. Verifique sua conexão e tente novamente.'

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
type RegisteredField = {
  name: string
  ref: (element: FieldElement | null) => void
  onChange: (event: ChangeEvent<FieldElement>) => Promise<void>
  onBlur: () => Promise<void>
}

const write = (element: FieldElement, value: unknown) => {
  if (element.type === 'radio') element.checked = element.value === value
  else element.value = value === undefined || value === null ? '' : String(value)
}

type FormOptions<Input, Output> = { schema: LazySchema<Output, Input>; defaultValues: Input; mode?: 'onSubmit' | 'onTouched' }

/**
 * A small form hook for the screens whose first load must stay light (/auth): the part of
 * react-hook-form's API those forms use (register, handleSubmit, errors, setValue, setError,
 * clearErrors, trigger, setFocus, watch, getValues) with the same rules for when a field is
 * checked: on submit, then on every change (`onSubmit`); or from the first blur (`onTouched`).
 * The schema is a LazySchema, loaded on the form's first focus or touch (`formProps`).
 * A refused submit focuses the first invalid field in the page's order. The functions are made
 * once, as react-hook-form's are, so effects may depend on them.
 */
export function useSchemaForm<Input extends Values, Output>(options: FormOptions<Input, Output>) {
  const [errors, setErrors] = useState<FieldErrors<Input>>({})
  const [, rerender] = useState(0)
  const [form] = useState(() => createForm(options, setErrors, () => rerender((version) => version + 1)))
  return { ...form, errors }
}

function createForm<Input extends Values, Output>(
  { schema, defaultValues, mode = 'onSubmit' }: FormOptions<Input, Output>,
  setErrors: Dispatch<SetStateAction<FieldErrors<Input>>>,
  rerender: () => void,
) {
  type Name = keyof Input & string
  const values: Values = { ...defaultValues }
  const elements = new Map<string, FieldElement[]>()
  const touched = new Set<string>()
  const watched = new Set<string>()
  let submitted = false

  const setFieldError = (name: string, message: string | undefined) =>
    setErrors((previous) => {
      if (previous[name as Name]?.message === message) return previous
      const next = { ...previous }
      if (message === undefined) delete next[name as Name]
      else next[name as Name] = { message }
      return next
    })

  const connected = (name: string) => (elements.get(name) ?? []).filter((element) => element.isConnected)
  const focusField = (name: Name) => connected(name)[0]?.focus()

  const trigger = async (name: Name): Promise<boolean> => {
    // Without the rules (no connection) a field is left as it is; the submit says why.
    const { errors: found } = await schema.validate(values).catch(() => ({ errors: undefined }))
    setFieldError(name, found?.[name])
    return !found?.[name]
  }

  const register = (name: Name, fieldOptions?: { onChange?: (event: ChangeEvent<FieldElement>) => void }): RegisteredField => ({
    name,
    ref: (element) => {
      if (!element) return
      const list = connected(name)
      if (list.includes(element)) return
      elements.set(name, [...list, element])
      // Text typed into the server's HTML before the page's script took over is kept, not reset.
      if (element.type !== 'radio' && element.value !== '' && list.length === 0) values[name] = element.value
      else write(element, values[name])
    },
    onChange: async (event) => {
      values[name] = event.target.value
      fieldOptions?.onChange?.(event)
      if (watched.has(name)) rerender()
      if (submitted || (mode === 'onTouched' && touched.has(name))) await trigger(name)
    },
    onBlur: async () => {
      if (mode !== 'onTouched') return
      touched.add(name)
      await trigger(name)
    },
  })

  const handleSubmit =
    (onValid: (data: Output) => void) =>
    async (event?: FormEvent): Promise<void> => {
      event?.preventDefault()
      submitted = true
      let result: Validation<Output>
      try {
        result = await schema.validate(values)
      } catch {
        return void toast.error(FORM_RULES_FAILED, { id: FORM_RULES_FAILED })
      }
      if (result.errors) {
        const found = result.errors
        setErrors(Object.fromEntries(Object.entries(found).map(([name, message]) => [name, { message }])) as FieldErrors<Input>)
        const invalid = [...elements.keys()].filter((name) => found[name]).flatMap(connected)
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
    trigger,
    /**
     * The form's own props: start fetching the schema as soon as the person reaches the form; and
     * POST, so a form sent before the page's script took over puts nothing typed (a password) in
     * the address: the server sends the page back (server/pages/hosting.ts).
     */
    formProps: { method: 'post', noValidate: true, onFocus: schema.preload, onPointerDown: schema.preload },
    getValues: <N extends Name>(name: N) => values[name] as Input[N],
    watch: <N extends Name>(name: N) => {
      watched.add(name)
      return values[name] as Input[N]
    },
    setValue: <N extends Name>(name: N, value: Input[N]) => {
      values[name] = value
      for (const element of connected(name)) write(element, value)
      if (watched.has(name)) rerender()
    },
    setError: (name: Name, error: { message: string }, options?: { shouldFocus?: boolean }) => {
      setFieldError(name, error.message)
      if (options?.shouldFocus) focusField(name)
    },
    clearErrors: (name: Name) => setFieldError(name, undefined),
    setFocus: focusField,
  }
}
