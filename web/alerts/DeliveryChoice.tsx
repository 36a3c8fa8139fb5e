import { useId } from 'react'
import { JOB_ALERT_DELIVERIES, type JobAlertDelivery } from '#domain/jobAlerts'

const descriptions: Record<JobAlertDelivery, { label: string; hint: string }> = {
  instant: { label: 'Na hora', hint: 'Um e-mail assim que uma vaga nova combinar (várias de uma vez vêm juntas).' },
  daily: { label: 'Resumo diário', hint: 'Um e-mail por dia, às 8h, com as vagas novas.' },
}

/** How the alert is sent: two radios with their explanation. */
export function DeliveryChoice({
  value,
  onChange,
  legend = 'Como receber',
}: {
  value: JobAlertDelivery
  onChange: (value: JobAlertDelivery) => void
  legend?: string
}) {
  const name = useId()
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-stone-900">{legend}</legend>
      {JOB_ALERT_DELIVERIES.map((delivery) => (
        <label key={delivery} className="flex cursor-pointer gap-3 rounded-lg border border-stone-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50">
          <input
            type="radio"
            name={name}
            value={delivery}
            checked={value === delivery}
            onChange={() => onChange(delivery)}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <span>
            <span className="block text-sm font-semibold text-stone-900">{descriptions[delivery].label}</span>
            <span className="block text-sm text-stone-600">{descriptions[delivery].hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
