import { AppFrame } from '../shell/AppFrame'
import { LandingPage } from './LandingPage'

/**
 * The landing page on its own: the same header, page and footer as inside the app, without the
 * router (links are plain page loads), so a first visit downloads far less JavaScript.
 */
export function LandingApp() {
  return (
    <AppFrame>
      <LandingPage />
    </AppFrame>
  )
}
