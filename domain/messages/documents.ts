/** The documents texts of the product specification, verbatim; one file per area, so a screen loads only its own (issue 29). */

import type { DocumentKind } from '../documents'

export const documentMessages = {
  cpf: {
    required: 'CPF é obrigatório.',
    invalid: 'CPF inválido. Verifique e tente novamente.',
    taken: 'Este CPF já possui uma conta cadastrada.',
  },
  cnpj: {
    required: 'CNPJ é obrigatório.',
    invalid: 'CNPJ inválido. Verifique e tente novamente.',
    taken: 'Este CNPJ já possui uma conta cadastrada.',
  },
  /** Portugal (issue 16), in the spec's pattern for CPF and CNPJ. */
  nif: {
    required: 'NIF é obrigatório.',
    invalid: 'NIF inválido. Verifique e tente novamente.',
    taken: 'Este NIF já possui uma conta cadastrada.',
  },
  nipc: {
    required: 'NIPC é obrigatório.',
    invalid: 'NIPC inválido. Verifique e tente novamente.',
    taken: 'Este NIPC já possui uma conta cadastrada.',
  },
} as const satisfies Record<DocumentKind, { required: string; invalid: string; taken: string }>

/** A document of the other country's kind: the profile's country decides which one it gives. */
export const documentCountryMessages = {
  cpf: 'O CPF é pedido só para contas no Brasil. Em Portugal, informe o NIF.',
  cnpj: 'O CNPJ é pedido só para contas no Brasil. Em Portugal, informe o NIPC.',
  nif: 'O NIF é pedido só para contas em Portugal. No Brasil, informe o CPF.',
  nipc: 'O NIPC é pedido só para contas em Portugal. No Brasil, informe o CNPJ.',
} as const satisfies Record<DocumentKind, string>
