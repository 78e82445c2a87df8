"use client"
/**
 * The breadcrumb bar of the specification's breadcrumb rules: a `nav` landmark holding an ordered list;
 * trails longer than 8 items collapse to the first and the last with a
 * "Show path" button between them. The current page is never hidden: when it
 * falls in the collapsed range it shows between two expanders
 * (first, …, current, …, last).
 *
 * Styling is inline (no stylesheet to load): the current crumb is bold and not
 * underlined, long labels end in an ellipsis, the icon sits at the end of the
 * row (the right in left-to-right text, the left in right-to-left text).
 * Giving an element a class (`className`, `itemClassName`, …) drops that
 * element's default inline styles, since inline styles would beat the class.
 *
 * @module
 */
import {
  type ComponentType,
  type CSSProperties,
  Fragment,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState
} from "react"
import { type CollapseOptions, collapseProblem, visibleEntries, type VisibleEntry } from "./collapse.ts"
import { guardClick, isDevelopment, reportTo, safeHref } from "./links.ts"

/**
 * One crumb: a link when it has an `href`, plain text otherwise.
 *
 * @since 0.1.0
 * @category models
 */
export interface BreadcrumbItem {
  /** The crumb's text; a string label also becomes the `title`, so a truncated label stays readable. A link's blank label (empty, spaces, `null`) shows its `href` instead, so the link keeps a name. */
  readonly label: ReactNode
  /** Makes the crumb a link; a `javascript:`, `data:` or `vbscript:` URL is refused and the crumb stays plain text. */
  readonly href?: string | undefined
  /** A stable key; the index by default. */
  readonly key?: string | undefined
  /** Marks the current page; the last item by default, none when the last item says `false`. */
  readonly current?: boolean | undefined
  /** Called when the crumb's link is activated. A throw is reported (`onError`) and the link still navigates. */
  readonly onClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined
}

/**
 * What a {@link BreadcrumbsProps.linkComponent} receives; it must pass `ref` to its anchor for focus to move on "Show path".
 *
 * @since 0.1.0
 * @category models
 */
export interface BreadcrumbLinkProps {
  /** Where the crumb goes (a router link maps it to its own prop, e.g. `to`). */
  readonly href: string
  /** The label. */
  readonly children: ReactNode
  /** `"page"` on the current crumb. */
  readonly "aria-current"?: "page" | undefined
  /** Reaches the rendered anchor. */
  readonly ref: Ref<HTMLAnchorElement>
  /** The crumb's class (`crumbClassName`). */
  readonly className?: string | undefined
  /** The default look (truncation, current-page emphasis); absent when a class is given. */
  readonly style?: CSSProperties | undefined
  /** The full label, when it is a string. */
  readonly title?: string | undefined
  /** The item's `onClick`. */
  readonly onClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined
}

/**
 * Props of {@link Breadcrumbs}.
 *
 * @since 0.1.0
 * @category models
 */
export interface BreadcrumbsProps extends CollapseOptions {
  /** The trail, root first. Zero items render nothing. */
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
  /** Renders the crumbs that have an `href` (e.g. a router link); a native `<a>` by default. Define it outside render, or each render remounts the links. */
  readonly linkComponent?: ComponentType<BreadcrumbLinkProps> | undefined
  /**
   * A crumb's `onClick` threw. The throw is caught so that the link (or the router link calling it) still
   * navigates; the error has the shape of ImageBanner's defects. Without it, it goes to `console.error` in development.
   */
  readonly onError?:
    | ((
      error: {
        readonly _tag: "Defect"
        readonly defect: unknown
        readonly source: "onClick"
        readonly item: BreadcrumbItem
      }
    ) => void)
    | undefined
  /** Reaches the `nav` element. */
  readonly ref?: Ref<HTMLElement> | undefined
  /** The `nav`'s class; replaces its default flex layout. */
  readonly className?: string | undefined
  /** The `nav`'s inline style, over the defaults. */
  readonly style?: CSSProperties | undefined
  /** The `ol`'s class; replaces its default layout. */
  readonly listClassName?: string | undefined
  /** The class of each `li` holding a crumb. */
  readonly itemClassName?: string | undefined
  /** The class of each crumb (link or text); replaces truncation and emphasis (style `[aria-current="page"]` instead). */
  readonly crumbClassName?: string | undefined
  /** The class of each separator's `li`. */
  readonly separatorClassName?: string | undefined
  /** The class of the "Show path" button; replaces its default look. */
  readonly expanderClassName?: string | undefined
  /** The class of the icon's wrapper; replaces its push to the end of the row. */
  readonly iconClassName?: string | undefined
}

const isBlank = (label: ReactNode) =>
  label === null || label === undefined || typeof label === "boolean" ||
  (typeof label === "string" && label.trim() === "")

const navStyle: CSSProperties = { display: "flex", alignItems: "center", gap: "0.5em", minWidth: 0 }
const listStyle: CSSProperties = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  listStyle: "none",
  margin: 0,
  padding: 0,
  gap: "0.5em",
  minWidth: 0
}
const itemStyle: CSSProperties = { minWidth: 0 }
const crumbStyle: CSSProperties = {
  display: "inline-block",
  maxWidth: "16em",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  verticalAlign: "bottom"
}
// The current page reads as where you are, not as somewhere to go.
const currentStyle: CSSProperties = { ...crumbStyle, fontWeight: 600, textDecoration: "none", color: "inherit" }
const expanderStyle: CSSProperties = { font: "inherit", lineHeight: 1, padding: "0.125em 0.375em", cursor: "pointer" }
// Logical, not `marginLeft`: the icon goes to the end of the row in right-to-left text too.
const iconStyle: CSSProperties = {
  marginInlineStart: "auto",
  display: "inline-flex",
  alignItems: "center",
  flexShrink: 0
}

const styled = (className: string | undefined, defaults: CSSProperties) =>
  className === undefined ? defaults : undefined

// Non-string labels (elements) are new objects on every render, so only strings, keys and hrefs identify a trail.
const trailSignature = (items: ReadonlyArray<BreadcrumbItem>): string =>
  JSON.stringify(items.map((item) => [
    item.key ?? null,
    typeof item.label === "string" || typeof item.label === "number" ? item.label : null,
    item.href ?? null
  ]))

const currentIndexOf = (items: ReadonlyArray<BreadcrumbItem>): number | undefined => {
  const marked = items.findIndex((item) => item.current === true)
  if (marked !== -1) return marked
  const last = items.length - 1
  return last === -1 || items[last]!.current === false ? undefined : last
}

// React keys, unique whatever the data: explicit keys and indexes live apart (`k:`, `#`; expanders use `e:`), and a
// repeated key gets a suffix. Duplicate keys would make React keep stale crumbs across renders.
const reactKeys = (items: ReadonlyArray<BreadcrumbItem>): ReadonlyArray<string> => {
  const used = new Set<string>()
  return items.map((item, i) => {
    const base = item.key === undefined ? `#${i}` : `k:${item.key}`
    let key = base
    for (let n = 1; used.has(key); n++) key = `${base}~${n}`
    used.add(key)
    return key
  })
}

const NativeLink = (props: BreadcrumbLinkProps) => <a {...props} />

/**
 * The breadcrumb bar.
 *
 * @since 0.1.0
 * @category components
 */
export function Breadcrumbs(props: BreadcrumbsProps) {
  const { items, separator = "/", expandText = "Show path" } = props
  const [expanded, setExpanded] = useState(false)
  const [focusIndex, setFocusIndex] = useState<number | undefined>(undefined)
  const crumbs = useRef(new Map<number, HTMLElement>())
  const signature = trailSignature(items)
  const [trail, setTrail] = useState(signature)
  // A new trail starts collapsed; adjusting during render avoids painting it expanded first.
  if (trail !== signature) {
    setTrail(signature)
    setExpanded(false)
  }
  const current = currentIndexOf(items)
  const entries: ReadonlyArray<VisibleEntry> = expanded
    ? items.map((_, i) => i)
    : visibleEntries(items.length, props, current)

  useEffect(() => {
    if (focusIndex === undefined) return
    crumbs.current.get(focusIndex)?.focus()
    setFocusIndex(undefined)
  }, [focusIndex])

  const warned = useRef(new Set<string>())
  const problems = isDevelopment()
    ? [
      collapseProblem(props),
      ...items.map((item, i) => {
        const href = safeHref(item.href)
        if (item.href !== undefined && href === undefined) {
          return `item ${i + 1}'s href ${
            JSON.stringify(item.href.slice(0, 40))
          } uses a refused scheme (javascript:, data:, vbscript:), so it is plain text, not a link.`
        }
        if (href === undefined || !isBlank(item.label)) return undefined
        return isBlank(href)
          ? `item ${i + 1} has a blank label and a blank href, so it is plain text, not a link; give it a label.`
          : `item ${i + 1}, a link to ${href}, has a blank label, so it shows its href; give it a label.`
      })
    ].filter((p) => p !== undefined).join("\n")
    : ""
  useEffect(() => {
    // StrictMode runs effects twice; say each problem once per mount.
    for (const problem of problems === "" ? [] : problems.split("\n")) {
      if (warned.current.has(problem)) continue
      warned.current.add(problem)
      console.warn(`Breadcrumbs: ${problem}`)
    }
  }, [problems])

  if (items.length === 0) return null

  const register = (index: number) => (element: HTMLElement | null) => {
    if (element === null) crumbs.current.delete(index)
    else crumbs.current.set(index, element)
  }
  const Link = props.linkComponent ?? NativeLink
  const keys = reactKeys(items)
  const crumb = (item: BreadcrumbItem, index: number) => {
    const isCurrent = index === current
    const href = safeHref(item.href)
    // A link needs a name: a blank label shows where the link goes, and with a blank href too there is no link.
    const label = href !== undefined && isBlank(item.label) ? href : item.label
    const common = {
      "aria-current": isCurrent ? "page" as const : undefined,
      className: props.crumbClassName,
      style: styled(props.crumbClassName, isCurrent ? currentStyle : crumbStyle),
      title: typeof label === "string" && !isBlank(label) ? label : undefined
    }
    const onClick = guardClick(
      item.onClick,
      (defect) => reportTo("Breadcrumbs", props.onError, { _tag: "Defect", defect, source: "onClick", item })
    )
    return href !== undefined && !isBlank(label)
      ? <Link {...common} href={href} ref={register(index)} onClick={onClick}>{label}</Link>
      : (
        // Plain crumbs take focus only programmatically, when the trail expands.
        <span {...common} ref={register(index)} tabIndex={-1}>{label}</span>
      )
  }

  return (
    <nav
      ref={props.ref}
      aria-label={props["aria-label"] ?? "Breadcrumb"}
      className={props.className}
      style={{ ...styled(props.className, navStyle), ...props.style }}
      data-breadcrumbs=""
    >
      <ol className={props.listClassName} style={styled(props.listClassName, listStyle)}>
        {entries.map((entry, position) => {
          // An expander hides the items between its neighbours; "Show path" focuses the first of them.
          const firstHidden = position === 0 ? 0 : (entries[position - 1] as number) + 1
          return (
            <Fragment key={entry === "expander" ? `e:${firstHidden}` : keys[entry]}>
              {position > 0 && (
                <li aria-hidden="true" data-separator="" className={props.separatorClassName}>{separator}</li>
              )}
              {entry === "expander"
                ? (
                  <li className={props.itemClassName} style={styled(props.itemClassName, itemStyle)}>
                    <button
                      type="button"
                      aria-label={expandText}
                      className={props.expanderClassName}
                      style={styled(props.expanderClassName, expanderStyle)}
                      onClick={() => {
                        setExpanded(true)
                        setFocusIndex(firstHidden)
                      }}
                    >
                      {props.expandIcon ?? "…"}
                    </button>
                  </li>
                )
                : (
                  <li className={props.itemClassName} style={styled(props.itemClassName, itemStyle)}>
                    {crumb(items[entry]!, entry)}
                  </li>
                )}
            </Fragment>
          )
        })}
      </ol>
      {props.icon !== undefined && (
        <span data-breadcrumbs-icon="" className={props.iconClassName} style={styled(props.iconClassName, iconStyle)}>
          {props.icon}
        </span>
      )}
    </nav>
  )
}
