import { useId, type ReactNode } from 'react'
import { FormSection } from './FormSection'
import { Switch } from './Switch'

type PreferenceSwitchProps = {
  /** The section's heading. */
  title: string
  /** What the switch turns on, beside it: it names the switch. */
  label: ReactNode
  /** What on and off mean: it describes the switch. */
  help: ReactNode
  enabled: boolean
  /** While the change travels the switch waits. */
  pending: boolean
  onToggle: () => void
}

/** A section of 'Segurança da conta' with one setting that saves as its switch moves. */
export function PreferenceSwitch({ title, label, help, enabled, pending, onToggle }: PreferenceSwitchProps) {
  const labelId = useId()
  const helpId = useId()
  return (
    <FormSection title={title}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id={labelId} className="font-medium text-stone-900">
            {label}
          </p>
          <p id={helpId} className="mt-1 text-sm text-stone-600">
            {help}
          </p>
        </div>
        <Switch checked={enabled} labelledBy={labelId} describedBy={helpId} disabled={pending} onToggle={onToggle} />
      </div>
    </FormSection>
  )
}
