/**
 * Clusters: `/rest/organizations/{org}/clusters`. Nodes and agents live in the
 * sibling modules `ClusterNodes` and `ClusterAgents`.
 *
 * @module
 */
import { empty, get, json, post } from "../Http/Endpoint.js";
import * as ClusterAgents from "./ClusterAgents.js";
const base = "/rest/organizations/{org}/clusters";
/** Lists the organization's clusters. */
export const list = get("Clusters.list", base, json(), () => ({}));
/** Gets the live cluster. */
export const live = get("Clusters.live", `${base}/live`, json(), () => ({}));
/** Gets the provisioning status of a cluster. */
export const status = get("Clusters.status", `${base}/{clusterId}/status`, json(), (id) => ({ path: { clusterId: id } }));
/** Synchronizes a cluster. */
export const synchronize = post("Clusters.synchronize", `${base}/{clusterId}/synchronize`, empty, (id) => ({ path: { clusterId: id } }));
/** Lists the agents of a cluster; the same call as `ClusterAgents.list`, kept where the promise client has it. */
export const listAgents = (id) => ClusterAgents.list(id);
