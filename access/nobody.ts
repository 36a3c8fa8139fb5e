/** Only trusted server code (overrideAccess) may do this. */
export const nobody = () => false
