/**
 * The agents of a cluster (`cluster.agents` in the promise client):
 * `/rest/organizations/{org}/clusters/{clusterId}/agents`.
 *
 * @module
 */
import { get, json, put } from "../Http/Endpoint.js";
const base = "/rest/organizations/{org}/clusters/{clusterId}/agents";
/** Lists the agents of a cluster. */
export const list = get("ClusterAgents.list", base, json(), (clusterId) => ({ path: { clusterId } }));
/** Upgrades an agent's component to a version. */
export const upgrade = put("ClusterAgents.upgrade", `${base}/{agentId}/upgrade`, json(), (clusterId, id, data) => ({ path: { clusterId, agentId: id }, body: data }));
