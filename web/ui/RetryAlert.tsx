import type { ReactNode } from 'react'
import { Alert } from './Alert'
import { Button } from './Button'

/** Data that did not load, said on the page with a way to ask again (spec §8). */
export function RetryAlert({ title, onRetry, children }: { title: string; onRetry: () => void; children?: ReactNode }) {
  return (
    <Alert
      tone="danger"
      title={title}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          Tentar novamente
        </Button>
      }
    >
      {children}
    </Alert>
  )
}
