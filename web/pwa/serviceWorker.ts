import { toast } from '../ui/toast'
import { pushMessages } from '#domain/messages'

/**
 * The service worker (web/public/sw.js) is registered as soon as the page's script runs, on every
 * page: not deferred to `load`, so the first visit already installs it and the offline page.
 * The install prompt is kept for later: the browser's own banner never shows on a first visit,
 * and the app offers installing once, after the person's first application or job post.
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

/** After a first application or job post: offers installing the app, once per browser, when the browser allows it. */
export function offerInstallOnce() {
  const prompt = installPrompt
  if (!prompt || offeredBefore()) return
  remember()
  toast.message(pushMessages.installTitle, {
    description: pushMessages.installHelp,
    duration: 20_000,
    action: {
      label: pushMessages.installButton,
      onClick: () => {
        installPrompt = null
        void prompt.prompt()
      },
    },
  })
}
