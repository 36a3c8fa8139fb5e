// oxlint-disable-next-line no-restricted-imports -- the one place that wraps React's lazy for the rest of web/
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

type Load = () => Promise<unknown>

/** The lazy components whose code has not been loaded yet, for the server to load before it renders. */
const unloaded = new Set<Load>()

/**
 * A thenable that calls back at once. React's lazy reads such a thenable synchronously, so a
 * component whose code is already here renders in the same pass instead of suspending
 * (react.dev/reference/react/lazy: `load` may return a Promise or any other thenable).
 */
const settled = <T>(value: T) => ({ then: (onFulfilled: (value: T) => void) => onFulfilled(value) }) as unknown as Promise<T>

/**
 * React.lazy for a component split into its own chunk, which the server can load ahead
 * (loadLazyComponents): renderToString cannot wait for code, and a boundary whose code had not
 * arrived was sent as a client-rendered fallback on the first server render after boot only, so
 * the same page came out in two shapes (CI's lean-reads test caught it).
 */
// `any` as in React.lazy's own signature: a component of any props.
export function lazyComponent<T extends ComponentType<any>>(load: () => Promise<T>): LazyExoticComponent<T> {
  let loaded: { default: T } | undefined
  let loading: Promise<{ default: T }> | undefined
  const loadCode = () =>
    (loading ??= load().then(
      (component) => {
        loaded = { default: component }
        unloaded.delete(loadCode)
        return loaded
      },
      (error: unknown) => {
        // A chunk that failed to arrive (a deploy, a dropped connection) may be asked for again.
        loading = undefined
        throw error
      },
    ))
  unloaded.add(loadCode)
  return lazy(() => (loaded ? settled(loaded) : loadCode()))
}

/**
 * Loads the code of every lazy component declared so far (those of a route's module are declared
 * when the router loads it). Null when there is nothing left to load, so a warm server's render
 * does not wait a turn.
 */
export function loadLazyComponents(): Promise<void> | null {
  if (unloaded.size === 0) return null
  return Promise.all([...unloaded].map((loadCode) => loadCode())).then(() => undefined)
}
