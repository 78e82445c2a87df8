/**
 * The breadcrumb collapse rule (the specification's breadcrumb rules), as pure functions.
 *
 * @module
 */

/**
 * Collapse settings; the defaults are the spec's: more than 8 items collapse to the first 1 and the last 1.
 *
 * @since 0.1.0
 * @category models
 */
export interface CollapseOptions {
  /** Trails longer than this collapse; 8 by default, `Infinity` never collapses. */
  readonly maxItems?: number | undefined
  /** Items kept before the expander; 1 by default. */
  readonly itemsBeforeCollapse?: number | undefined
  /** Items kept after the expander; 1 by default. */
  readonly itemsAfterCollapse?: number | undefined
}

/**
 * What to render: item indexes, with `"expander"` where hidden items are.
 *
 * @since 0.1.0
 * @category models
 */
export type VisibleEntry = number | "expander"

const isCount = (n: number) => Number.isInteger(n) && n >= 0
// `Infinity` is a meaningful maxItems ("never collapse"), unlike a fractional or negative one.
const isMax = (n: number) => n === Infinity || isCount(n)

/**
 * The entries to show for `count` items. A trail of at most `maxItems` items,
 * or settings that make no sense (negative or fractional counts, or more items
 * kept than there are), show everything. `keep`, an item index (the current
 * page), is never hidden: when it falls in the collapsed range it is shown
 * between two expanders (first, …, current, …, last).
 *
 * @since 0.1.0
 * @category helpers
 */
export const visibleEntries = (
  count: number,
  options: CollapseOptions = {},
  keep?: number
): ReadonlyArray<VisibleEntry> => {
  const maxItems = options.maxItems ?? 8
  const before = options.itemsBeforeCollapse ?? 1
  const after = options.itemsAfterCollapse ?? 1
  const all = Array.from({ length: Math.max(0, count) }, (_, i) => i)
  if (count <= maxItems || !isMax(maxItems) || !isCount(before) || !isCount(after) || before + after >= count) {
    return all
  }
  const head = all.slice(0, before)
  const tail = all.slice(count - after)
  const end = count - after
  if (keep === undefined || !Number.isInteger(keep) || keep < before || keep >= end) {
    return [...head, "expander", ...tail]
  }
  return [
    ...head,
    ...(keep > before ? ["expander" as const] : []),
    keep,
    ...(keep < end - 1 ? ["expander" as const] : []),
    ...tail
  ]
}

/**
 * Why collapse settings are invalid, or `undefined` when they are fine.
 * Invalid counts show the whole trail; keeping `maxItems` or more items around
 * the expander shows more than `maxItems` entries, which defeats the limit.
 *
 * @since 0.1.0
 * @category helpers
 */
export const collapseProblem = (options: CollapseOptions): string | undefined => {
  const { maxItems, itemsBeforeCollapse: before, itemsAfterCollapse: after } = options
  const bad = [
    maxItems !== undefined && !isMax(maxItems) ? `maxItems={${maxItems}}` : undefined,
    before !== undefined && !isCount(before) ? `itemsBeforeCollapse={${before}}` : undefined,
    after !== undefined && !isCount(after) ? `itemsAfterCollapse={${after}}` : undefined
  ].filter((s) => s !== undefined)
  if (bad.length > 0) {
    return `${bad.join(", ")}: counts must be whole numbers of 0 or more, so the trail is shown uncollapsed.`
  }
  const max = maxItems ?? 8
  const kept = (before ?? 1) + (after ?? 1)
  if (kept >= max) {
    return `itemsBeforeCollapse={${before ?? 1}} + itemsAfterCollapse={${after ?? 1}} >= maxItems={${max}}: ` +
      `a collapsed trail would show more entries than maxItems; keep fewer items around the expander.`
  }
  return undefined
}
