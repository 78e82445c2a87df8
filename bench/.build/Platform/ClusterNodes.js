/**
 * The nodes of a cluster (`cluster.nodes` in the promise client):
 * `/rest/organizations/{org}/clusters/{clusterId}/nodes`.
 *
 * @module
 */
import { empty, get, json, post, put } from "../Http/Endpoint.js";
const base = "/rest/organizations/{org}/clusters/{clusterId}/nodes";
const byIds = (clusterId, id) => ({ path: { clusterId, nodeId: id } });
/** Lists the nodes of a cluster. */
export const list = get("ClusterNodes.list", base, json(), (clusterId) => ({ path: { clusterId } }));
/** Lists the versions a node can be upgraded to. */
export const listUpgrades = get("ClusterNodes.listUpgrades", `${base}/{nodeId}/upgrades`, json(), byIds);
/** Starts a node. */
export const start = post("ClusterNodes.start", `${base}/{nodeId}/start`, empty, byIds);
/** Stops a node. */
export const stop = post("ClusterNodes.stop", `${base}/{nodeId}/stop`, empty, byIds);
/** Asks a node to write a dump. */
export const dump = post("ClusterNodes.dump", `${base}/{nodeId}/dumps`, empty, byIds);
/** Upgrades a node's component to a version. */
export const upgrade = put("ClusterNodes.upgrade", `${base}/{nodeId}/upgrade`, json(), (clusterId, id, data) => ({ path: { clusterId, nodeId: id }, body: data }));
