/**
 * Hosted pages (`hostedPages` in the promise client): HTML pages with their
 * scripts and style sheets, served by the platform,
 * `/rest/organizations/{org}/hostedpages`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { pagedStream } from "../../Http/PagedStream.ts"
import { encoded } from "../../Http/Query.ts"
import type * as SearchInterface from "../../Schema/Models/SearchInterface.ts"
import { InterfaceSortOrder } from "../../Schema/Search.ts"
import type { PageModel } from "../Common.ts"

/**
 * Query of {@link list}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ListHostedPagesParams = Schema.Struct({
  page: Schema.optional(Schema.Number),
  perPage: Schema.optional(Schema.Number),
  filter: Schema.optional(Schema.String),
  order: Schema.optional(InterfaceSortOrder)
})
/**
 * Options of {@link list}: the page (0-based), its size, a substring of the names to keep, the sort direction.
 *
 * @since 0.1.0
 * @category models
 */
export type ListHostedPagesParams = typeof ListHostedPagesParams.Type

/**
 * A hosted page to create: its name, markup, and the scripts and style sheets of its header.
 *
 * @since 0.1.0
 * @category models
 */
export type NewHostedPage = SearchInterface.hostedpage

/**
 * A hosted page to update: the page to send, with the id that names it (left out of the body).
 *
 * @since 0.1.0
 * @category models
 */
export type HostedPage = SearchInterface.hostedpage & { readonly id: string }

/**
 * A stored hosted page, with its change history.
 *
 * @since 0.1.0
 * @category models
 */
export type HostedPageResponse = SearchInterface.hostedpageId

/**
 * A script of a hosted page's header, by URL or inline.
 *
 * @since 0.1.0
 * @category models
 */
export type HostedPageJavascriptFile = SearchInterface.hostedpageFileJavascript

/**
 * A style sheet of a hosted page's header, by URL or inline.
 *
 * @since 0.1.0
 * @category models
 */
export type HostedPageCssFile = SearchInterface.hostedpageFileCss

/**
 * A page of hosted pages.
 *
 * @since 0.1.0
 * @category models
 */
export type HostedPagesPage = PageModel<HostedPageResponse>

const byId = (hostedPageId: string) => ({ path: { hostedPageId } })

/**
 * Lists a page of hosted pages.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("HostedPages.list", "/rest/organizations/{org}/hostedpages", json<HostedPagesPage>(),
  (options?: ListHostedPagesParams) => ({ query: options }), { query: encoded(ListHostedPagesParams) })

/**
 * Creates a hosted page.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("HostedPages.create", "/rest/organizations/{org}/hostedpages", json<HostedPageResponse>(),
  (hostedPage: NewHostedPage) => ({ body: hostedPage }))

/**
 * Gets a hosted page.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("HostedPages.get", "/rest/organizations/{org}/hostedpages/{hostedPageId}", json<HostedPageResponse>(),
  byId)

/**
 * Replaces a hosted page; its id picks the path and is left out of the body.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put(
  "HostedPages.update",
  "/rest/organizations/{org}/hostedpages/{hostedPageId}",
  json<HostedPageResponse>(),
  (hostedPage: HostedPage) => {
    const { id, ...body } = hostedPage
    return { path: { hostedPageId: id }, body }
  }
)

/**
 * Deletes a hosted page.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("HostedPages.delete", "/rest/organizations/{org}/hostedpages/{hostedPageId}", empty, byId)

/**
 * Every hosted page, page after page, as a lazy `Stream`.
 *
 * @since 0.1.0
 * @category streams
 */
export const listAll = (
  options: Omit<ListHostedPagesParams, "page"> = {},
  paging?: { readonly concurrency?: number }
) => pagedStream((page) => list({ ...options, page }), (p) => p.items, paging)

export {
  /**
   * Deletes a hosted page.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a hosted page.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

// The operations of this area that are declared from the descriptions.
export * from "./HostedPages.generated.ts"
