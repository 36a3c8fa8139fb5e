import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { Controller, useForm, type FieldErrors } from 'react-hook-form'
import { profileDocument } from '../../domain/documents'
import { documentMessages } from '../../domain/messages'
import { BARBER_AGE_MAX, BARBER_AGE_MIN, barberCompleteness, BIO_MAX, EXPERIENCE_MAX, EXPERIENCE_MIN } from '../../domain/profiles'
import { barberProfileSchema, type BarberProfileData, type BarberProfileInput } from '../../domain/profileSchemas'
import type { Barber } from '../../payload-types'
import { TextAreaField, TextField } from '../ui/Field'
import { CompletenessMeter, FormSection, patchOne, RequiredNote, SubmitBar, useProfileSave, useReleaseOnUnmount } from './formParts'
import { LocationFields } from './LocationFields'
import { ProfileDocumentField } from './ProfileDocumentField'
import { ImagePicker, VideoPicker } from './MediaPickers'
import { isPending, slotFromMedia, slotValue, type MediaSlot } from './media'
import { SpecialtiesField } from './SpecialtiesField'
import { useProfilePlace } from './useProfilePlace'

const fields = [
  'name',
  'cpf',
  'nif',
  'age',
  'experienceYears',
  'bio',
  'instagram',
  'specialties',
  'photo',
  'video',
  'country',
  'state',
  'city',
  'district',
] as const satisfies readonly (keyof BarberProfileInput)[]

const VIDEO_INPUT_ID = 'perfil-video'

/** Spec §2 "Complete profile", barber form: uploads the photo and the video first, then saves the profile. */
export function BarberProfileForm({ profile, accountName }: { profile: Barber | null; accountName: string }) {
  const [photo, setPhoto] = useState<MediaSlot | null>(() => slotFromMedia(profile?.photo))
  const [video, setVideo] = useState<MediaSlot | null>(() => slotFromMedia(profile?.video))
  useReleaseOnUnmount([photo, video])
  // The CPF or NIF given at sign-up stays, and the country with it; an account created by an admin has none yet.
  const held = profileDocument('barber', profile)

  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<BarberProfileInput, unknown, BarberProfileData>({
    resolver: zodResolver(barberProfileSchema),
    mode: 'onTouched',
    defaultValues: {
      name: profile?.name ?? accountName,
      cpf: '',
      nif: '',
      age: profile?.age ?? '',
      experienceYears: profile?.experienceYears ?? '',
      bio: profile?.bio ?? '',
      instagram: profile?.instagram ? `@${profile.instagram}` : '',
      specialties: profile?.specialties ?? [],
      photo: slotValue(photo),
      video: slotValue(video),
      country: profile?.country ?? 'BR',
      state: profile?.state ?? '',
      city: profile?.city ?? '',
      district: profile?.district ?? '',
    },
  })

  // The schema checks the media ids; a picked file stands in for its id until it uploads.
  useEffect(() => setValue('photo', slotValue(photo) ?? null), [photo, setValue])
  useEffect(() => setValue('video', slotValue(video), { shouldValidate: isSubmitted }), [video, setValue, isSubmitted])

  const saving = useProfileSave({ fields, setError, savedDetail: 'Tudo pronto para você se candidatar às vagas.', panelPath: '/painel-barbeiro' })
  const place = useProfilePlace('barber', watch, setValue)
  const { country, clearPlace, clearConcelho } = place
  const documentKind = place.documentKind as 'cpf' | 'nif'
  const busy = saving.phase !== 'idle'

  const submit = (data: BarberProfileData) => {
    if (!held && !data[documentKind]) return setError(documentKind, { message: documentMessages[documentKind].required }, { shouldFocus: true })
    return saving.run(async () => {
      if (isPending(photo)) saving.setPhase('photos')
      const photoMedia = photo ? await saving.uploadSlot(photo, 'photos', patchOne(setPhoto, photo.key)) : null
      if (isPending(video)) saving.setPhase('video')
      const videoMedia = await saving.uploadSlot(video!, 'videos', patchOne(setVideo, video!.key))
      return { ...data, photo: photoMedia?.id ?? null, video: videoMedia.id }
    })
  }

  // Only the video wrong: nothing registered gets the focus, so its button does.
  const onInvalid = (invalid: FieldErrors<BarberProfileInput>) => {
    if (invalid.video && Object.keys(invalid).length === 1) document.getElementById(`${VIDEO_INPUT_ID}-button`)?.focus()
  }

  return (
    <form onSubmit={handleSubmit(submit, onInvalid)} noValidate className="flex flex-col gap-6" aria-busy={busy}>
      <CompletenessMeter control={control} score={barberCompleteness} />
      <RequiredNote />
      <FormSection title="Dados pessoais" description="Seu nome aparece no perfil e nas candidaturas.">
        <TextField label="Nome completo" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <ProfileDocumentField held={held} kind={documentKind} field={register(documentKind)} error={errors[documentKind]?.message} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Idade"
            type="number"
            inputMode="numeric"
            min={BARBER_AGE_MIN}
            max={BARBER_AGE_MAX}
            required
            error={errors.age?.message}
            {...register('age')}
          />
          <TextField
            label="Anos de experiência"
            type="number"
            inputMode="numeric"
            min={EXPERIENCE_MIN}
            max={EXPERIENCE_MAX}
            required
            error={errors.experienceYears?.message}
            {...register('experienceYears')}
          />
        </div>
        <TextField
          label="Instagram"
          placeholder="@seuperfil"
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          hint="Opcional. Mostre seus cortes para as barbearias."
          error={errors.instagram?.message}
          {...register('instagram')}
        />
      </FormSection>

      <FormSection title="Apresentação" description="Conte às barbearias quem você é e no que é bom.">
        <TextAreaField
          label="Bio"
          rows={5}
          maxLength={BIO_MAX}
          required
          placeholder="Ex.: Barbeiro há 6 anos, especialista em degradê e barba. Já trabalhei em barbearias movimentadas do centro."
          error={errors.bio?.message}
          {...register('bio')}
        />
        <Controller
          control={control}
          name="specialties"
          render={({ field, fieldState }) => (
            <SpecialtiesField value={(field.value as string[] | undefined) ?? []} onChange={field.onChange} error={fieldState.error?.message} disabled={busy} />
          )}
        />
      </FormSection>

      <FormSection title="Foto e vídeo" description="Perfis com foto e vídeo chamam muito mais atenção das barbearias.">
        <ImagePicker
          id="perfil-foto"
          name="photo"
          label="Foto de perfil"
          hint="JPG, PNG ou WebP. Um retrato com boa luz funciona melhor."
          round
          slot={photo}
          onChange={setPhoto}
          error={errors.photo?.message}
          disabled={busy}
        />
        <VideoPicker
          id={VIDEO_INPUT_ID}
          name="video"
          label="Vídeo de apresentação"
          hint="MP4, WebM ou MOV."
          slot={video}
          onChange={setVideo}
          error={errors.video?.message}
          disabled={busy}
        />
      </FormSection>

      <FormSection title="Onde você trabalha" description="Barbearias procuram barbeiros perto delas.">
        <LocationFields
          idPrefix="perfil"
          country={country}
          state={watch('state') ?? ''}
          countryLocked={held !== null}
          errors={{ country: errors.country?.message, state: errors.state?.message, city: errors.city?.message, district: errors.district?.message }}
          fields={{
            country: register('country', { onChange: clearPlace }),
            state: register('state', { onChange: clearConcelho }),
            city: register('city'),
            district: register('district'),
          }}
        />
      </FormSection>

      <SubmitBar phase={saving.phase} slots={[photo, video]} />
    </form>
  )
}
