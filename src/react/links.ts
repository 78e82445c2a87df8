/**
 * What the two UI fragments share about their links: which hrefs they refuse, how a throwing click
 * handler is caught and reported, and when development messages are on. A module with no imports, so that
 * a page showing only breadcrumbs pulls no Effect code in through it. Internal: `react/index.ts` does not
 * export it.
 *
 * @module
 */

/** Whether development messages are on; bundlers replace the literal `process.env.NODE_ENV`, and where nothing defines it, they are off. */
export const isDevelopment = (): boolean => {
  try {
    return process.env.NODE_ENV !== "production"
  } catch {
    return false
  }
}

/** The href, or `undefined` when its scheme runs script or shows content made by the link itself (`javascript:`, `data:`, `vbscript:`). */
export const safeHref = (href: string | undefined): string | undefined => {
  if (href === undefined) return undefined
  // Read the scheme as browsers do: leading controls and spaces dropped, tabs and newlines dropped anywhere.
  let start = 0
  while (start < href.length && href.charCodeAt(start) <= 0x20) start++
  return /^(?:javascript|data|vbscript):/i.test(href.slice(start).replace(/[\t\n\r]/g, "")) ? undefined : href
}

/** Wraps a click handler so that a throw goes to `onThrow`: code after it (navigation, a router link's own handler) still runs. */
export function guardClick<Event>(
  handler: ((event: Event) => void) | undefined,
  onThrow: (defect: unknown) => void
): ((event: Event) => void) | undefined {
  return handler === undefined ? undefined : (event) => {
    try {
      handler(event)
    } catch (defect) {
      onThrow(defect)
    }
  }
}

/** Gives `error` to `onError`, or without one to `console.error` in development; a throwing `onError` is logged, not thrown. */
export function reportTo<E>(component: string, onError: ((error: E) => void) | undefined, error: E): void {
  if (onError === undefined) {
    if (isDevelopment()) console.error(`${component}: the click failed and no onError handles it:`, error)
    return
  }
  try {
    onError(error)
  } catch (thrown) {
    console.error(`${component}: a callback threw:`, thrown)
  }
}
