import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
/**
 * The breadcrumb bar of spec 2.2: a `nav` landmark holding an ordered list;
 * trails longer than 8 items collapse to the first and the last with a
 * "Show path" button between them.
 *
 * @module
 */
import { Fragment, useEffect, useRef, useState } from "react";
import { visibleEntries } from "./collapse.js";
/** The breadcrumb bar. */
export function Breadcrumbs(props) {
    const { items, separator = "/", expandText = "Show path" } = props;
    const [expanded, setExpanded] = useState(false);
    const [focusIndex, setFocusIndex] = useState(undefined);
    const listRef = useRef(null);
    const entries = expanded ? items.map((_, i) => i) : visibleEntries(items.length, props);
    const currentIndex = items.findIndex((item) => item.current === true);
    const current = currentIndex === -1 ? items.length - 1 : currentIndex;
    useEffect(() => {
        if (focusIndex === undefined)
            return;
        const target = listRef.current?.querySelector(`[data-crumb-index="${focusIndex}"]`);
        target?.focus();
        setFocusIndex(undefined);
    }, [focusIndex]);
    // The trail collapsed again when its items change.
    useEffect(() => setExpanded(false), [items.length]);
    const expand = () => {
        const firstHidden = entries.indexOf("expander");
        setExpanded(true);
        // The first revealed item is the one that followed the visible head.
        setFocusIndex(firstHidden === -1 ? undefined : (entries[firstHidden - 1] ?? -1) + 1);
    };
    return (_jsxs("nav", { "aria-label": props["aria-label"] ?? "Breadcrumb", className: props.className, "data-breadcrumbs": "", children: [_jsx("ol", { ref: listRef, style: { display: "inline-flex", flexWrap: "wrap", listStyle: "none", margin: 0, padding: 0, gap: "0.5em" }, children: entries.map((entry, position) => (_jsxs(Fragment, { children: [position > 0 && _jsx("li", { "aria-hidden": "true", "data-separator": "", children: separator }), entry === "expander"
                            ? (_jsx("li", { children: _jsx("button", { type: "button", "aria-label": expandText, onClick: expand, children: props.expandIcon ?? "…" }) }))
                            : _jsx("li", { children: crumb(items[entry], entry, entry === current) })] }, entry === "expander" ? "expander" : items[entry].key ?? entry))) }), props.icon !== undefined && _jsx("span", { "data-breadcrumbs-icon": "", children: props.icon })] }));
}
const crumb = (item, index, isCurrent) => item.href !== undefined
    ? (_jsx("a", { href: item.href, "aria-current": isCurrent ? "page" : undefined, "data-crumb-index": index, onClick: item.onClick, children: item.label }))
    : (_jsx("span", { "aria-current": isCurrent ? "page" : undefined, "data-crumb-index": index, tabIndex: -1, children: item.label }));
