import { pushMessages } from '#domain/messages/chat'
import { toast } from '../ui/toast'
import { forgetInstallPrompt, takeInstallPrompt } from './serviceWorker'

/** After a first application or job post: offers installing the app, once per browser, when the browser allows it. */
export function offerInstallOnce() {
  const prompt = takeInstallPrompt()
  if (!prompt) return
  toast.message(pushMessages.installTitle, {
    description: pushMessages.installHelp,
    duration: 20_000,
    action: {
      label: pushMessages.installButton,
      onClick: () => {
        forgetInstallPrompt()
        void prompt.prompt()
      },
    },
  })
}
