/**
 * The service worker (web/public/sw.js) is registered as soon as the page's script runs, on every
 * page: not deferred to `load`, so the first visit already installs it and the offline page.
 * The install prompt is kept for later: the browser's own banner never shows on a first visit,
 * and the app offers installing once, after the person's first application or job post
 * (installOffer.ts, apart so that every page's first load does not carry its texts).
 */
type InstallPromptEvent = Event & { prompt: () => Promise<void> }

const OFFERED_KEY = 'navalha:instalacao-oferecida'
let installPrompt: InstallPromptEvent | null = null

export function startServiceWorker() {
  if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js').catch(() => {})
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    installPrompt = event as InstallPromptEvent
  })
  window.addEventListener('appinstalled', () => {
    installPrompt = null
    remember()
  })
}

function remember() {
  try {
    localStorage.setItem(OFFERED_KEY, '1')
  } catch {
    // Private mode without storage: offered again next time, at the same good moment.
  }
}

const offeredBefore = () => {
  try {
    return localStorage.getItem(OFFERED_KEY) === '1'
  } catch {
    return false
  }
}

/** The browser's install prompt if it may be offered now (once per browser), marked as offered; otherwise null. */
export function takeInstallPrompt(): InstallPromptEvent | null {
  const prompt = installPrompt
  if (!prompt || offeredBefore()) return null
  remember()
  return prompt
}

export function forgetInstallPrompt() {
  installPrompt = null
}
