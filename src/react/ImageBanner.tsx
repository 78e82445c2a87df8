/**
 * The clickable image banner of spec 2.1: one native link around an image.
 * The link is named by the image's alt text; it is not a `banner` landmark.
 *
 * @module
 */
import type * as Effect from "effect/Effect"
import type { MouseEvent } from "react"
import type { PlatformClient } from "../Http/PlatformClient.ts"
import { usePlatformRuntimeOptional } from "./Runtime.tsx"

/** Props of {@link ImageBanner}. */
export interface ImageBannerProps {
  readonly href: string
  readonly imageUrl: string
  /** Names the link for assistive technology: say where it goes. */
  readonly altText: string
  readonly title?: string | undefined
  /** `_blank` also sets `rel="noopener noreferrer"`. */
  readonly target?: string | undefined
  /** A styling hook, exposed as `data-variant`. */
  readonly variant?: string | undefined
  /** Called once per activation, by mouse or keyboard. */
  readonly onClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined
  /** An Effect run through the nearest `PlatformProvider` on each activation. */
  readonly onClickEffect?: Effect.Effect<unknown, unknown, PlatformClient> | undefined
  readonly className?: string | undefined
}

/** The clickable image banner. */
export function ImageBanner(props: ImageBannerProps) {
  const runtime = usePlatformRuntimeOptional()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    props.onClick?.(event)
    if (props.onClickEffect !== undefined && runtime !== null) void runtime.runPromiseExit(props.onClickEffect)
  }
  return (
    <a
      href={props.href}
      title={props.title}
      target={props.target}
      rel={props.target === "_blank" ? "noopener noreferrer" : undefined}
      data-variant={props.variant}
      className={props.className}
      onClick={handleClick}
    >
      <img src={props.imageUrl} alt={props.altText} style={{ display: "block", maxWidth: "100%" }} />
    </a>
  )
}
