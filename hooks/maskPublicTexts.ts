import { validations, type CollectionBeforeChangeHook, type Field, type TextareaField, type TextField } from 'payload'
import { adminOrAuthorField } from '#access/adminOrAuthorField'
import { isAdmin } from '#access/isAdmin'
import { nobody } from '#access/nobody'
import { CONTACT_POLICY_VERSION, PUBLIC_TEXT_FIELDS, type PublicTextCollection } from '#domain/contactPolicy'
import { publicValue } from '#infra/contactMasking'
import { recordTextAttempts } from './recordTextAttempts'

type Stored = string | string[] | null

/** Nothing, an empty list and a missing value are the same text. */
const comparable = (value: unknown): string => JSON.stringify(value === undefined || (Array.isArray(value) && value.length === 0) ? null : value)

type TextFieldConfig = TextField | TextareaField

/**
 * The texts of a collection that others read before a hire, stored in their public form (decision
 * 0029): on every write the text as written goes to `original.<field>` (read by its author and
 * admins only) and the field itself gets the public form of the contact policy
 * (domain/contactPolicy.ts), with `contactPolicyVersion` saying which rules made it. Every read
 * path, raw SQL included, then serves the public form without knowing about the policy.
 *
 * Writing back the public text one read (a client echoing a whole record) keeps the original:
 * only a different text replaces it. A write re-masks every text of the row from its original, so
 * a row written under the current rules is wholly current.
 */
export function maskPublicTexts(collection: PublicTextCollection) {
  const authors: Record<string, string> = PUBLIC_TEXT_FIELDS[collection]
  const names = Object.keys(authors)

  const beforeChange: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
    if (!data) return data
    const kept = (originalDoc?.original ?? {}) as Record<string, Stored | undefined>
    const original: Record<string, Stored> = {}
    for (const name of names) {
      const written = data[name] as Stored | undefined
      const stored = originalDoc?.[name] as Stored | undefined
      const unchanged = operation === 'update' && comparable(written) === comparable(stored)
      const source = (unchanged ? (kept[name] ?? stored) : written) ?? null
      original[name] = source
      data[name] = publicValue(source)
    }
    data.original = original
    data.contactPolicyVersion = CONTACT_POLICY_VERSION
    return data
  }

  /**
   * A field stored in its public form is validated as its author wrote it: hiding a short handle
   * behind the placeholder may make a text longer than its limit, and that is not the author's doing.
   */
  const validatedAsWritten = (field: TextFieldConfig): TextFieldConfig => {
    const validate = (field.validate ?? validations[field.type]) as (value: unknown, options: unknown) => ReturnType<typeof validations.text>
    return {
      ...field,
      validate: (value: unknown, options: { siblingData?: { original?: Record<string, unknown> } }) => {
        const original = options.siblingData?.original
        return validate(original && field.name in original ? original[field.name] : value, options)
      },
    } as TextFieldConfig
  }

  const originalFields = (lists: string[]): Field[] => [
    {
      name: 'original',
      label: 'Texto original',
      type: 'group',
      admin: { description: 'Como o autor escreveu; o público lê os campos acima, com os contatos ocultos. Só o autor e os administradores veem isto.' },
      access: { read: adminOrAuthorField([...new Set(Object.values(authors))]), create: nobody, update: nobody },
      fields: names.map((name): Field =>
        lists.includes(name)
          ? { name, type: 'text', hasMany: true, access: { read: adminOrAuthorField([authors[name]!]) } }
          : { name, type: 'textarea', access: { read: adminOrAuthorField([authors[name]!]) } },
      ),
    },
    {
      name: 'contactPolicyVersion',
      type: 'number',
      index: true,
      access: { read: isAdmin, create: nobody, update: nobody },
    },
  ]

  /** The collection's fields with its public texts validated as written, and the originals and version after them. */
  const fields = (collectionFields: Field[]): Field[] => {
    const missing = names.filter((name) => !collectionFields.some((field) => 'name' in field && field.name === name))
    if (missing.length) throw new Error(`${collection}: campos de texto público inexistentes: ${missing.join(', ')}`)
    const lists = collectionFields.flatMap((field) =>
      'name' in field && names.includes(field.name) && 'hasMany' in field && field.hasMany ? [field.name] : [],
    )
    return [
      ...collectionFields.map((field) =>
        'name' in field && names.includes(field.name) && (field.type === 'text' || field.type === 'textarea') ? validatedAsWritten(field) : field,
      ),
      ...originalFields(lists),
    ]
  }

  return { beforeChange, afterChange: recordTextAttempts(collection), fields }
}
