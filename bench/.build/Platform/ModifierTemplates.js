/**
 * Modifier templates (`modifierTemplates` in the promise client):
 * `/rest/modifiertemplates`, outside any organization.
 *
 * @module
 */
import { get, json } from "../Http/Endpoint.js";
const base = "/rest/modifiertemplates";
/** Lists the modifier templates. */
export const list = get("ModifierTemplates.list", base, json(), () => ({}));
/** Lists the statements a modifier may set. */
export const listPossibleStatements = get("ModifierTemplates.listPossibleStatements", `${base}/statementdetails`, json(), () => ({}));
