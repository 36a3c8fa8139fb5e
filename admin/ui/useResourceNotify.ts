import { useNotify, useRefresh } from 'react-admin'

/** The spec's toasts for one action: its success text, or its error text with the server's reason. */
export function useActionFeedback(success: string, failure: string) {
  const notify = useNotify()
  const refresh = useRefresh()
  return {
    onSuccess: () => {
      notify(success, { type: 'success' })
      refresh()
    },
    onError: (error: unknown) => {
      const reason = error instanceof Error && error.message ? `: ${error.message}` : ''
      notify(`${failure}${reason}`, { type: 'error' })
    },
  }
}
