/**
 * In-app widgets, or in-product experiences (`ipx` in the promise client):
 * `/rest/organizations/{org}/pages/inappwidget`. They are search pages
 * underneath, so `delete` goes through `SearchPages.delete`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { encoded } from "../../Http/Query.ts"
import type * as SearchPages from "../../Schema/Models/SearchPages.ts"
import * as SearchPagesArea from "./SearchPages.ts"

const ListQuery = Schema.Struct({ name: Schema.optional(Schema.String) })
const LoaderQuery = Schema.Struct({ access_token: Schema.optional(Schema.String) })

/**
 * An in-app widget to create or update: its page, button and search token settings.
 *
 * @since 0.1.0
 * @category models
 */
export type CreateUpdateInProductExperienceModel = SearchPages.swaggermodelsFullInAppWidgetRequestModel

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
export type IPXButtonModel = NonNullable<SearchPages.swaggermodelsInAppWidgetCreateResponseBody["button"]>

/**
 * An in-app widget, as {@link list} answers it.
 *
 * @since 0.1.0
 * @category models
 */
export type InProductExperienceModel =
  SearchPages.Operations["GET /rest/organizations/{organizationID}/pages/inappwidgets"]["response"][number]

/**
 * The answer of {@link create}: the widget and the script that embeds it.
 *
 * @since 0.1.0
 * @category models
 */
export type CreateInProductExperienceResponse = SearchPages.swaggermodelsInAppWidgetCreateResponseBody

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
  json<ReadonlyArray<InProductExperienceModel>>(), (name?: string) => ({ query: { name } }), {
  query: encoded(ListQuery)
})

/**
 * Gets a widget's loader. The token travels in the query, as the platform
 * expects; errors show it as `<redacted>`.
 *
 * @since 0.1.0
 * @category calls
 */
export const getLoader = get("InAppWidgets.getLoader", "/rest/organizations/{org}/{ipxId}/inappwidget/loader",
  json<string>(), (ipxId: string, access_token?: string) => ({ path: { ipxId }, query: { access_token } }), {
  query: encoded(LoaderQuery)
})

/**
 * Deletes an in-app widget through the search page behind it.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = (ipxId: string) => SearchPagesArea.delete(ipxId)

export {
  /**
   * Deletes an in-app widget through the search page behind it.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete
}

// The operations of this area that are declared from the descriptions.
export * from "./InAppWidgets.generated.ts"
