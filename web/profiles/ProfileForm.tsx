import { useEffect, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react'
import {
  Controller,
  useForm,
  type Control,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type UseFormReturn,
} from 'react-hook-form'
import { formatPhone, maskPhone, phoneFormats } from '#domain/contact'
import { profileDocument, profileDocumentKinds, type DocumentKind } from '#domain/documents'
import type { Country } from '#domain/locations'
import { documentMessages } from '#domain/messages/documents'
import { profileMessages } from '#domain/messages/profiles'
import {
  BARBER_AGE_MAX,
  BARBER_AGE_MIN,
  barberCompleteness,
  barbershopCompleteness,
  BIO_MAX,
  EXPERIENCE_MAX,
  EXPERIENCE_MIN,
  MAX_PORTFOLIO_PHOTOS,
  MAX_SHOP_PHOTOS,
  PHOTO_CAPTION_MAX,
} from '#domain/profiles'
import type { BarberProfileData, BarberProfileInput, ShopProfileData, ShopProfileInput } from '#domain/profileSchemas'
import type { UserType } from '#domain/roles'
import type { Barber, Barbershop, Media as MediaDoc } from '#payload-types'
import { ContactsHiddenNote } from '../ui/ContactsHiddenNote'
import { masked, TextAreaField, TextField } from '../ui/Field'
import { FormSection } from '../ui/FormSection'
import { lazyResolver } from '../ui/lazyResolver'
import { lazySchema, type LazySchema } from '../ui/schemaForm'
import { CompletenessMeter } from './CompletenessMeter'
import { useProfileSave } from './useProfileSave'
import { LocationFields } from './LocationFields'
import { ImagePicker, PhotosPicker, VideoPicker } from './MediaPickers'
import { galleryValue, isPending, patchInList, patchOne, slotFromMedia, slotsFromMedia, slotValue, useReleaseOnUnmount, type MediaSlot } from './media'
import { ProfileDocumentField } from './ProfileDocumentField'
import { SpecialtiesField } from './SpecialtiesField'
import { SubmitBar } from './SubmitBar'
import { useProfilePlace } from './useProfilePlace'
import { useUploadsOnPick, type UploadEntry } from './useUploadsOnPick'
import { useSay, type Say } from '../ui/wording'

type ProfileData = BarberProfileData | ShopProfileData

/** The fields both forms have, which the form itself registers: the name, the document and the place. */
type SharedField = 'name' | DocumentKind | 'country' | 'state' | 'city' | 'district' | 'postalCode'

/** What both profiles hold of the shared fields. */
type SharedProfile = Pick<Barber, 'name' | 'country' | 'state' | 'city' | 'district' | 'postalCode'> & Partial<Record<DocumentKind, string | null>>

type Uploader = Pick<ReturnType<typeof useProfileSave>, 'setPhase'>

/** A form's files: their slots, kept in step with the form's values, uploading since they were picked (decision 0058). */
type ProfileMedia<Data> = {
  slots: (MediaSlot | null)[]
  /** Waits for the files still uploading (moving the save's phase, which the submit button shows) and returns their ids. */
  upload: (saving: Uploader) => Promise<Partial<Data>>
}

/** What a form's sections are drawn with: its own fields and files, and the shared fields to place. */
type FormBody<Input extends FieldValues, Data, Media> = {
  register: UseFormRegister<Input>
  control: Control<Input, unknown, Data>
  errors: FieldErrors<Input>
  busy: boolean
  country: Country
  /** The reader's Portuguese (web/ui/wording.tsx). */
  say: Say
  media: Media
  /**
   * The name and the document, at the top of the first section; then país, estado, cidade and
   * bairro. Called where they stand, so that the fields register in the order of the page and a
   * submit with errors focuses the first wrong field the reader meets.
   */
  identityFields: () => ReactNode
  placeFields: () => ReactNode
}

/** What tells the barber's complete-profile form from the barbershop's (spec §2 "Complete profile"). */
type ProfileFormKind<Profile, Input extends FieldValues, Data extends ProfileData, Media extends ProfileMedia<Data>> = {
  userType: UserType
  /** The domain schema, fetched when the form is first reached (zod stays out of the screen's first load). */
  schema: LazySchema<Data, Input>
  /** The fields the server's errors may name. */
  fields: readonly Path<Input>[]
  /** The values of the form's own fields (the shared ones are the form's). */
  defaultValues: (profile: Profile | null) => DefaultValues<Input>
  name: { label: string; autoComplete: string }
  placeIdPrefix: string
  /** The score of what the form holds now (`document`: the one typed, or the one the profile holds). */
  completeness: (values: Record<string, unknown>, document: unknown) => { completeness: number }
  savedDetail: (say: Say) => string
  panelPath: string
  useMedia: (profile: Profile | null, form: UseFormReturn<Input, unknown, Data>) => Media
  onInvalid?: (invalid: FieldErrors<Input>) => void
  sections: (body: FormBody<Input, Data, Media>) => ReactNode
}

const VIDEO_INPUT_ID = 'perfil-video'

function useBarberMedia(profile: Barber | null, { setValue, formState }: UseFormReturn<BarberProfileInput, unknown, BarberProfileData>) {
  const [photo, setPhoto] = useState<MediaSlot | null>(() => slotFromMedia(profile?.photo))
  const [video, setVideo] = useState<MediaSlot | null>(() => slotFromMedia(profile?.video))
  const [portfolio, setPortfolio] = useState<MediaSlot[]>(() => slotsFromMedia(profile?.portfolio))
  useReleaseOnUnmount([photo, video, ...portfolio])
  const { isSubmitted } = formState

  // The schema checks the media ids; a picked file stands in for its id until it uploads.
  useEffect(() => setValue('photo', slotValue(photo) ?? null), [photo, setValue])
  useEffect(() => setValue('video', slotValue(video), { shouldValidate: isSubmitted }), [video, setValue, isSubmitted])
  useEffect(() => setValue('portfolio', galleryValue(portfolio), { shouldValidate: isSubmitted }), [portfolio, setValue, isSubmitted])

  const photoEntry = photo && { slot: photo, folder: 'photos' as const, patch: patchOne(setPhoto, photo.key) }
  const videoEntry = video && { slot: video, folder: 'videos' as const, patch: patchOne(setVideo, video.key) }
  const portfolioEntries = galleryEntries(portfolio, 'portfolio', setPortfolio)
  // In the order of the page: the photo, the video, then the portfolio.
  const uploads = useUploadsOnPick([photoEntry, videoEntry, ...portfolioEntries].filter((entry) => entry !== null))

  return {
    photo,
    setPhoto,
    video,
    setVideo,
    portfolio,
    setPortfolio,
    retry: uploads.retry,
    slots: [photo, video, ...portfolio],
    upload: async (saving: Uploader) => {
      if (isPending(photo) || portfolio.some(isPending)) saving.setPhase('photos')
      const [photoMedia, portfolioMedia] = await Promise.all([photoEntry && uploads.uploaded(photoEntry), galleryUploaded(uploads.uploaded, portfolioEntries)])
      if (isPending(video)) saving.setPhase('video')
      const videoMedia = await uploads.uploaded(videoEntry!)
      return { photo: photoMedia?.id ?? null, video: videoMedia.id, portfolio: portfolioMedia }
    },
  }
}

const galleryEntries = (slots: MediaSlot[], folder: 'portfolio' | 'shop-photos', setSlots: Dispatch<SetStateAction<MediaSlot[]>>): UploadEntry[] =>
  slots.map((slot) => ({ slot, folder, patch: patchInList(setSlots, slot.key) }))

/** A gallery's photos once each is on the server: each photo's id and caption, in order. */
async function galleryUploaded(uploaded: (entry: UploadEntry) => Promise<MediaDoc>, entries: UploadEntry[]) {
  const media = await Promise.all(entries.map(uploaded))
  return media.map((each, index) => ({ media: each.id, caption: entries[index]!.slot.caption?.trim() ?? '' }))
}

/** Spec §2 "Complete profile", barber form: the photo, video and portfolio upload as they are picked; the save waits for what is left. */
const barberForm: ProfileFormKind<Barber, BarberProfileInput, BarberProfileData, ReturnType<typeof useBarberMedia>> = {
  userType: 'barber',
  schema: lazySchema(() => import('#domain/profileSchemas').then((module) => module.barberProfileSchema)),
  fields: [
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
    'portfolio',
    'country',
    'state',
    'city',
    'district',
    'postalCode',
  ],
  defaultValues: (profile) => ({
    age: profile?.age ?? '',
    experienceYears: profile?.experienceYears ?? '',
    bio: profile?.bio ?? '',
    instagram: profile?.instagram ? `@${profile.instagram}` : '',
    specialties: profile?.specialties ?? [],
    photo: slotValue(slotFromMedia(profile?.photo)),
    video: slotValue(slotFromMedia(profile?.video)),
    portfolio: galleryValue(slotsFromMedia(profile?.portfolio)),
  }),
  name: { label: 'Nome completo', autoComplete: 'name' },
  placeIdPrefix: 'perfil',
  completeness: (values) => barberCompleteness(values),
  savedDetail: (say) => say('Tudo pronto para você se candidatar às vagas.', 'Tudo pronto para se candidatar às vagas.'),
  panelPath: '/painel-barbeiro',
  useMedia: useBarberMedia,
  // Only the video wrong: nothing registered gets the focus, so its button does.
  onInvalid: (invalid) => {
    if (invalid.video && Object.keys(invalid).length === 1) document.getElementById(`${VIDEO_INPUT_ID}-button`)?.focus()
  },
  sections: ({ register, control, errors, busy, say, media, identityFields, placeFields }) => (
    <>
      <FormSection title="Dados pessoais" description="Seu nome aparece no perfil e nas candidaturas.">
        {identityFields()}
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
          hint={profileMessages.instagramAfterHireBarber}
          error={errors.instagram?.message}
          {...register('instagram')}
        />
      </FormSection>

      <FormSection title="Apresentação" description={say('Conte às barbearias quem você é e no que é bom.', 'Conte às barbearias quem é e no que é bom.')}>
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
        <ContactsHiddenNote />
      </FormSection>

      <FormSection title="Foto e vídeo" description="Perfis com foto e vídeo chamam muito mais atenção das barbearias.">
        <ImagePicker
          id="perfil-foto"
          name="photo"
          label="Foto de perfil"
          hint="JPG, PNG ou WebP. Um retrato com boa luz funciona melhor."
          round
          slot={media.photo}
          onChange={media.setPhoto}
          onRetry={media.retry}
          error={errors.photo?.message}
          disabled={busy}
        />
        <VideoPicker
          id={VIDEO_INPUT_ID}
          name="video"
          label="Vídeo de apresentação"
          hint="MP4, WebM ou MOV."
          slot={media.video}
          onChange={media.setVideo}
          onRetry={media.retry}
          error={errors.video?.message}
          disabled={busy}
        />
      </FormSection>

      <FormSection title="Portfólio" description="Mostre seus melhores cortes: as barbearias veem estas fotos no seu perfil.">
        <PhotosPicker
          id="perfil-portfolio"
          name="portfolio"
          label="Fotos do seu trabalho"
          hint={`Até ${MAX_PORTFOLIO_PHOTOS} fotos, cada uma com uma legenda opcional de até ${PHOTO_CAPTION_MAX} caracteres.`}
          max={MAX_PORTFOLIO_PHOTOS}
          slots={media.portfolio}
          onChange={media.setPortfolio}
          onRetry={media.retry}
          error={errors.portfolio?.message ?? errors.portfolio?.root?.message}
          disabled={busy}
        />
      </FormSection>

      <FormSection title={say('Onde você trabalha', 'Onde trabalha')} description="Barbearias procuram barbeiros perto delas.">
        {placeFields()}
      </FormSection>
    </>
  ),
}

const initialPhotos = (profile: Barbershop | null) => slotsFromMedia(profile?.photos)

function useShopMedia(profile: Barbershop | null, { setValue }: UseFormReturn<ShopProfileInput, unknown, ShopProfileData>) {
  const [logo, setLogo] = useState<MediaSlot | null>(() => slotFromMedia(profile?.logo))
  const [photos, setPhotos] = useState<MediaSlot[]>(() => initialPhotos(profile))
  useReleaseOnUnmount([logo, ...photos])

  useEffect(() => setValue('logo', slotValue(logo) ?? null), [logo, setValue])
  useEffect(() => setValue('photos', galleryValue(photos)), [photos, setValue])

  const logoEntry = logo && { slot: logo, folder: 'logos' as const, patch: patchOne(setLogo, logo.key) }
  const photoEntries = galleryEntries(photos, 'shop-photos', setPhotos)
  const uploads = useUploadsOnPick([logoEntry, ...photoEntries].filter((entry) => entry !== null))

  return {
    logo,
    setLogo,
    photos,
    setPhotos,
    retry: uploads.retry,
    slots: [logo, ...photos],
    upload: async (saving: Uploader) => {
      if (isPending(logo) || photos.some(isPending)) saving.setPhase('photos')
      const [logoMedia, photoMedia] = await Promise.all([logoEntry && uploads.uploaded(logoEntry), galleryUploaded(uploads.uploaded, photoEntries)])
      return { logo: logoMedia?.id ?? null, photos: photoMedia }
    },
  }
}

/** Spec §2 "Complete profile", barbershop form: the logo and photos upload as they are picked; the save waits for what is left. */
const shopForm: ProfileFormKind<Barbershop, ShopProfileInput, ShopProfileData, ReturnType<typeof useShopMedia>> = {
  userType: 'barbershop',
  schema: lazySchema(() => import('#domain/profileSchemas').then((module) => module.shopProfileSchema)),
  fields: [
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
    'postalCode',
  ],
  defaultValues: (profile) => ({
    description: profile?.description ?? '',
    whatsapp: formatPhone(profile?.whatsapp, profile?.country === 'PT' ? 'PT' : 'BR'),
    instagram: profile?.instagram ? `@${profile.instagram}` : '',
    website: profile?.website ?? '',
    address: profile?.address ?? '',
    logo: slotValue(slotFromMedia(profile?.logo)),
    photos: galleryValue(initialPhotos(profile)),
  }),
  name: { label: 'Nome fantasia', autoComplete: 'organization' },
  placeIdPrefix: 'barbearia',
  completeness: (values, document) => barbershopCompleteness({ ...values, cnpj: document }),
  savedDetail: () => 'Sua barbearia já pode anunciar vagas.',
  panelPath: '/painel-barbearia',
  useMedia: useShopMedia,
  sections: ({ register, errors, busy, country, say, media, identityFields, placeFields }) => (
    <>
      <FormSection title="Dados da barbearia" description="O nome e a descrição aparecem nas suas vagas e na página da barbearia.">
        {identityFields()}
        <TextAreaField
          label="Sobre a barbearia"
          rows={5}
          maxLength={2000}
          required
          placeholder="Ex.: Barbearia clássica com 4 cadeiras, clientela fiel e agenda cheia de terça a sábado."
          error={errors.description?.message}
          {...register('description')}
        />
        <ContactsHiddenNote />
      </FormSection>

      <FormSection title={say('Contato', 'Contacto')}>
        <TextField
          label="Telefone / WhatsApp"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={phoneFormats[country].placeholder}
          required
          hint={say('Só é mostrado ao barbeiro que você contratar.', 'Só é mostrado ao barbeiro que contratar.')}
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
            hint={profileMessages.instagramAfterHireShop}
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
            hint={profileMessages.websiteAfterHireShop}
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
        {placeFields()}
      </FormSection>

      <FormSection title="Logo e fotos" description="Mostre o ambiente: barbeiros preferem vagas com fotos da barbearia.">
        <ImagePicker
          id="barbearia-logo"
          name="logo"
          label="Logo"
          hint="JPG, PNG ou WebP, de preferência quadrada."
          slot={media.logo}
          onChange={media.setLogo}
          onRetry={media.retry}
          error={errors.logo?.message}
          disabled={busy}
        />
        <PhotosPicker
          id="barbearia-fotos"
          name="photos"
          label="Fotos da barbearia"
          hint={`Até ${MAX_SHOP_PHOTOS} fotos: fachada, cadeiras, ambiente. Cada uma pode ter uma legenda.`}
          max={MAX_SHOP_PHOTOS}
          slots={media.photos}
          onChange={media.setPhotos}
          onRetry={media.retry}
          error={errors.photos?.message}
          disabled={busy}
        />
      </FormSection>
    </>
  ),
}

function RequiredNote() {
  return (
    <p className="text-sm text-stone-600">
      Campos marcados com <span className="font-semibold text-red-700">*</span> são obrigatórios.
    </p>
  )
}

/** The complete-profile form: waits for the picked files still uploading, then saves the profile and opens the panel. */
function ProfileForm<Profile extends SharedProfile, Input extends FieldValues, Data extends ProfileData, Media extends ProfileMedia<Data>>({
  kind,
  profile,
  accountName,
}: {
  kind: ProfileFormKind<Profile, Input, Data, Media>
  profile: Profile | null
  accountName: string
}) {
  // The CPF, CNPJ, NIF or NIPC given at sign-up stays, and the country with it; an account created by an admin has none yet.
  const held = profileDocument(kind.userType, profile)
  const form = useForm<Input, unknown, Data>({
    resolver: lazyResolver(kind.schema),
    mode: 'onTouched',
    defaultValues: {
      name: profile?.name ?? accountName,
      // Asked only while the profile holds no document: the typed one starts empty.
      ...Object.fromEntries(profileDocumentKinds[kind.userType].map((each) => [each, ''])),
      ...kind.defaultValues(profile),
      country: profile?.country ?? 'BR',
      state: profile?.state ?? '',
      city: profile?.city ?? '',
      district: profile?.district ?? '',
      postalCode: profile?.postalCode ?? '',
    },
  })
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors },
  } = form
  const media = kind.useMedia(profile, form)
  const say = useSay()
  const saving = useProfileSave({ fields: kind.fields, setError, savedDetail: kind.savedDetail(say), panelPath: kind.panelPath })
  const { country, documentKind, clearPlace, clearConcelho } = useProfilePlace(kind.userType, watch, setValue)
  const busy = saving.phase !== 'idle'

  // Both schemas have the shared fields, but react-hook-form cannot tell so of a form whose type is a parameter.
  const registerShared = (name: SharedField) => register(name as Path<Input>)
  const sharedErrors = errors as FieldErrors<Record<SharedField, unknown>>

  const submit = (data: Data) => {
    if (!held && !(data as Partial<Record<DocumentKind, string>>)[documentKind])
      return setError(documentKind as Path<Input>, { message: documentMessages[documentKind].required }, { shouldFocus: true })
    return saving.run(async () => ({ ...data, ...(await media.upload(saving)) }))
  }

  const identityFields = () => (
    <>
      <TextField label={kind.name.label} autoComplete={kind.name.autoComplete} required error={sharedErrors.name?.message} {...registerShared('name')} />
      <ProfileDocumentField held={held} kind={documentKind} field={registerShared(documentKind)} error={sharedErrors[documentKind]?.message} />
    </>
  )
  const placeFields = () => (
    <LocationFields
      idPrefix={kind.placeIdPrefix}
      country={country}
      state={(watch('state' as Path<Input>) as string | undefined) ?? ''}
      countryLocked={held !== null}
      errors={{
        country: sharedErrors.country?.message,
        state: sharedErrors.state?.message,
        city: sharedErrors.city?.message,
        district: sharedErrors.district?.message,
        postalCode: sharedErrors.postalCode?.message,
      }}
      fields={{
        country: register('country' as Path<Input>, { onChange: clearPlace }),
        state: register('state' as Path<Input>, { onChange: clearConcelho }),
        city: registerShared('city'),
        district: registerShared('district'),
        postalCode: registerShared('postalCode'),
      }}
    />
  )

  return (
    <form
      onSubmit={handleSubmit(submit, kind.onInvalid)}
      onFocus={kind.schema.preload}
      onPointerDown={kind.schema.preload}
      noValidate
      className="flex flex-col gap-6"
      aria-busy={busy}
    >
      <CompletenessMeter control={control} score={(values) => kind.completeness(values, values[documentKind] || held?.value)} />
      <RequiredNote />
      {kind.sections({ register, control, errors, busy, country, say, media, identityFields, placeFields })}
      <SubmitBar phase={saving.phase} slots={media.slots} />
    </form>
  )
}

type ProfileFormProps<Profile> = { profile: Profile | null; accountName: string }

export const BarberProfileForm = (props: ProfileFormProps<Barber>) => <ProfileForm kind={barberForm} {...props} />

export const ShopProfileForm = (props: ProfileFormProps<Barbershop>) => <ProfileForm kind={shopForm} {...props} />
