/** Public: visitors included. */
export const anyone = () => true
