/**
 * Links: `/rest/organizations/{org}/links`.
 *
 * @module
 */
import { del, empty } from "../Http/Endpoint.js";
/** Deletes every link of the organization. */
export const deleteAll = del("Links.deleteAll", "/rest/organizations/{org}/links", empty, () => ({}));
