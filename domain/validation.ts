import { z } from 'zod'
import { validationMessages as messages } from './messages/common'

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0]

const bound = (value: number | bigint) => Number(value)

function typeMessage(issue: Issue & { code: 'invalid_type' }): string {
  if (issue.input === undefined || issue.input === null) return messages.required
  switch (issue.expected) {
    case 'string':
      return messages.text
    case 'number':
    case 'nan':
    case 'bigint':
      return messages.number
    case 'int':
      return messages.wholeNumber
    case 'boolean':
      return messages.yesOrNo
    case 'array':
    case 'set':
    case 'tuple':
      return messages.list
    case 'date':
      return messages.date
    default:
      return messages.invalid
  }
}

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const small = issue.code === 'too_small'
  const limit = bound(small ? issue.minimum : issue.maximum)
  switch (issue.origin) {
    case 'string':
      return small ? (limit <= 1 ? messages.required : messages.minCharacters(limit)) : messages.maxCharacters(limit)
    case 'array':
    case 'set':
      return small ? messages.minItems(limit) : messages.maxItems(limit)
    default:
      if (small) return issue.inclusive ? messages.atLeast(limit) : messages.above(limit)
      return issue.inclusive ? messages.atMost(limit) : messages.below(limit)
  }
}

/** The Portuguese for any issue a schema does not word itself. */
function portugueseIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue)
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue)
    case 'invalid_format':
      return issue.format === 'email' ? messages.email : issue.format === 'url' ? messages.url : messages.format
    case 'invalid_value':
      return messages.option
    case 'unrecognized_keys':
      return messages.unknownFields(issue.keys)
    default:
      return messages.invalid
  }
}

/**
 * zod for every schema in domain/ (import `z` from here, not from 'zod'): its own messages are
 * English ('Invalid input: expected string, received undefined') and would reach the forms and
 * the server's answers wherever a schema leaves an issue unworded. Configured once, globally,
 * when the first schema module loads, in the browser and on the server alike; a message a schema
 * gives itself still wins.
 * In the browser zod never compiles parsers with `new Function`: the content security policy
 * forbids it, and zod's probe for it was reported as a violation on every page (Lighthouse's
 * best practices, issue 29); without eval zod parses the same way it did after the probe failed.
 * The server has no such policy and keeps the faster compiled parsers.
 */
z.config({ customError: portugueseIssue, jitless: typeof window !== 'undefined' })

export { z }
