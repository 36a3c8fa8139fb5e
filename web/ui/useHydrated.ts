import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False on the server and while React hydrates the HTML it sent, true once React has taken the page
 * over (and from the start of a page rendered in the browser). A control drawn by the server does
 * nothing until then: it says so (Button's aria-disabled) instead of swallowing a tap, and a test's
 * click waits for it, as a person's second tap would.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
