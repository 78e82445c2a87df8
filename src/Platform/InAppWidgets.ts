/**
 * In-app widgets, or in-product experiences (`ipx` in the promise client):
 * `/rest/organizations/{org}/pages/inappwidget`. They are search pages
 * underneath, so `delete` goes through `SearchPages.delete`.
 *
 * @module
 */
import "../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { empty, get, json, post, put } from "../Http/Endpoint.ts"
import type {
  ButtonHorizontalPosition,
  ButtonHorizontalPositionResponse,
  ButtonVerticalPosition,
  ButtonVerticalPositionResponse
} from "../Schema/CaseAssist.ts"
import type { RestTokenParams } from "./Search.ts"
import * as SearchPages from "./SearchPages.ts"

const ListQuery = Schema.Struct({ name: Schema.optional(Schema.String) })
const LoaderQuery = Schema.Struct({ access_token: Schema.optional(Schema.String) })

/**
 * An in-app widget to create or update.
 *
 * @since 0.1.0
 * @category models
 */
export interface CreateUpdateInProductExperienceModel {
  readonly name: string
  readonly title: string
  readonly searchHub: string
  readonly buttonCSSClasses?: string
  readonly buttonColor?: string
  readonly buttonFont?: string
  readonly buttonFontSize?: string
  readonly buttonIcon?: string
  readonly buttonPositionHorizontal?: ButtonHorizontalPosition
  readonly buttonPositionVertical?: ButtonVerticalPosition
  readonly buttonTargetSelector?: string
  readonly buttonTextColor?: string
  readonly filter?: string
  readonly queryPipeline?: string
  readonly userDisplayName?: string
  readonly userGroups?: string
  readonly userIds?: string
  /** Lifetime of the widget's search token, in milliseconds. */
  readonly validFor?: number
}

/**
 * An in-app widget to create.
 *
 * @since 0.1.0
 * @category models
 */
export type CreateInProductExperienceModel = CreateUpdateInProductExperienceModel
/**
 * An in-app widget's new settings.
 *
 * @since 0.1.0
 * @category models
 */
export type UpdateInProductExperienceModel = CreateUpdateInProductExperienceModel

/**
 * The button that opens an in-app widget, as the platform describes it.
 *
 * @since 0.1.0
 * @category models
 */
export interface IPXButtonModel {
  readonly buttonCSS: ReadonlyArray<SearchPages.CSSResourceModel>
  readonly buttonCSSClasses: ReadonlyArray<string>
  readonly buttonColor: { readonly color: string; readonly textColor: string }
  readonly buttonFont: { readonly family: string; readonly size: string }
  readonly buttonIcon: { readonly value: string }
  readonly buttonJS: ReadonlyArray<SearchPages.JavaScriptResourceModel>
  readonly buttonPosition: {
    readonly horizontalPosition: ButtonHorizontalPositionResponse
    readonly verticalPosition: ButtonVerticalPositionResponse
  }
  readonly buttonTargetSelector: string
}

/**
 * An in-app widget.
 *
 * @since 0.1.0
 * @category models
 */
export interface InProductExperienceModel {
  readonly id: string
  readonly name: string
  readonly title: string
  readonly button: IPXButtonModel
  readonly content: string
  readonly hasToken: boolean
  readonly header: {
    readonly css: ReadonlyArray<SearchPages.CSSResourceModel>
    readonly javascript: ReadonlyArray<SearchPages.JavaScriptResourceModel>
  }
  readonly lastModified: string
  readonly orgId: string
  readonly token: RestTokenParams
}

/**
 * The answer of {@link create}: the widget and the script that embeds it.
 *
 * @since 0.1.0
 * @category models
 */
export interface CreateInProductExperienceResponse {
  readonly id: string
  readonly name: string
  readonly title: string
  readonly lastModified: string
  readonly button: IPXButtonModel
  readonly token: RestTokenParams
  readonly scriptToInclude: string
}

/**
 * Creates an in-app widget.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("InAppWidgets.create", "/rest/organizations/{org}/pages/inappwidget",
  json<CreateInProductExperienceResponse>(), (ipx: CreateInProductExperienceModel) => ({ body: ipx }))

/**
 * Updates an in-app widget.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put("InAppWidgets.update", "/rest/organizations/{org}/pages/inappwidget/{ipxId}", empty,
  (ipxId: string, ipx: UpdateInProductExperienceModel) => ({ path: { ipxId }, body: ipx }))

/**
 * Lists the in-app widgets, optionally by name.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("InAppWidgets.list", "/rest/organizations/{org}/pages/inappwidgets",
  json<ReadonlyArray<InProductExperienceModel>>(), (name?: string) => ({ query: { name } }), { query: ListQuery })

/**
 * Gets a widget's loader. The token travels in the query, as the platform
 * expects; errors show it as `<redacted>`.
 *
 * @since 0.1.0
 * @category calls
 */
export const getLoader = get("InAppWidgets.getLoader", "/rest/organizations/{org}/{ipxId}/inappwidget/loader",
  json<string>(), (ipxId: string, access_token?: string) => ({ path: { ipxId }, query: { access_token } }), {
  query: LoaderQuery
})

/**
 * Deletes an in-app widget through the search page behind it.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = (ipxId: string) => SearchPages.delete(ipxId)

export {
  /**
   * Deletes an in-app widget through the search page behind it.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete
}
