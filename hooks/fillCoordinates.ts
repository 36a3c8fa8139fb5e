import type { CollectionBeforeChangeHook } from 'payload'
import { placeCoordinates, placeState } from '#infra/geo/places'

type Place = {
  id: number
  country?: string | null
  state?: string | null
  city?: string | null
  postalCode?: string | null
  lat?: number | null
  lng?: number | null
}

/**
 * A profile's coordinates follow its place on every write (decision 0045): the seat of its
 * municipality or concelho, or none when the city is not one we know (the profile then stays out
 * of searches by distance, and in every other list). In Brazil a CEP without a state gives the state.
 */
export const fillCoordinates: CollectionBeforeChangeHook<Place> = ({ data, originalDoc }) => {
  const place = { ...(originalDoc ?? {}), ...data }
  if (!place.state && place.postalCode) {
    const state = placeState(place)
    if (state) data.state = place.state = state
  }
  const point = placeCoordinates(place)
  data.lat = point?.lat ?? null
  data.lng = point?.lng ?? null
  return data
}
