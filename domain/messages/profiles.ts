/** The profiles texts of the product specification, verbatim; one file per area, so a screen loads only its own (issue 29). */

import type { DocumentLabel } from '../documents'
import type { Country } from '../locations'

export const profileMessages = {
  saved: 'Perfil completado!',
  saveFailed: 'Erro ao criar perfil',
  notProvided: 'Não informado',
  completeProfile: 'Complete seu Perfil',
  alreadyExists: 'Você já possui um perfil cadastrado.',
  loadFailed: 'Erro ao carregar dados',
  ageRange: 'A idade deve estar entre 18 e 100 anos.',
  experienceRange: 'A experiência deve estar entre 0 e 50 anos.',
  stateInvalid: 'Informe a sigla do estado com 2 letras.',
  videoRequired: 'O vídeo de apresentação é obrigatório.',
  phoneInvalid: 'Telefone inválido. Use DDD e número, por exemplo (11) 98765-4321.',
  urlInvalid: 'Endereço inválido. Use um link começando com http:// ou https://.',
  instagramInvalid: 'Instagram inválido. Use apenas letras, números, ponto e sublinhado.',
  /** Under the contact fields of the profile forms: who sees them, and when (decision 0030). */
  instagramAfterHireBarber: 'Seu Instagram aparece para barbearias depois da contratação',
  instagramAfterHireShop: 'Seu Instagram aparece para barbeiros depois da contratação',
  websiteAfterHireShop: 'Seu site aparece para barbeiros depois da contratação',
  /** Under a document the account already has: it identifies the account, so support changes it. */
  documentLocked: (label: DocumentLabel) => `Para alterar o ${label}, fale com o suporte. Não aparece no perfil público.`,
  notFound: 'Perfil não encontrado.',
  onlyBarberProfile: 'Apenas barbeiros têm um perfil de barbeiro.',
  onlyProfileTypes: 'Apenas barbeiros e barbearias têm perfil.',
  onlyPanelTypes: 'Este painel é para barbeiros e barbearias.',
} as const

/** A phone that is not one, told with an example of the account's country. */
export const phoneInvalidMessages: Record<Country, string> = {
  BR: profileMessages.phoneInvalid,
  PT: 'Telefone inválido. Use os 9 dígitos do número, por exemplo 912 345 678, ou o código do país antes.',
}

/** A place that is not one (see placeError in domain/locations.ts), in each country's words. */
export const placeMessages: Record<Country, { state: string; city: string }> = {
  BR: { state: profileMessages.stateInvalid, city: 'Informe a cidade.' },
  PT: { state: 'Escolha um distrito de Portugal, os Açores ou a Madeira.', city: 'Escolha um concelho do distrito.' },
}

/** A level of a place left empty, in each country's words (domain/locations.ts `placeLabels`). */
export const placeRequiredMessages: Record<Country, { state: string; city: string; district: string }> = {
  BR: { state: 'Informe o estado.', city: 'Informe a cidade.', district: 'Informe o bairro.' },
  PT: { state: 'Escolha o distrito.', city: 'Escolha o concelho.', district: 'Informe a freguesia.' },
}

export const profileMediaMessages = {
  notYours: 'Use um arquivo enviado por você.',
  wrongKind: 'Este arquivo não serve para este campo: envie uma imagem para fotos e logo, e um vídeo para a apresentação.',
  portfolioTooMany: (max: number) => `O portfólio pode ter no máximo ${max} fotos.`,
  /** A gallery given more photos than it holds (the picker, and the server for a shop's photos): how many did not go in. */
  photosOverLimit: (max: number, leftOut: number) =>
    `Limite de ${max} fotos: ${leftOut === 1 ? '1 foto não foi adicionada' : `${leftOut} fotos não foram adicionadas`}.`,
  captionTooLong: (max: number) => `A legenda pode ter no máximo ${max} caracteres.`,
} as const
