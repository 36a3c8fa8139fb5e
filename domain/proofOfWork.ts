/**
 * The proof of work asked of an address past its cap of logins, sign-ups or reset requests
 * (server/http/proofOfWork.ts, decision 0032): where the browser gets a challenge, the header its
 * solution travels in, and the code of the answer that asks for one.
 */
export const PROOF_OF_WORK_CHALLENGE_PATH = '/api/auth/challenge'
export const PROOF_OF_WORK_HEADER = 'x-altcha'
export const PROOF_OF_WORK_REQUIRED = 'PROOF_OF_WORK_REQUIRED'
