import { invalidFields } from '#domain/errors'
import { type CollectionBeforeOperationHook, type CollectionConfig, type Field, type GlobalBeforeOperationHook, type GlobalConfig } from 'payload'
import { genericMessages, validationMessages } from '#domain/messages/common'

/**
 * Every value a write carries is checked for its JSON type against the field it fills, before
 * anything reads it (decision 0032). Payload and our field hooks coerced what they were given:
 * `{"phone": true}` was stored as "true", `{"nipc": 0}` as "0", an object in `salary` as
 * "[object Object]", nested lists in `specialties` as text, and the profile could then never be
 * saved again. A `beforeOperation` hook on every collection and global runs before Payload's own
 * sanitising, field hooks and access checks, on every path into the operation (REST, uploads'
 * `_payload`, the console facade, the Local API): a wrong type is a 400 naming the field.
 *
 * What the Local API passes legitimately is accepted too: a populated relationship (an object with
 * its `id`) and a `Date` for a date. `null` is left to each field's own rules (it clears a value).
 */

type Problem = { path: string; message: string }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

const isIdValue = (value: unknown) => (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'string'

const isRelationshipValue = (value: unknown, polymorphic: boolean) =>
  polymorphic
    ? isRecord(value) && typeof value.relationTo === 'string' && (isIdValue(value.value) || (isRecord(value.value) && isIdValue(value.value.id)))
    : isIdValue(value) || (isRecord(value) && isIdValue(value.id))

/** One named field's value (not null, not undefined): the problems it has, appended to `problems`. */
function checkValue(field: Field & { name: string }, value: unknown, path: string, problems: Problem[]) {
  const wrong = (message: string) => void problems.push({ path, message })
  const hasMany = 'hasMany' in field && field.hasMany === true
  const each = (ok: (item: unknown) => boolean, message: string) => {
    if (!Array.isArray(value)) return wrong(validationMessages.list)
    value.forEach((item, index) => {
      if (!ok(item)) problems.push({ path: `${path}.${index}`, message })
    })
  }
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      if (hasMany) return each((item) => typeof item === 'string', validationMessages.text)
      if (typeof value !== 'string') wrong(validationMessages.text)
      return
    case 'select':
    case 'radio':
      if (hasMany) return each((item) => typeof item === 'string', validationMessages.option)
      if (typeof value !== 'string') wrong(validationMessages.option)
      return
    case 'number':
      if (hasMany) return each((item) => typeof item === 'number' && Number.isFinite(item), validationMessages.number)
      if (typeof value !== 'number' || !Number.isFinite(value)) wrong(validationMessages.number)
      return
    case 'checkbox':
      if (typeof value !== 'boolean') wrong(validationMessages.yesOrNo)
      return
    case 'date':
      if (typeof value !== 'string' && !(value instanceof Date)) wrong(validationMessages.date)
      return
    case 'relationship':
    case 'upload': {
      const polymorphic = Array.isArray(field.relationTo)
      if (hasMany) return each((item) => isRelationshipValue(item, polymorphic), genericMessages.relatedMissing)
      if (!isRelationshipValue(value, polymorphic)) wrong(genericMessages.relatedMissing)
      return
    }
    case 'point':
      if (!Array.isArray(value) || value.length !== 2 || !value.every((item) => typeof item === 'number' && Number.isFinite(item)))
        wrong(validationMessages.invalid)
      return
    case 'richText':
      if (!isRecord(value)) wrong(validationMessages.invalid)
      return
    case 'group':
      if (!isRecord(value)) return wrong(validationMessages.invalid)
      return void collectProblems(field.fields, value, `${path}.`, problems)
    case 'array':
      if (!Array.isArray(value)) return wrong(validationMessages.list)
      value.forEach((row, index) => {
        if (!isRecord(row)) problems.push({ path: `${path}.${index}`, message: validationMessages.invalid })
        else collectProblems(field.fields, row, `${path}.${index}.`, problems)
      })
      return
    case 'blocks':
      if (!Array.isArray(value)) return wrong(validationMessages.list)
      value.forEach((row, index) => {
        if (!isRecord(row) || typeof row.blockType !== 'string') return void problems.push({ path: `${path}.${index}`, message: validationMessages.invalid })
        const block = field.blocks.find((candidate) => candidate.slug === row.blockType)
        if (block) collectProblems(block.fields, row, `${path}.${index}.`, problems)
      })
      return
    default:
      // json takes any value; join and ui fields hold no data of their own.
      return
  }
}

function collectProblems(fields: Field[], data: Record<string, unknown>, prefix: string, problems: Problem[]) {
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if (!('name' in tab) || !tab.name) collectProblems(tab.fields, data, prefix, problems)
        else if (data[tab.name] !== undefined && data[tab.name] !== null) {
          if (isRecord(data[tab.name])) collectProblems(tab.fields, data[tab.name] as Record<string, unknown>, `${prefix}${tab.name}.`, problems)
          else problems.push({ path: `${prefix}${tab.name}`, message: validationMessages.invalid })
        }
      }
    } else if (!('name' in field) || !field.name) {
      if ('fields' in field) collectProblems(field.fields, data, prefix, problems)
    } else if (data[field.name] !== undefined && data[field.name] !== null) {
      checkValue(field as Field & { name: string }, data[field.name], `${prefix}${field.name}`, problems)
    }
  }
}

/** The problems of a write's data against `fields`; an auth collection's password is text too. */
function wrongTypes(fields: Field[], data: unknown, { auth = false } = {}): Problem[] {
  if (!isRecord(data)) return data === undefined ? [] : [{ path: '', message: genericMessages.invalidRequest }]
  const problems: Problem[] = []
  collectProblems(fields, data, '', problems)
  if (auth && data.password !== undefined && typeof data.password !== 'string') problems.push({ path: 'password', message: validationMessages.text })
  return problems
}

const WRITES = new Set(['create', 'update', 'login', 'forgotPassword', 'resetPassword'])

const refuseInCollection: CollectionBeforeOperationHook = ({ args, collection, operation }) => {
  if (!WRITES.has(operation)) return args
  const problems = wrongTypes(collection.fields, (args as { data?: unknown }).data, { auth: Boolean(collection.auth) })
  if (problems.length) throw invalidFields(problems)
  return args
}

const refuseInGlobal: GlobalBeforeOperationHook = ({ args, global, operation }) => {
  if (operation !== 'update') return args
  const problems = wrongTypes(global.fields, (args as { data?: unknown }).data)
  if (problems.length) throw invalidFields(problems)
  return args
}

/** The collection with the type check first among its beforeOperation hooks. */
export const withTypeCheckedWrites = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [refuseInCollection, ...(collection.hooks?.beforeOperation ?? [])] },
})

/** The global with the type check first among its beforeOperation hooks. */
export const withTypeCheckedGlobalWrites = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  hooks: { ...global.hooks, beforeOperation: [refuseInGlobal, ...(global.hooks?.beforeOperation ?? [])] },
})
