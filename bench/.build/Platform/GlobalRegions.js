/**
 * Platform regions (`global.region` in the promise client): `/rest/global/regions`,
 * outside any organization.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { get, json } from "../Http/Endpoint.js";
const base = "/rest/global/regions";
/** Whether a region is a primary or a secondary one. */
export const RegionType = Schema.Literals(["PRIMARY", "SECONDARY"]);
/** Lists the regions. */
export const list = get("GlobalRegions.list", base, json(), () => ({}));
/** Gets a region by its name, e.g. `us`. */
const get_ = get("GlobalRegions.get", `${base}/{region}`, json(), (region) => ({ path: { region } }));
export { 
/** Gets a region by its name, e.g. `us`. */
get_ as get };
