import { useWatch, type Control, type FieldValues } from 'react-hook-form'

/**
 * 'Seu perfil está N% completo', following the form as it is filled: `score` is the rule the server
 * scores a saved profile with (domain/profiles.ts), applied to what the form holds now.
 */
export function CompletenessMeter<T extends FieldValues, U>({
  control,
  score,
}: {
  control: Control<T, unknown, U>
  score: (profile: Record<string, unknown>) => { completeness: number }
}) {
  const value = useWatch({ control, compute: (values) => score(values).completeness })
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="font-semibold text-stone-900">Seu perfil está {value}% completo</p>
        {value < 100 && <p className="hidden text-stone-600 sm:block">Campos opcionais também contam</p>}
      </div>
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200">
        <div className="h-full rounded-full bg-emerald-600 transition-[width]" style={{ width: `${value}%` }} />
      </div>
    </div>
  )
}
