import { memoryStore } from 'react-admin'

/** Spec §2 and §9: the sidebar remembers whether it is open in a cookie for 7 days. */
const SIDEBAR_COOKIE = 'sidebar_state'
const SEVEN_DAYS_SECONDS = 7 * 24 * 60 * 60

function readSidebarCookie(): boolean | undefined {
  const value = document.cookie.match(new RegExp(`(?:^|; )${SIDEBAR_COOKIE}=(true|false)`))?.[1]
  return value === undefined ? undefined : value === 'true'
}

export function writeSidebarCookie(open: boolean) {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SEVEN_DAYS_SECONDS}; samesite=lax`
}

/**
 * react-admin keeps the sidebar's state in its store; the console's store starts from the cookie.
 * On a phone the sidebar is a drawer over the page, so it always starts closed there.
 */
const remembered = readSidebarCookie()
const wideScreen = window.matchMedia('(min-width: 600px)').matches
export const consoleStore = memoryStore(remembered === undefined || !wideScreen ? {} : { 'sidebar.open': remembered })
