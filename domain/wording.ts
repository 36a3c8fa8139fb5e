/**
 * Portugal's wording of a table of messages (issue 39, decision 0057): the same keys, each text free
 * to differ from Brazil's literal one. A screen picks one table or the other by the reader's
 * country (web/ui/wording.tsx); a function or a nested table keeps its shape.
 */
export type Reworded<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? readonly string[]
      : T[K] extends (...args: infer A) => string
        ? (...args: A) => string
        : T[K] extends Record<string, string>
          ? { readonly [J in keyof T[K]]: string }
          : T[K]
}
