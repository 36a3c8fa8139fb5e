import { Check, Link2, Share2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { buttonClasses, Button } from './Button'
import { toast } from './toast'
import { useSay } from './wording'

/** WhatsApp's own mark is not in lucide; a speech bubble stands for it beside the words. */
const whatsappUrl = (title: string, url: string) => `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`

/**
 * 'Compartilhar' on job and profile pages (issue 26): on a phone that has the Web Share API, the
 * system's share sheet; elsewhere a WhatsApp link (https://wa.me/?text= with the title and the
 * address) and a button that copies the address. The server renders the second form; the phone
 * switches after hydration, so both renders agree.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const [origin, setOrigin] = useState('')
  const [native, setNative] = useState(false)
  const [copied, setCopied] = useState(false)
  const say = useSay()
  const share = say('Compartilhar', 'Partilhar')

  useEffect(() => {
    setOrigin(window.location.origin)
    setNative(typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches)
  }, [])

  const url = `${origin}${path}`

  if (native)
    return (
      <Button variant="outline" size="sm" onClick={() => void navigator.share({ title, text: title, url }).catch(() => undefined)}>
        <Share2 className="size-4" aria-hidden="true" /> {share}
      </Button>
    )

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      toast.success('Link copiado')
      window.setTimeout(() => setCopied(false), 2000)
    } catch {
      toast.error('Não foi possível copiar o link', { description: url })
    }
  }

  return (
    <div role="group" aria-label={share} className="flex flex-wrap gap-2">
      <a href={whatsappUrl(title, url)} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm')}>
        <Share2 className="size-4" aria-hidden="true" /> {share} no WhatsApp
        <span className="sr-only">{say(' (abre em nova aba)', ' (abre num novo separador)')}</span>
      </a>
      <Button variant="outline" size="sm" onClick={() => void copy()}>
        {copied ? <Check className="size-4" aria-hidden="true" /> : <Link2 className="size-4" aria-hidden="true" />}
        {copied ? 'Link copiado' : 'Copiar link'}
      </Button>
    </div>
  )
}
