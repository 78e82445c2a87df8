"use client"
/**
 * The clickable image banner of the specification's image-banner rules: one native link around an image.
 * The link is named by the image's alt text; it is not a `banner` landmark.
 *
 * The link shrinks to the image (`inline-block`), so only the banner is
 * clickable, and `width`/`height` (or `aspectRatio`) reserve the image's box
 * before it loads. Giving `className` or `imageClassName` drops that
 * element's default inline styles, since inline styles would beat the class.
 *
 * @module
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import { type CSSProperties, type MouseEvent, type Ref, useEffect, useRef } from "react"
import { type CoveoClient, withCallOptions } from "../Http/PlatformClient.ts"
import { guardClick, isDevelopment, reportTo, safeHref } from "./links.ts"
import { outlive, type PlatformRuntime, usePlatformRuntimeOptional } from "./Runtime.tsx"

/**
 * What went wrong on a click: the Effect's typed failure, or a defect (a throw or a die, from `onClick` or the Effect).
 *
 * @since 0.1.0
 * @category models
 */
export type ImageBannerError<E> =
  | { readonly _tag: "Failure"; readonly error: E }
  | { readonly _tag: "Defect"; readonly defect: unknown; readonly source: "onClick" | "onClickEffect" }

/**
 * Props of {@link ImageBanner}.
 *
 * @since 0.1.0
 * @category models
 */
export interface ImageBannerProps<A = unknown, E = unknown> {
  /** Where the banner goes. A `javascript:`, `data:` or `vbscript:` URL is refused: the banner is then its image alone, an `<a>` without `href`, `onClick` or new-tab cue. */
  readonly href: string
  /** The image's source. */
  readonly imageUrl: string
  /** Names the link for assistive technology: say where it goes. Empty only with `aria-label` or `title`. */
  readonly altText: string
  /** Names the link instead of the alt text; ignored when empty or blank. */
  readonly "aria-label"?: string | undefined
  /** The link's tooltip; also its name (with the new-tab cue) when there is no alt text or aria-label. */
  readonly title?: string | undefined
  /** `_blank`, or any window name (not `_self`, `_parent`, `_top`), also sets `rel="noopener noreferrer"` and adds {@link ImageBannerProps.newTabText}. */
  readonly target?: string | undefined
  /** More `rel` tokens, merged with the ones a new window (`target`) needs (which cannot be removed). */
  readonly rel?: string | undefined
  /** Read by assistive technology, not shown, after the name when the link opens in another window (see {@link ImageBannerProps.target}); " (opens in a new tab)" by default, "" for none. */
  readonly newTabText?: string | undefined
  /** A styling hook, exposed as `data-variant`. */
  readonly variant?: string | undefined
  /** The image's `width` attribute, in CSS pixels: with `height`, reserves its box before it loads. */
  readonly width?: number | undefined
  /** The image's `height` attribute, in CSS pixels. */
  readonly height?: number | undefined
  /** The image's CSS `aspect-ratio` (e.g. `"16 / 9"`): with `width` alone, reserves its height before it loads. */
  readonly aspectRatio?: string | number | undefined
  /**
   * Called once per activation, by mouse or keyboard. A throw is reported like
   * a defect (`onError`) and the link still navigates.
   */
  readonly onClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined
  /**
   * An Effect run with the services of the nearest `PlatformProvider` on each
   * activation. Its calls are sent with `keepalive` (`withCallOptions`), so a
   * request started by a click that leaves the page still reaches the server.
   * The run is not interrupted when the banner or its provider unmounts (the
   * page may be navigating away); in browsers its request outlives them, on
   * Node the provider's `node:http` connections close with it. Only the latest
   * click's outcome is reported: an earlier run still in flight keeps running,
   * its outcome dropped.
   */
  readonly onClickEffect?: Effect.Effect<A, E, CoveoClient> | undefined
  /** The latest click's Effect succeeded. */
  readonly onSuccess?: ((value: A) => void) | undefined
  /**
   * The latest click's Effect failed, or `onClick` threw. Without it, failures
   * go to `console.error` in development. Interruptions are not failures.
   */
  readonly onError?: ((error: ImageBannerError<E>) => void) | undefined
  /** Reaches the anchor. */
  readonly ref?: Ref<HTMLAnchorElement> | undefined
  /** The anchor's class; replaces its default inline-block box. */
  readonly className?: string | undefined
  /** The anchor's inline style, over the defaults. */
  readonly style?: CSSProperties | undefined
  /** The image's class; replaces its default responsive sizing. */
  readonly imageClassName?: string | undefined
}

const defaultNewTabText = " (opens in a new tab)"
const noopenerTokens = ["noopener", "noreferrer"]

// The link shrinks to the image: the empty space beside a banner is not a link.
const linkStyle: CSSProperties = { display: "inline-block", maxWidth: "100%", verticalAlign: "top" }
// `height: auto` with width/height attributes keeps the reserved box in proportion when max-width shrinks it.
const imageStyle: CSSProperties = { display: "block", maxWidth: "100%", height: "auto" }
const visuallyHidden: CSSProperties = {
  position: "absolute",
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap"
}

// Browsers imply noopener only for `_blank`: any other name (`"promo"`, `" _blank"`) opens a window that keeps
// `window.opener`, so everything but the keywords that stay in this window is treated like `_blank`.
const staysHere = new Set(["", "_self", "_parent", "_top"])
const opensElsewhere = (target: string | undefined) => target !== undefined && !staysHere.has(target.toLowerCase())

const mergeRel = (rel: string | undefined, blank: boolean): string | undefined => {
  const tokens = [...(blank ? noopenerTokens : []), ...(rel ?? "").split(/\s+/)]
  const seen = new Set<string>()
  const merged = tokens.filter((token) => {
    const lower = token.toLowerCase()
    if (token === "" || seen.has(lower)) return false
    seen.add(lower)
    return true
  })
  return merged.length === 0 ? undefined : merged.join(" ")
}

const hasText = (s: string | undefined) => s !== undefined && s.trim() !== ""

const fromExit = <A, E>(exit: Exit.Exit<A, E>): { readonly value: A } | ImageBannerError<E> | undefined => {
  if (Exit.isSuccess(exit)) return { value: exit.value }
  if (Cause.hasInterruptsOnly(exit.cause)) return undefined
  const error = Cause.findErrorOption(exit.cause)
  return Option.isSome(error)
    ? { _tag: "Failure", error: error.value }
    : { _tag: "Defect", defect: Cause.squash(exit.cause), source: "onClickEffect" }
}

/**
 * The clickable image banner.
 *
 * @since 0.1.0
 * @category components
 */
export function ImageBanner<A = unknown, E = unknown>(props: ImageBannerProps<A, E>) {
  const runtime = usePlatformRuntimeOptional()
  // Outcomes arrive after re-renders (or unmount): report them to the callbacks of the latest render.
  const latest = useRef(props)
  latest.current = props
  const clicks = useRef(0)

  const href = safeHref(props.href)
  const nameless = href !== undefined && !hasText(props.altText) && !hasText(props["aria-label"]) &&
    !hasText(props.title)
  const warned = useRef(false)
  useEffect(() => {
    if (!nameless || warned.current || !isDevelopment()) return
    warned.current = true
    console.warn(
      `ImageBanner: the link to ${props.href} has no accessible name: its image's altText is empty and there is ` +
        `no aria-label or title, so screen readers announce only "link". Describe where the banner goes in altText.`
    )
  }, [nameless])
  const refused = href === undefined ? props.href : undefined
  const warnedHref = useRef<string | undefined>(undefined)
  useEffect(() => {
    // StrictMode runs effects twice; say it once per refused href.
    if (refused === undefined || refused === warnedHref.current || !isDevelopment()) return
    warnedHref.current = refused
    console.warn(
      `ImageBanner: the href ${
        JSON.stringify(refused.slice(0, 40))
      } uses a refused scheme (javascript:, data:, vbscript:), so the banner is not a link.`
    )
  }, [refused])

  const report = (error: ImageBannerError<E>) => reportTo("ImageBanner", latest.current.onError, error)

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Caught so that the click still navigates and the page gets no uncaught error.
    guardClick(props.onClick, (defect) => report({ _tag: "Defect", defect, source: "onClick" }))?.(event)
    const effect = props.onClickEffect
    if (effect === undefined) return
    const click = ++clicks.current
    if (runtime === null) {
      report({
        _tag: "Defect",
        defect: new Error("ImageBanner: onClickEffect needs a <PlatformProvider> above the banner"),
        source: "onClickEffect"
      })
      return
    }
    detached(runtime, withCallOptions({ keepalive: true })(effect)).then(
      (exit) => {
        if (click !== clicks.current) return
        const outcome = fromExit(exit)
        if (outcome === undefined) return
        if ("value" in outcome) {
          const onSuccess = latest.current.onSuccess
          if (onSuccess !== undefined) safely(() => onSuccess(outcome.value))
        } else report(outcome)
      },
      (defect: unknown) => {
        if (click === clicks.current) report({ _tag: "Defect", defect, source: "onClickEffect" })
      }
    )
  }

  const isLink = href !== undefined
  const blank = isLink && opensElsewhere(props.target)
  const cue = blank ? props.newTabText ?? defaultNewTabText : ""
  // The cue is content, and content beats `title` as the name: a title that names the link moves into aria-label.
  // Without a link there is nothing to name: an aria-label is not allowed on a plain element.
  const ariaLabel = !isLink
    ? undefined
    : hasText(props["aria-label"])
    ? props["aria-label"]
    : !hasText(props.altText) && hasText(props.title)
    ? props.title
    : undefined
  return (
    // Without `href`, an `<a>` is the placeholder HTML defines for a link that is not there: not focusable, not a link.
    <a
      ref={props.ref}
      href={href}
      title={props.title}
      target={isLink ? props.target : undefined}
      rel={isLink ? mergeRel(props.rel, blank) : undefined}
      // An aria-label replaces the link's content as its name, so the new-tab cue joins it there.
      aria-label={ariaLabel === undefined ? undefined : ariaLabel + cue}
      data-variant={props.variant}
      className={props.className}
      style={{ ...(props.className === undefined ? linkStyle : undefined), ...props.style }}
      onClick={isLink ? handleClick : undefined}
    >
      <img
        src={props.imageUrl}
        alt={props.altText}
        width={props.width}
        height={props.height}
        className={props.imageClassName}
        style={{
          ...(props.imageClassName === undefined ? imageStyle : undefined),
          ...(props.aspectRatio === undefined ? undefined : { aspectRatio: props.aspectRatio })
        }}
      />
      {cue !== "" && <span style={visuallyHidden}>{cue}</span>}
    </a>
  )
}

// The run is not tied to the banner, nor to the runtime's fibers: disposing the runtime (a provider
// unmounted by a route change) interrupts those, which would abort the keepalive request. The disposal also
// waits for it, as closing the client's transport would cut it.
const detached = <A, E>(runtime: PlatformRuntime, effect: Effect.Effect<A, E, CoveoClient>) => {
  const cached = runtime.cachedContext
  const context = cached !== undefined ? Effect.succeed(cached) : Effect.promise(() => runtime.context())
  return outlive(
    runtime,
    Effect.runPromiseExit(Effect.flatMap(context, (services) => Effect.provideContext(effect, services)))
  )
}

// A throwing callback must not turn into an unhandled rejection.
const safely = (f: () => void) => {
  try {
    f()
  } catch (error) {
    console.error("ImageBanner: a callback threw:", error)
  }
}
