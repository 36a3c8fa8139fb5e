import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { formatPhone, maskPhone, phoneFormats } from '../../domain/contact'
import { profileDocument } from '../../domain/documents'
import { documentMessages } from '../../domain/messages'
import { barbershopCompleteness } from '../../domain/profiles'
import { shopProfileSchema, type ShopProfileData, type ShopProfileInput } from '../../domain/profileSchemas'
import type { Barbershop, Media } from '../../payload-types'
import { masked, TextAreaField, TextField } from '../ui/Field'
import { CompletenessMeter, FormSection, patchInList, patchOne, RequiredNote, SubmitBar, useProfileSave, useReleaseOnUnmount } from './formParts'
import { LocationFields } from './LocationFields'
import { ProfileDocumentField } from './ProfileDocumentField'
import { ImagePicker, PhotosPicker } from './MediaPickers'
import { isPending, slotFromMedia, slotValue, type MediaSlot } from './media'
import { useProfilePlace } from './useProfilePlace'

const fields = [
  'name',
  'cnpj',
  'nipc',
  'description',
  'whatsapp',
  'instagram',
  'website',
  'address',
  'logo',
  'photos',
  'country',
  'state',
  'city',
  'district',
] as const satisfies readonly (keyof ShopProfileInput)[]

const initialPhotos = (profile: Barbershop | null) => (profile?.photos ?? []).map(slotFromMedia).filter((slot): slot is MediaSlot => slot !== null)

/** Spec §2 "Complete profile", barbershop form: uploads the logo and the photos first, then saves the profile. */
export function ShopProfileForm({ profile, accountName }: { profile: Barbershop | null; accountName: string }) {
  const [logo, setLogo] = useState<MediaSlot | null>(() => slotFromMedia(profile?.logo))
  const [photos, setPhotos] = useState<MediaSlot[]>(() => initialPhotos(profile))
  useReleaseOnUnmount([logo, ...photos])
  // The CNPJ or NIPC given at sign-up stays, and the country with it; an account created by an admin has none yet.
  const held = profileDocument('barbershop', profile)

  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors },
  } = useForm<ShopProfileInput, unknown, ShopProfileData>({
    resolver: zodResolver(shopProfileSchema),
    mode: 'onTouched',
    defaultValues: {
      name: profile?.name ?? accountName,
      cnpj: '',
      nipc: '',
      description: profile?.description ?? '',
      whatsapp: formatPhone(profile?.whatsapp, profile?.country === 'PT' ? 'PT' : 'BR'),
      instagram: profile?.instagram ? `@${profile.instagram}` : '',
      website: profile?.website ?? '',
      address: profile?.address ?? '',
      logo: slotValue(logo),
      photos: photos.map((slot) => slotValue(slot)!),
      country: profile?.country ?? 'BR',
      state: profile?.state ?? '',
      city: profile?.city ?? '',
      district: profile?.district ?? '',
    },
  })

  useEffect(() => setValue('logo', slotValue(logo) ?? null), [logo, setValue])
  useEffect(
    () =>
      setValue(
        'photos',
        photos.map((slot) => slotValue(slot)!),
      ),
    [photos, setValue],
  )

  const saving = useProfileSave({ fields, setError, savedDetail: 'Sua barbearia já pode anunciar vagas.', panelPath: '/painel-barbearia' })
  const place = useProfilePlace('barbershop', watch, setValue)
  const { country, clearPlace, clearConcelho } = place
  const documentKind = place.documentKind as 'cnpj' | 'nipc'
  const busy = saving.phase !== 'idle'

  const submit = (data: ShopProfileData) => {
    if (!held && !data[documentKind]) return setError(documentKind, { message: documentMessages[documentKind].required }, { shouldFocus: true })
    return saving.run(async () => {
      if (isPending(logo) || photos.some(isPending)) saving.setPhase('photos')
      const logoMedia = logo ? await saving.uploadSlot(logo, 'logos', patchOne(setLogo, logo.key)) : null
      const photoMedia: Media[] = []
      for (const slot of photos) photoMedia.push(await saving.uploadSlot(slot, 'shop-photos', patchInList(setPhotos, slot.key)))
      return { ...data, logo: logoMedia?.id ?? null, photos: photoMedia.map((media) => media.id) }
    })
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="flex flex-col gap-6" aria-busy={busy}>
      <CompletenessMeter control={control} score={(values) => barbershopCompleteness({ ...values, cnpj: values[documentKind] || held?.value })} />
      <RequiredNote />
      <FormSection title="Dados da barbearia" description="O nome e a descrição aparecem nas suas vagas e na página da barbearia.">
        <TextField label="Nome fantasia" autoComplete="organization" required error={errors.name?.message} {...register('name')} />
        <ProfileDocumentField held={held} kind={documentKind} field={register(documentKind)} error={errors[documentKind]?.message} />
        <TextAreaField
          label="Sobre a barbearia"
          rows={5}
          maxLength={2000}
          required
          placeholder="Ex.: Barbearia clássica com 4 cadeiras, clientela fiel e agenda cheia de terça a sábado."
          error={errors.description?.message}
          {...register('description')}
        />
      </FormSection>

      <FormSection title="Contato">
        <TextField
          label="Telefone / WhatsApp"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={phoneFormats[country].placeholder}
          required
          hint="Só é mostrado ao barbeiro que você contratar."
          error={errors.whatsapp?.message}
          {...masked(register('whatsapp'), (value) => maskPhone(value, country))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Instagram"
            placeholder="@suabarbearia"
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            error={errors.instagram?.message}
            {...register('instagram')}
          />
          <TextField
            label="Site ou página no Google"
            inputMode="url"
            autoCapitalize="none"
            autoComplete="url"
            spellCheck={false}
            placeholder="suabarbearia.com.br"
            error={errors.website?.message}
            {...register('website')}
          />
        </div>
      </FormSection>

      <FormSection title="Endereço">
        <TextField
          label="Endereço completo"
          autoComplete="street-address"
          placeholder="Rua, número e complemento"
          required
          error={errors.address?.message}
          {...register('address')}
        />
        <LocationFields
          idPrefix="barbearia"
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

      <FormSection title="Logo e fotos" description="Mostre o ambiente: barbeiros preferem vagas com fotos da barbearia.">
        <ImagePicker
          id="barbearia-logo"
          name="logo"
          label="Logo"
          hint="JPG, PNG ou WebP, de preferência quadrada."
          slot={logo}
          onChange={setLogo}
          error={errors.logo?.message}
          disabled={busy}
        />
        <PhotosPicker
          id="barbearia-fotos"
          name="photos"
          label="Fotos da barbearia"
          hint="Até 5 fotos: fachada, cadeiras, ambiente."
          slots={photos}
          onChange={setPhotos}
          error={errors.photos?.message}
          disabled={busy}
        />
      </FormSection>

      <SubmitBar phase={saving.phase} slots={[logo, ...photos]} />
    </form>
  )
}
