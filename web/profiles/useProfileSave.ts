import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import type { MediaFolder } from '#domain/media'
import { profileMessages } from '#domain/messages/profiles'
import type { BarberProfileData, ShopProfileData } from '#domain/profileSchemas'
import type { Media } from '#payload-types'
import { uploadMedia } from '../api/upload'
import { showServerFieldErrors } from '../ui/Field'
import { toast } from '../ui/toast'
import type { MediaSlot, SlotPatch } from './media'
import { useSaveProfile } from './queries'

/** Spec §2: the submit button says what the form is doing. */
export type SavePhase = 'idle' | 'photos' | 'video' | 'saving'

/** Kept beside its one user, out of ./queries: the public profiles read those queries and upload nothing. */
function useUploadMedia() {
  return useMutation({
    mutationFn: ({ file, folder, onProgress }: { file: File; folder: MediaFolder; onProgress: (percent: number) => void }) =>
      uploadMedia(file, folder, onProgress),
  })
}

/**
 * Uploads a picked file with its progress shown on its slot; a file already on the server is
 * not sent again (a second try after a failed save reuses it).
 */
function useSlotUpload() {
  const upload = useUploadMedia()
  return async (slot: MediaSlot, folder: MediaFolder, patch: (patch: SlotPatch) => void): Promise<Media> => {
    if (slot.media) return slot.media
    patch({ progress: 0, error: undefined })
    try {
      const media = await upload.mutateAsync({ file: slot.file!, folder, onProgress: (progress) => patch({ progress }) })
      patch({ media, progress: 100 })
      return media
    } catch (error) {
      patch({ progress: undefined, error: (error as Error).message })
      throw error
    }
  }
}

/**
 * A profile form's save: `upload` sends the picked files (moving `phase`, which the submit button
 * shows) and returns what to save; then the profile is saved, a toast says so and the panel opens.
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
  const save = useSaveProfile()
  const uploadSlot = useSlotUpload()
  const [phase, setPhase] = useState<SavePhase>('idle')
  const run = async (upload: () => Promise<BarberProfileData | ShopProfileData>) => {
    try {
      const data = await upload()
      setPhase('saving')
      await save.mutateAsync(data)
      toast.success(profileMessages.saved, { description: savedDetail })
      navigate(panelPath)
    } catch (error) {
      setPhase('idle')
      showServerFieldErrors(error, fields, setError)
      toast.error(profileMessages.saveFailed, { description: (error as Error).message })
    }
  }
  return { phase, setPhase, uploadSlot, run }
}
