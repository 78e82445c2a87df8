/**
 * The breadcrumb collapse rule (spec 2.2), as a pure function.
 *
 * @module
 */
const isCount = (n) => Number.isInteger(n) && n >= 0;
/**
 * The entries to show for `count` items. A trail of at most `maxItems` items,
 * or settings that make no sense (negative or fractional counts, or more items
 * kept than hidden), show everything.
 */
export const visibleEntries = (count, options = {}) => {
    const maxItems = options.maxItems ?? 8;
    const before = options.itemsBeforeCollapse ?? 1;
    const after = options.itemsAfterCollapse ?? 1;
    const all = Array.from({ length: Math.max(0, count) }, (_, i) => i);
    if (count <= maxItems || !isCount(maxItems) || !isCount(before) || !isCount(after) || before + after >= count) {
        return all;
    }
    return [...all.slice(0, before), "expander", ...all.slice(count - after)];
};
