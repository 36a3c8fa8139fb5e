import { withNext } from '#domain/signInPages'

/** A job's page that opens its apply form on arrival (JobDetailPage's BarberActions reads ?candidatar=1). */
export const applyFormPath = (jobId: number) => `/vagas/${jobId}?candidatar=1`

/**
 * A visitor's Candidatar-se and Salvar Vaga (decision 0064): sign in, or sign up a tab away on the
 * same page, and come back to the same job, its apply form open for Candidatar-se. `next` is a path
 * of this site only (domain/session.ts `safeNext` follows nothing else).
 */
export const signInToApply = (jobId: number) => withNext('/login', applyFormPath(jobId))
export const signUpToApply = (jobId: number) => withNext('/cadastro?tipo=barbeiro', applyFormPath(jobId))
export const signInToSave = (jobId: number) => withNext('/login', `/vagas/${jobId}`)
