import { useEffect, useRef, useState, type ComponentProps } from 'react'
import { TextField } from '../ui/Field'

const DELAY_MS = 350

/**
 * A text field that reports its value once typing pauses. A new `value` from outside (filters
 * cleared, the address changed) replaces what is typed; the value it reported itself does not,
 * so letters typed while the report travels are kept.
 */
export function DebouncedTextField({
  value,
  onCommit,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'defaultValue'> & { value: string; onCommit: (value: string) => void }) {
  const [text, setText] = useState(value)
  const [known, setKnown] = useState(value)
  if (value !== known) {
    setKnown(value)
    setText(value)
  }
  const commit = useRef(onCommit)
  useEffect(() => {
    commit.current = onCommit
  })
  useEffect(() => {
    const next = text.trim()
    if (next === known) return
    const timer = setTimeout(() => {
      setKnown(next)
      commit.current(next)
    }, DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, known])
  return <TextField {...props} value={text} onChange={(event) => setText(event.target.value)} />
}
