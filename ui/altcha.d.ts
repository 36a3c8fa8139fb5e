/// <reference types="altcha/types/react" />
/** The widget's Brazilian Portuguese strings: a side-effect import whose package names no types for it. */
declare module 'altcha/i18n/pt-br'
