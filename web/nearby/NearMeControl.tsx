import { LocateFixed, MapPin, X } from 'lucide-react'
import { useId, useState } from 'react'
import { COUNTRIES, countryLabels, formatLocation, placeLabels, type Country } from '#domain/locations'
import { NEAR_CENTRE_NOTE, NEAR_RADII } from '#domain/nearby'
import { api, messageOr } from '../api/client'
import { useSession } from '../auth/session'
import type { MyProfile } from '../profiles/queries'
import { Button } from '../ui/Button'
import { SelectField, TextField } from '../ui/Field'
import { StateFilterOptions } from '../ui/PlaceOptions'
import { roundedLocation, useNearSearch, type NearFilter } from './nearSearch'
import { useSay } from '../ui/wording'

type Phase = { step: 'idle' } | { step: 'locating' } | { step: 'choosing'; note?: string }
type PlaceAnswer = { lat: number; lng: number; label: string }

const LOCATION_DENIED = 'Não foi possível usar sua localização.'

/** The browser's location, rounded to about a kilometre, or null when the person refuses, the browser cannot or it takes too long. */
function browserLocation(): Promise<{ lat: number; lng: number } | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null)
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(roundedLocation({ lat: position.coords.latitude, lng: position.coords.longitude })),
      () => resolve(null),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 },
    ),
  )
}

/**
 * 'Perto de mim' (issue 30): the browser's location when the person allows it, else the signed-in
 * person's profile city, else a city they choose; then a radius (5, 10, 25 or 50 km). The lists
 * come nearest first, each card saying 'mesma cidade' or how far its city's centre is (decision
 * 0059). Lives in the address like the other filters.
 */
export function NearMeControl({ what }: { what: string }) {
  const say = useSay()
  const { near, setNear } = useNearSearch()
  const { data: session } = useSession()
  const [phase, setPhase] = useState<Phase>({ step: 'idle' })
  const radiusId = useId()

  const fromProfile = async (): Promise<NearFilter | null> => {
    if (!session?.user || !session.profile) return null
    const mine = await api.get<MyProfile>('/api/me/profile').catch(() => null)
    const profile = mine?.profile
    if (!profile || profile.lat == null || profile.lng == null) return null
    return { lat: profile.lat, lng: profile.lng, raioKm: near?.raioKm ?? 25, label: formatLocation(profile) }
  }

  const start = async () => {
    setPhase({ step: 'locating' })
    const here = await browserLocation()
    if (here) {
      setPhase({ step: 'idle' })
      return setNear({ ...here, raioKm: near?.raioKm ?? 25, label: 'sua localização' })
    }
    const profile = await fromProfile()
    if (profile) {
      setPhase({ step: 'idle' })
      return setNear({ ...profile, label: `${profile.label} (cidade do seu perfil)` })
    }
    setPhase({ step: 'choosing', note: `${LOCATION_DENIED} Escolha uma cidade.` })
  }

  if (near && phase.step !== 'choosing') {
    return (
      <section aria-label="Perto de mim" className="flex flex-col gap-3 rounded-lg bg-brand-50 p-3 sm:flex-row sm:items-end sm:justify-between">
        <p className="flex items-start gap-2 text-sm text-stone-800">
          <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            {what} perto de <strong>{near.label}</strong>, mais perto primeiro.
            <span className="block text-stone-600">{NEAR_CENTRE_NOTE}</span>
          </span>
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            id={radiusId}
            label="Raio"
            value={String(near.raioKm)}
            onChange={(event) => setNear({ ...near, raioKm: Number(event.target.value) })}
            containerClassName="w-28"
          >
            {NEAR_RADII.map((radius) => (
              <option key={radius} value={radius}>
                {radius} km
              </option>
            ))}
          </SelectField>
          <Button variant="outline" size="sm" onClick={() => setPhase({ step: 'choosing' })} className="mb-1">
            Trocar cidade
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setNear(null)} className="mb-1">
            <X className="size-4" aria-hidden="true" /> Remover
          </Button>
        </div>
      </section>
    )
  }

  if (phase.step === 'choosing') {
    return (
      <CityChooser
        note={phase.note}
        defaultCountry={session?.profile?.country ?? 'BR'}
        onCancel={() => setPhase({ step: 'idle' })}
        onChosen={(place) => {
          setPhase({ step: 'idle' })
          setNear({ lat: place.lat, lng: place.lng, raioKm: near?.raioKm ?? 25, label: place.label })
        }}
      />
    )
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" onClick={() => void start()} disabled={phase.step === 'locating'} aria-describedby={`${radiusId}-perto`}>
        <LocateFixed className="size-4" aria-hidden="true" /> {phase.step === 'locating' ? 'Buscando sua localização...' : 'Perto de mim'}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setPhase({ step: 'choosing' })}>
        Escolher cidade
      </Button>
      <span id={`${radiusId}-perto`} className="sr-only">
        {say(
          'Usa a localização do navegador, se você permitir; senão, a cidade do seu perfil ou uma cidade que você escolher.',
          'Usa a localização do navegador, se o permitir; senão, a cidade do seu perfil ou uma cidade à sua escolha.',
        )}
      </span>
    </div>
  )
}

function CityChooser({
  note,
  defaultCountry,
  onChosen,
  onCancel,
}: {
  note?: string
  defaultCountry: Country
  onChosen: (place: PlaceAnswer) => void
  onCancel: () => void
}) {
  const [country, setCountry] = useState<Country>(defaultCountry)
  const [state, setState] = useState('')
  const [city, setCity] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const labels = placeLabels[country]

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault()
    if (!state || !city.trim()) return setError(`Escolha o ${labels.state.toLowerCase()} e informe a ${labels.city.toLowerCase()}.`)
    setBusy(true)
    try {
      const params = new URLSearchParams({ pais: country, estado: state, cidade: city.trim() })
      onChosen(await api.get<PlaceAnswer>(`/api/places/coordinates?${params}`))
    } catch (failure) {
      setError(messageOr(failure, 'Não encontramos as coordenadas desta cidade.'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-label="Escolher cidade para Perto de mim" className="rounded-lg bg-brand-50 p-3">
      {note && (
        <p role="status" className="mb-2 text-sm text-stone-800">
          {note}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.5fr)_auto] sm:items-end">
        <SelectField label="País" value={country} onChange={(event) => (setCountry(event.target.value as Country), setState(''))}>
          {COUNTRIES.map((value) => (
            <option key={value} value={value}>
              {countryLabels[value]}
            </option>
          ))}
        </SelectField>
        <SelectField label={labels.state} value={state} onChange={(event) => setState(event.target.value)}>
          <option value="">Selecione</option>
          <StateFilterOptions country={country} />
        </SelectField>
        <TextField
          label={labels.city}
          value={city}
          autoComplete="address-level2"
          maxLength={80}
          placeholder={country === 'PT' ? 'Ex.: Cascais' : 'Ex.: Campinas'}
          error={error}
          onChange={(event) => setCity(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void submit(event)
          }}
        />
        <div className="flex gap-2">
          <Button size="sm" onClick={(event) => void submit(event)} disabled={busy}>
            Buscar perto
          </Button>
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancelar
          </Button>
        </div>
      </div>
    </section>
  )
}
