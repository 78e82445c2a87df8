/**
 * Links: `/rest/organizations/{org}/links`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { del, empty } from "../../Http/Endpoint.ts"

/**
 * Deletes every link of the organization.
 *
 * @since 0.1.0
 * @category calls
 */
export const deleteAll = del("Links.deleteAll", "/rest/organizations/{org}/links", empty, () => ({}))

// The operations of this area that are declared from the descriptions.
export * from "./Links.generated.ts"
