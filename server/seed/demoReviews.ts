import type { Payload, PayloadRequest } from 'payload'
import type { Application } from '../../payload-types'

const relation = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number))

/** What each side says after a hire; the shop's words about the barber, then the barber's about the shop. */
const words: [number, string, number, string][] = [
  [5, 'Pontual, caprichoso no degradê e ótimo com os clientes.', 5, 'Equipe acolhedora e pagamento em dia.'],
  [4, 'Bom barbeiro, ainda pegando o ritmo dos sábados.', 4, 'Boa estrutura; a agenda poderia ser mais organizada.'],
  [5, 'Os clientes já pedem por ele.', 3, 'Combinado da comissão mudou depois da contratação.'],
]

/**
 * Reviews after the demo's hires (issue 13's Avaliações), both ways, written through Payload inside
 * the demo seed's transaction so the profiles' ratings are computed as for real reviews.
 */
export async function seedDemoReviews(payload: Payload, req: PayloadRequest, applications: Application[]): Promise<void> {
  const hires = applications.filter((application) => application.status === 'hired').slice(0, words.length)
  for (const [index, hire] of hires.entries()) {
    const [shopRating, shopComment, barberRating, barberComment] = words[index]!
    for (const [author, rating, comment] of [
      [relation(hire.shopUser), shopRating, shopComment],
      [relation(hire.barberUser), barberRating, barberComment],
    ] as const) {
      await payload.create({ collection: 'reviews', req, depth: 0, data: { application: hire.id, author, rating, comment } as never })
    }
  }
}
