import type { SharpDependency } from 'payload'

/**
 * The Open Graph image of a job or a profile (issue 26, decision 0037): 1200×630, what WhatsApp,
 * Telegram and Facebook show beside a forwarded link. An SVG composed here (text and shapes) is
 * rasterised by sharp (librsvg), the shop's logo or the barber's photo composited at the right.
 * The text is drawn in Liberation Sans (Debian's fonts-liberation, which the CI installs with
 * Chromium; DejaVu Sans is the fallback fontconfig picks when it is missing).
 */
const OG_WIDTH = 1200
const OG_HEIGHT = 630
/** Changes every cached image when the drawing changes. */
export const OG_TEMPLATE_VERSION = 1

export type OgCard = {
  /** 'Vaga', 'Barbeiro', 'Barbearia'. */
  kind: string
  title: string
  /** Pay, experience or the like: one amber line. */
  highlight?: string | null
  /** Neighbourhood and city. */
  place?: string | null
  /** A line under the place ('Barbearia Dom Pedro'). */
  byline?: string | null
  /** The picture's bytes (logo or photo); `round` for a person's photo. */
  picture?: { data: Buffer; round: boolean } | null
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * What XML 1.0 refuses (control characters, lone surrogate halves, U+FFFE, U+FFFF) failed the whole
 * drawing in librsvg ('PCDATA invalid Char value'), so a title holding one had no image at all
 * (issue 36); the other non-characters (U+FDD0–U+FDEF, the last two of every plane) draw nothing
 * anyway. They are left out of the text; everything else is drawn as written.
 */
const UNDRAWABLE = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]|\p{Noncharacter_Code_Point}/gu
const drawable = (text: string) => text.replace(UNDRAWABLE, '')

/** Greedy wrap by characters (no text metrics in SVG): at most `lines` lines, an ellipsis when cut. */
function wrap(text: string, width: number, lines: number): string[] {
  const words = drawable(text).replace(/\s+/g, ' ').trim().split(' ')
  const out: string[] = []
  let current = ''
  for (const word of words) {
    const piece = word.length > width ? `${word.slice(0, width - 1)}…` : word
    if (!current) current = piece
    else if (current.length + 1 + piece.length <= width) current += ` ${piece}`
    else {
      out.push(current)
      current = piece
    }
  }
  if (current) out.push(current)
  if (out.length > lines) {
    const kept = out.slice(0, lines)
    kept[lines - 1] = `${kept[lines - 1]!.slice(0, width - 1).replace(/\s+\S*$/, '')}…`
    return kept
  }
  return out
}

const FONT = `'Liberation Sans', 'DejaVu Sans', Arial, sans-serif`
const PICTURE = 300
const PICTURE_X = OG_WIDTH - 80 - PICTURE
const PICTURE_Y = 150

function svg(card: OgCard): string {
  const textWidth = card.picture ? 22 : 30
  const title = wrap(card.title, textWidth, 3)
  const line = (text: string, x: number, y: number, size: number, fill: string, weight = 400) =>
    // Drawable again: a cut word may end in half of a surrogate pair.
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(drawable(text))}</text>`
  let y = 240
  const parts = [
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#1c1917"/>`,
    `<rect width="16" height="${OG_HEIGHT}" fill="#f59e0b"/>`,
    line('Navalha', 80, 110, 44, '#f59e0b', 700),
    `<rect x="290" y="76" rx="22" width="${card.kind.length * 17 + 48}" height="46" fill="#44403c"/>`,
    line(card.kind, 314, 110, 28, '#fafaf9', 700),
  ]
  for (const text of title) {
    parts.push(line(text, 80, y, 64, '#fafaf9', 700))
    y += 76
  }
  y += 14
  // One line each; a text with nothing drawable (blank, or only what drawable() leaves out) takes no line.
  const highlight = card.highlight && wrap(card.highlight, textWidth + 8, 1)[0]
  if (highlight) {
    parts.push(line(highlight, 80, y, 42, '#fbbf24', 700))
    y += 58
  }
  const place = card.place && wrap(card.place, textWidth + 10, 1)[0]
  if (place) {
    parts.push(line(place, 80, y, 34, '#d6d3d1'))
    y += 48
  }
  const byline = card.byline && wrap(card.byline, textWidth + 10, 1)[0]
  if (byline) parts.push(line(byline, 80, y, 30, '#a8a29e'))
  if (card.picture) {
    const r = card.picture.round ? PICTURE / 2 : 36
    parts.push(`<rect x="${PICTURE_X - 8}" y="${PICTURE_Y - 8}" rx="${r + 8}" width="${PICTURE + 16}" height="${PICTURE + 16}" fill="#f59e0b"/>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">${parts.join('')}</svg>`
}

/** The PNG, under 300 KB: a photo that makes it heavier is drawn again with a 256-colour palette. */
export async function renderOgImage(sharp: SharpDependency, card: OgCard): Promise<Buffer> {
  const layers: { input: Buffer; left: number; top: number }[] = []
  if (card.picture) {
    const r = card.picture.round ? PICTURE / 2 : 28
    const mask = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE}" height="${PICTURE}"><rect width="${PICTURE}" height="${PICTURE}" rx="${r}" fill="#fff"/></svg>`,
    )
    const picture = await sharp(card.picture.data)
      .rotate()
      .resize(PICTURE, PICTURE, { fit: 'cover' })
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer()
    layers.push({ input: picture, left: PICTURE_X, top: PICTURE_Y })
  }
  const base = sharp(Buffer.from(svg(card))).composite(layers)
  const full = await base.clone().png({ compressionLevel: 9 }).toBuffer()
  if (full.length < 300 * 1024) return full
  return base.clone().png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer()
}
