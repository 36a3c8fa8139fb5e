import { EyeOff } from 'lucide-react'
import { contactPolicyMessages } from '#domain/messages/chat'
import { cn } from './cn'

/**
 * Beside the fields others read before a hire (decision 0029): the author sees its text as written,
 * everyone else without its phones, e-mails, links and handles.
 */
export function ContactsHiddenNote({ className }: { className?: string }) {
  return (
    <p className={cn('flex items-start gap-2 text-xs text-stone-600', className)}>
      <EyeOff className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      {contactPolicyMessages.hiddenUntilHire}
    </p>
  )
}
