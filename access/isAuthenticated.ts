import type { PayloadRequest } from 'payload'
import { requestUser } from '#utilities/requestUser'

export const isAuthenticated = ({ req }: { req: PayloadRequest }): boolean => requestUser(req) !== null
