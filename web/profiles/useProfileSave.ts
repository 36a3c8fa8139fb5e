import { useState } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { profileMessages } from '#domain/messages/profiles'
import { safeNext } from '#domain/session'
import type { BarberProfileData, ShopProfileData } from '#domain/profileSchemas'
import { showServerFieldErrors } from '../ui/Field'
import { toast } from '../ui/toast'
import { useSaveProfile } from './queries'

/** Spec §2: the submit button says what the form is doing. */
export type SavePhase = 'idle' | 'photos' | 'video' | 'saving'

/**
 * A profile form's save: `upload` waits for the picked files still uploading (moving `phase`,
 * which the submit button shows; decision 0058) and returns what to save; then the profile is saved, a toast says so and the panel opens,
 * or the page `next` names (a path of this site only): the job a new barber was applying to (decision 0064).
 * A failure puts the server's field errors on their fields and says what went wrong.
 */
export function useProfileSave<T extends FieldValues>({
  fields,
  setError,
  savedDetail,
  panelPath,
}: {
  fields: readonly Path<T>[]
  setError: UseFormSetError<T>
  savedDetail: string
  panelPath: string
}) {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const save = useSaveProfile()
  const [phase, setPhase] = useState<SavePhase>('idle')
  const run = async (upload: () => Promise<BarberProfileData | ShopProfileData>) => {
    try {
      const data = await upload()
      setPhase('saving')
      await save.mutateAsync(data)
      toast.success(profileMessages.saved, { description: savedDetail })
      navigate(safeNext(params.get('next')) ?? panelPath)
    } catch (error) {
      setPhase('idle')
      showServerFieldErrors(error, fields, setError)
      toast.error(profileMessages.saveFailed, { description: (error as Error).message })
    }
  }
  return { phase, setPhase, run }
}
