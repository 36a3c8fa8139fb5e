import { Globe, MessageCircle, Phone } from 'lucide-react'
import type { CounterpartContact } from '#domain/chat'
import { formatPhone, instagramUrl, telLink, websiteLabel, whatsappLink } from '#domain/contact'
import { cn } from '../ui/cn'
import { InstagramIcon } from '../ui/InstagramIcon'

const linkClasses = 'inline-flex items-center gap-1.5 font-medium text-emerald-900 underline-offset-4 hover:underline'

/**
 * The other side's contact, which the server releases only after the hire (spec §1, decision
 * 0030): its WhatsApp (a wa.me link) and phone, Instagram and website; in the conversation's
 * header and on the hired applicant's card.
 */
export function HiredContact({ contact, label, className }: { contact: CounterpartContact; label: string; className?: string }) {
  return (
    <div className={cn('flex flex-wrap items-center gap-x-4 gap-y-2 bg-emerald-50 py-2 text-sm', className)}>
      <span className="font-medium text-emerald-900">{label}</span>
      {contact.phone && (
        <>
          <a
            href={whatsappLink(contact.phone)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 rounded-lg bg-emerald-700 px-3 py-1.5 font-semibold text-white hover:bg-emerald-800"
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            WhatsApp
          </a>
          <a href={telLink(contact.phone)} className={linkClasses}>
            <Phone className="size-4" aria-hidden="true" />
            {formatPhone(contact.phone)}
          </a>
        </>
      )}
      {contact.instagram && (
        <a href={instagramUrl(contact.instagram)} target="_blank" rel="noopener noreferrer" className={linkClasses}>
          <InstagramIcon className="size-4" />@{contact.instagram}
        </a>
      )}
      {contact.website && (
        <a href={contact.website} target="_blank" rel="noopener noreferrer" className={linkClasses}>
          <Globe className="size-4" aria-hidden="true" />
          {websiteLabel(contact.website)}
        </a>
      )}
    </div>
  )
}
