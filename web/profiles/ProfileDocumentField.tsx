import type { UseFormRegisterReturn } from 'react-hook-form'
import { documentRules, maskDocument, type DocumentKind, type DocumentLabel } from '#domain/documents'
import { profileMessages } from '#domain/messages/profiles'
import { masked, TextField } from '../ui/Field'

/**
 * The profile's document: the one it holds, shown and locked (only support changes it); or, for
 * an account an admin made without one, the document of the chosen country, typed through its mask.
 */
export function ProfileDocumentField({
  held,
  kind,
  field,
  error,
}: {
  held: { kind: DocumentKind; value: string } | null
  /** The kind asked for when none is held: the chosen country's (documentKindFor). */
  kind: DocumentKind
  field: UseFormRegisterReturn
  error?: string
}) {
  if (held) return <LockedDocumentField label={documentRules[held.kind].label} value={maskDocument(held.kind, held.value)} />
  const rule = documentRules[kind]
  return (
    <TextField
      label={rule.label}
      placeholder={rule.placeholder}
      inputMode={rule.inputMode}
      maxLength={rule.maskLength}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      required
      hint={kind === 'cnpj' ? 'Aceita também o CNPJ alfanumérico, com letras. Não aparece na página pública.' : 'Não aparece no seu perfil público.'}
      error={error}
      {...masked(field, (value) => maskDocument(kind, value))}
    />
  )
}

/** The CPF, CNPJ, NIF or NIPC the account already has: shown, not editable (the server keeps it too). */
function LockedDocumentField({ label, value }: { label: DocumentLabel; value: string }) {
  return <TextField label={label} value={value} readOnly hint={profileMessages.documentLocked(label)} className="bg-stone-100 text-stone-700" />
}
