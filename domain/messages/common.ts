/** The common texts of the product specification, verbatim; one file per area, so a screen loads only its own (issue 29). */

export const PRODUCT_NAME = 'Navalha'

export const genericMessages = {
  notFound: 'Recurso não encontrado.',
  invalidRequest: 'Requisição inválida. Verifique os dados enviados.',
  bodyTooLarge: 'Os dados enviados são grandes demais.',
  internal: 'Erro interno. Tente novamente em instantes.',
  tooManyRequests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  unavailable: 'Serviço temporariamente indisponível.',
  required: 'Campo obrigatório.',
  valueTaken: 'Este valor já está em uso.',
  notSignedIn: 'Nenhuma sessão ativa.',
  relatedMissing: 'O item relacionado não existe ou foi removido.',
  invalidFields: 'Alguns campos estão inválidos. Verifique os dados enviados.',
  pageSizeInvalid: (max: number) => `Peça entre 1 e ${max} itens por página.`,
  pageInvalid: 'Página inválida.',
  filterInvalid: 'Filtro inválido.',
  searchInvalid: 'Busca inválida.',
  paginationRequired: 'A listagem é sempre paginada: use page e limit.',
  fieldNotQueryable: (field: string) => `Não é possível filtrar ou ordenar pelo campo ${field}.`,
  filterOperatorInvalid: (operator: string, field: string) => `O filtro ${operator} não se aplica ao campo ${field}.`,
  filterValueInvalid: (field: string) => `Valor inválido no filtro do campo ${field}.`,
  nulCharacter: 'Os dados enviados contêm um caractere nulo, que não é aceito.',
  loneSurrogate: 'Os dados enviados contêm um caractere Unicode incompleto, que não é aceito.',
  tooDeeplyNested: 'Os dados enviados têm níveis demais de aninhamento.',
  jsonRequired: 'Envie os dados em JSON (Content-Type: application/json).',
  documentRequired: 'Envie os dados do registro no corpo da requisição, em JSON.',
  filesOnlyToMedia: 'Envie os dados em JSON; arquivos só pelo envio de mídia.',
  methodOverrideRefused: 'Use o método HTTP da própria requisição: cabeçalhos que o substituem não são aceitos.',
  bulkWriteRefused: 'Alterações e exclusões em lote não são aceitas: altere um registro por vez.',
} as const

/**
 * What a form field or request value is told when its schema words nothing itself: zod's own
 * messages are English ('Invalid input: expected string, received undefined'). domain/validation.ts.
 */
export const validationMessages = {
  required: genericMessages.required,
  text: 'Envie um texto.',
  number: 'Informe um número.',
  wholeNumber: 'Informe um número inteiro.',
  yesOrNo: 'Informe sim ou não.',
  list: 'Envie uma lista.',
  date: 'Informe uma data válida.',
  invalid: 'Valor inválido.',
  option: 'Escolha uma das opções.',
  email: 'Email inválido. Por favor, verifique o endereço.',
  url: 'Endereço inválido. Use um link começando com http:// ou https://.',
  format: 'Formato inválido.',
  minCharacters: (minimum: number) => `Use pelo menos ${count(minimum, 'caractere', 'caracteres')}.`,
  maxCharacters: (maximum: number) => `Use no máximo ${count(maximum, 'caractere', 'caracteres')}.`,
  minItems: (minimum: number) => `Escolha pelo menos ${count(minimum, 'item', 'itens')}.`,
  maxItems: (maximum: number) => `Escolha no máximo ${count(maximum, 'item', 'itens')}.`,
  atLeast: (minimum: number) => `Informe um valor a partir de ${decimal.format(minimum)}.`,
  above: (minimum: number) => `Informe um valor maior que ${decimal.format(minimum)}.`,
  atMost: (maximum: number) => `Informe um valor até ${decimal.format(maximum)}.`,
  below: (maximum: number) => `Informe um valor menor que ${decimal.format(maximum)}.`,
  unknownFields: (fields: string[]) => `Campos não reconhecidos: ${fields.join(', ')}.`,
} as const

/**
 * What the server says for what libraries would answer in English on their own: Socket.IO's
 * engine and namespaces (server/chat/wireErrors.ts), and request bodies it cannot read
 * (server/http/errors.ts, server/http/requestInput.ts).
 */
export const wireMessages = {
  chatTransportUnknown: 'O chat se conecta só por WebSocket. Recarregue a página.',
  chatSessionUnknown: 'A conexão do chat expirou. Recarregue a página.',
  chatConnectionInvalid: 'Conexão do chat inválida. Recarregue a página.',
  chatConnectionRefused: 'Conexão do chat recusada.',
  chatProtocolOutdated: 'Versão do chat desatualizada. Recarregue a página.',
  chatNamespaceUnknown: 'Canal do chat inexistente.',
  corruptCompressedBody: 'Os dados comprimidos enviados estão corrompidos.',
  compressionNotAccepted: 'Compressão não aceita: envie os dados sem compressão, ou com gzip, deflate ou br.',
  charsetNotAccepted: 'Envie os dados em UTF-8 (charset=utf-8).',
  bodyUnreadable: 'Não foi possível ler os dados enviados. Tente novamente.',
  methodNotAllowed: 'Método HTTP não aceito.',
  addressUnreadable: 'Endereço inválido: ele tem uma sequência com % que não forma um caractere.',
} as const

/** The proof of work asked of an address past its caps (server/http/proofOfWork.ts). */
export const proofOfWorkMessages = {
  required:
    'Muitas tentativas a partir da sua rede. Para continuar, confirme que você não é um robô: o navegador resolve um desafio rápido, em cerca de um segundo.',
  refused: 'Não foi possível confirmar o desafio (ele expirou ou já foi usado). Resolva um novo para continuar.',
} as const

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 })

/** "1 item", "5 itens", "1.000 caracteres". */
const count = (amount: number, one: string, many: string) => `${decimal.format(amount)} ${amount === 1 ? one : many}`

/** "3 minutos", "1 minuto", "90 segundos": the video length limit as people say it. */
function durationText(seconds: number): string {
  if (seconds % 60 !== 0) return `${seconds} segundos`
  const minutes = seconds / 60
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`
}

/** Editors' rich text (domain/richText.ts). */
export const richTextMessages = {
  linkRefused: 'Links devem começar com https://, mailto:, tel: ou com uma única barra (/), para uma página deste site.',
} as const

/** Uploads are judged by their bytes; these say what went wrong and what to send instead. */
export const mediaMessages = {
  imageType: 'Envie uma imagem JPG, PNG ou WebP.',
  videoType: 'Envie um vídeo MP4, WebM ou MOV.',
  imageTooLarge: (megabytes: number) => `A imagem passa do limite de ${decimal.format(megabytes)} MB.`,
  videoTooLarge: (megabytes: number) => `O vídeo passa do limite de ${decimal.format(megabytes)} MB.`,
  videoTooLong: (seconds: number) => `O vídeo passa do limite de ${durationText(seconds)}.`,
  /** A request refused by its declared size, before its file is read: which kind it is, nobody knows yet. */
  fileTooLarge: (megabytes: number) => `O arquivo passa do limite de ${decimal.format(megabytes)} MB.`,
  /** The video field's hint. */
  videoLimits: (megabytes: number, seconds: number) => `Até ${decimal.format(megabytes)} MB e ${durationText(seconds)}.`,
  imageTooManyPixels: (megapixels: number) => `A imagem passa do limite de ${decimal.format(megapixels)} megapixels.`,
  /** The bytes start like an image (file-type says so) but its header or pixels cannot be read. */
  imageUnreadable: 'Não foi possível ler esta imagem: o arquivo parece corrompido. Envie outra imagem JPG, PNG ou WebP.',
  folderInvalid: 'Escolha a pasta do arquivo: fotos, vídeos, logos ou fotos da barbearia.',
  replaceNotAllowed: 'Não é possível trocar o arquivo de um envio. Envie um arquivo novo.',
  videoUnreadable: 'Não foi possível ler este vídeo: o arquivo parece corrompido. Envie outro vídeo MP4, WebM ou MOV.',
  /** No file in the request: only a file sent in the form's `file` field is taken, never a link or a reference. */
  fileMissing: 'Nenhum arquivo foi carregado.',
  /** The server names every file; a `filename` that climbs out of its folder is refused rather than ignored. */
  filenameInvalid: 'Nome de arquivo inválido.',
  malformedUpload: 'O envio chegou incompleto ou malformado. Tente enviar o arquivo de novo.',
  tooManyParts: 'O envio tem partes demais. Envie um arquivo por vez.',
  /** Profile files sent and never saved (decision 0058) are bounded per account. */
  tooManyUnsaved: (count: number) =>
    `Você enviou ${count} arquivos que ainda não estão em nenhum perfil. Salve o perfil com os que escolheu; os que não forem salvos são apagados um dia depois do envio, e então você poderá enviar outros.`,
  uploadStalled: (seconds: number) => `O envio ficou parado por mais de ${durationText(seconds)} e foi cancelado. Tente de novo.`,
} as const
