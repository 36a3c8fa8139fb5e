import type { NumberFieldSingleValidation } from 'payload'
import { genericMessages } from '#domain/messages/common'

export const validateIntegerRange =
  ({ min, max, message, required = false }: { min: number; max: number; message: string; required?: boolean }): NumberFieldSingleValidation =>
  (value) => {
    if (value === null || value === undefined) return required ? genericMessages.required : true
    return Number.isInteger(value) && value >= min && value <= max ? true : message
  }
