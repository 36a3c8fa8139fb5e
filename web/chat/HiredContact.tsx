import { MessageCircle, Phone } from 'lucide-react'
import { formatPhone, telLink, whatsappLink } from '../../domain/contact'
import { cn } from '../ui/cn'

/**
 * The other side's WhatsApp (a wa.me link) and phone, which the server releases only after the
 * hire (spec §1): in the conversation's header and on the hired applicant's card.
 */
export function HiredContact({ phone, label, className }: { phone: string; label: string; className?: string }) {
  return (
    <div className={cn('flex flex-wrap items-center gap-x-4 gap-y-2 bg-emerald-50 py-2 text-sm', className)}>
      <span className="font-medium text-emerald-900">{label}</span>
      <a
        href={whatsappLink(phone)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1.5 rounded-lg bg-emerald-700 px-3 py-1.5 font-semibold text-white hover:bg-emerald-800"
      >
        <MessageCircle className="size-4" aria-hidden="true" />
        WhatsApp
      </a>
      <a href={telLink(phone)} className="inline-flex items-center gap-1.5 font-medium text-emerald-900 underline-offset-4 hover:underline">
        <Phone className="size-4" aria-hidden="true" />
        {formatPhone(phone)}
      </a>
    </div>
  )
}
