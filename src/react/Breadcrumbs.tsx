/**
 * The breadcrumb bar of spec 2.2: a `nav` landmark holding an ordered list;
 * trails longer than 8 items collapse to the first and the last with a
 * "Show path" button between them.
 *
 * @module
 */
import { Fragment, type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react"
import { type CollapseOptions, visibleEntries } from "./collapse.ts"

/** One crumb: a link when it has an `href`, plain text otherwise. */
export interface BreadcrumbItem {
  readonly label: ReactNode
  readonly href?: string | undefined
  /** A stable key; the index by default. */
  readonly key?: string | undefined
  /** Marks the current page; the last item by default. */
  readonly current?: boolean | undefined
  /** Called when the crumb's link is activated. */
  readonly onClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps extends CollapseOptions {
  readonly items: ReadonlyArray<BreadcrumbItem>
  /** The landmark's accessible name; "Breadcrumb" by default. */
  readonly "aria-label"?: string | undefined
  /** Drawn between crumbs and hidden from assistive technology; "/" by default. */
  readonly separator?: ReactNode
  /** The accessible label of the expander; "Show path" by default. */
  readonly expandText?: string | undefined
  /** The expander's visible content; an ellipsis by default. */
  readonly expandIcon?: ReactNode
  /** An optional icon at the right, outside the list so it is never a crumb. */
  readonly icon?: ReactNode
  readonly className?: string | undefined
}

/** The breadcrumb bar. */
export function Breadcrumbs(props: BreadcrumbsProps) {
  const { items, separator = "/", expandText = "Show path" } = props
  const [expanded, setExpanded] = useState(false)
  const [focusIndex, setFocusIndex] = useState<number | undefined>(undefined)
  const listRef = useRef<HTMLOListElement>(null)
  const entries: ReadonlyArray<number | "expander"> = expanded ? items.map((_, i) => i) : visibleEntries(items.length, props)
  const currentIndex = items.findIndex((item) => item.current === true)
  const current = currentIndex === -1 ? items.length - 1 : currentIndex

  useEffect(() => {
    if (focusIndex === undefined) return
    const target = listRef.current?.querySelector<HTMLElement>(`[data-crumb-index="${focusIndex}"]`)
    target?.focus()
    setFocusIndex(undefined)
  }, [focusIndex])

  // The trail collapsed again when its items change.
  useEffect(() => setExpanded(false), [items.length])

  const expand = () => {
    const firstHidden = entries.indexOf("expander")
    setExpanded(true)
    // The first revealed item is the one that followed the visible head.
    setFocusIndex(firstHidden === -1 ? undefined : (entries[firstHidden - 1] as number | undefined ?? -1) + 1)
  }

  return (
    <nav aria-label={props["aria-label"] ?? "Breadcrumb"} className={props.className} data-breadcrumbs="">
      <ol ref={listRef} style={{ display: "inline-flex", flexWrap: "wrap", listStyle: "none", margin: 0, padding: 0, gap: "0.5em" }}>
        {entries.map((entry, position) => (
          <Fragment key={entry === "expander" ? "expander" : items[entry]!.key ?? entry}>
            {position > 0 && <li aria-hidden="true" data-separator="">{separator}</li>}
            {entry === "expander"
              ? (
                <li>
                  <button type="button" aria-label={expandText} onClick={expand}>
                    {props.expandIcon ?? "…"}
                  </button>
                </li>
              )
              : <li>{crumb(items[entry]!, entry, entry === current)}</li>}
          </Fragment>
        ))}
      </ol>
      {props.icon !== undefined && <span data-breadcrumbs-icon="">{props.icon}</span>}
    </nav>
  )
}

const crumb = (item: BreadcrumbItem, index: number, isCurrent: boolean) =>
  item.href !== undefined
    ? (
      <a href={item.href} aria-current={isCurrent ? "page" : undefined} data-crumb-index={index} onClick={item.onClick}>
        {item.label}
      </a>
    )
    : (
      // Plain crumbs take focus only programmatically, when the trail expands.
      <span aria-current={isCurrent ? "page" : undefined} data-crumb-index={index} tabIndex={-1}>
        {item.label}
      </span>
    )
