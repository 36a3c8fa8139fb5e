import type { JobDetails } from '#domain/jobDetails'
import { formatLocation } from '#domain/locations'
import { serializeForScript } from '#domain/bootstrap'
import { PUBLIC_PAGES, publicPageAt, type PublicPageKey } from '#domain/publicPages'
import { barberShopLd, jobPostingLd, personLd, placeItemListLd, type PublicProfile } from '#domain/structuredData'
import { placeHeading, placeIntro, type PlacePage } from '#domain/places'
import { replaceMarker } from './marker'

/**
 * What each public page says about itself in its <head> (issue 26, decision 0036): its own title,
 * description and canonical address (the path alone: a query string never makes a second page,
 * but on /vagas-abertas, whose filters are its searches, decision 0064),
 * the Open Graph and Twitter tags link previews read, and schema.org JSON-LD. Only public texts
 * (stored masked, decision 0029), never a contact field.
 */
export type PageHead = {
  title: string
  description: string
  /** Absolute; null for a page that must not be indexed (the signed-in areas). */
  canonical: string | null
  image?: { url: string; alt: string }
  type?: 'website' | 'profile'
  jsonLd?: Record<string, unknown> | null
}

const SITE = 'Navalha'
const DEFAULT_DESCRIPTION = 'Navalha: vagas para barbeiros e barbearias no Brasil e em Portugal. Perfil com vídeo, chat seguro e contratação sem complicação.'

/** One line, at most `max` characters, cut at a word: what a result page or a preview shows. */
function summary(text: string | null | undefined, max = 160): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim()
  if (line.length <= max) return line
  const cut = line.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:–-]+$/, '')}…`
}

/**
 * The <head>'s texts of each public page (domain/publicPages.ts) whose texts do not come from its
 * data; null takes the site's defaults.
 */
const PAGE_TEXTS: Record<PublicPageKey, { title: string; description: string } | null> = {
  landing: { title: 'Navalha · Vagas para barbeiros e barbearias', description: DEFAULT_DESCRIPTION },
  barbers: {
    title: 'Barbeiros no Brasil e em Portugal · Navalha',
    description: 'Encontre barbeiros por cidade e especialidade: perfis com experiência, vídeo de apresentação e avaliações de barbearias.',
  },
  shops: {
    title: 'Barbearias no Brasil e em Portugal · Navalha',
    description: 'Conheça barbearias por cidade, com avaliações de barbeiros e as vagas que cada uma tem abertas.',
  },
  barber: null,
  shop: null,
  job: null,
  place: null,
  openJobs: {
    title: 'Vagas Abertas para barbeiros · Navalha',
    description:
      'Vagas abertas em barbearias no Brasil e em Portugal: busque por cidade, contrato e remuneração, veja cada vaga e candidate-se em poucos cliques.',
  },
  faq: { title: 'Perguntas frequentes · Navalha', description: 'Tire suas dúvidas sobre vagas, candidaturas, planos e pagamentos no Navalha.' },
  terms: null,
  privacy: null,
  plans: {
    title: 'Planos para barbeiros e barbearias · Navalha',
    description: 'Compare os planos do Navalha para barbeiros e barbearias, no Brasil e em Portugal.',
  },
  login: { title: 'Entrar · Navalha', description: DEFAULT_DESCRIPTION },
  signup: { title: 'Criar conta · Navalha', description: DEFAULT_DESCRIPTION },
}

export type HeadSource =
  | { kind: 'job'; details: JobDetails }
  | { kind: 'barber'; id: number; profile: PublicProfile }
  | { kind: 'shop'; id: number; profile: PublicProfile }
  | { kind: 'place'; page: PlacePage }
  | { kind: 'gone' }
  /** A list whose filters are in its address: the one address of that search (decision 0064). */
  | { kind: 'openJobs'; canonicalPath: string; title: string }
  | null

/** The <head> of the page at `pathname`, from what its server read found. */
export function pageHead(pathname: string, source: HeadSource, baseUrl: string): PageHead {
  // The pages search engines may index (domain/publicPages.ts): the rest are signed-in areas or one-time links.
  const page = publicPageAt(pathname)?.key
  const indexable = page !== undefined && PUBLIC_PAGES[page].indexable
  const canonical = indexable ? new URL(source?.kind === 'openJobs' ? source.canonicalPath : pathname, baseUrl).toString() : null
  if (source?.kind === 'gone') return { title: `Vaga removida · ${SITE}`, description: 'Esta vaga foi removida pela barbearia.', canonical: null }
  if (source?.kind === 'job') {
    const { job, shop } = source.details
    const place = formatLocation(shop)
    const closed = job.status !== 'active'
    const facts = [shop.name, place, job.salary].filter(Boolean).join(' · ')
    return {
      title: `${closed ? '[Fechada] ' : ''}${job.title}${shop.city ? ` em ${shop.city}` : ''} · ${SITE}`,
      description: summary(`${facts}. ${job.description}`),
      canonical,
      image: { url: new URL(`/og/vaga/${job.id}.png`, baseUrl).toString(), alt: summary(`Vaga: ${job.title} · ${facts}`, 200) },
      jsonLd: jobPostingLd(source.details, baseUrl),
    }
  }
  if (source?.kind === 'place') {
    const { place } = source.page
    return {
      title: `${placeHeading(place)} · ${SITE}`,
      description: summary(placeIntro(place, place.count)),
      canonical,
      jsonLd: canonical ? placeItemListLd(source.page, canonical, baseUrl) : null,
    }
  }
  if (source?.kind === 'barber' || source?.kind === 'shop') {
    const { profile } = source
    const place = formatLocation(profile)
    const barber = source.kind === 'barber'
    const role = barber ? 'Barbeiro' : 'Barbearia'
    const fallback = barber
      ? `Perfil de ${profile.name}, barbeiro${place ? ` em ${place}` : ''}, no Navalha.`
      : `${profile.name}, barbearia${place ? ` em ${place}` : ''}, no Navalha.`
    return {
      title: `${profile.name} · ${role}${profile.city ? ` em ${profile.city}` : ''} · ${SITE}`,
      description: summary(profile.description || fallback),
      canonical,
      type: barber ? 'profile' : 'website',
      image: {
        url: new URL(`/og/${barber ? 'barbeiro' : 'barbearia'}/${source.id}.png`, baseUrl).toString(),
        alt: summary(`${role}: ${profile.name}${place ? ` · ${place}` : ''}`, 200),
      },
      jsonLd: canonical ? (barber ? personLd(profile, canonical, baseUrl) : barberShopLd(profile, canonical, baseUrl)) : null,
    }
  }
  // A search has a name of its own; the bare list keeps the page's (PAGE_TEXTS).
  if (source?.kind === 'openJobs' && source.title !== 'Vagas Abertas')
    return { title: `${source.title} · ${SITE}`, description: PAGE_TEXTS.openJobs!.description, canonical }
  const known = page ? PAGE_TEXTS[page] : null
  if (!known) return { ...appPageHead(), canonical }
  return { title: known.title, description: known.description, canonical }
}

/** The <head> of the app's pages that are not public pages (signed-in screens, /auth, /dashboard…): the site's defaults, never indexed. */
export function appPageHead(): PageHead {
  return { title: `${SITE} · Vagas para barbeiros e barbearias`, description: DEFAULT_DESCRIPTION, canonical: null }
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The tags, ready for the template's <head>. */
function headTags(head: PageHead, locale: string): string {
  const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${attribute(content)}" />`
  const tags = [`<title>${attribute(head.title)}</title>`, meta('name', 'description', head.description)]
  if (head.canonical) tags.push(`<link rel="canonical" href="${attribute(head.canonical)}" />`)
  else tags.push(meta('name', 'robots', 'noindex'))
  tags.push(
    meta('property', 'og:site_name', SITE),
    meta('property', 'og:locale', locale),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  )
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical))
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', '1200'),
      meta('property', 'og:image:height', '630'),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:image', head.image.url),
      meta('name', 'twitter:image:alt', head.image.alt),
    )
  } else tags.push(meta('name', 'twitter:card', 'summary'))
  tags.push(meta('name', 'twitter:title', head.title), meta('name', 'twitter:description', head.description))
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${serializeForScript(head.jsonLd)}</script>`)
  return tags.join('\n    ')
}

/** The template with its own title and description replaced by the page's tags. */
export function withHead(html: string, head: PageHead, locale: string): string {
  const bare = html.replace(/<title>[^<]*<\/title>\s*/, '').replace(/<meta\s+name="description"[^>]*>\s*/, '')
  return replaceMarker(bare, '</head>', `  ${headTags(head, locale)}\n  </head>`)
}
