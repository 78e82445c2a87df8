/**
 * The nodes of a cluster (`cluster.nodes` in the promise client):
 * `/rest/organizations/{org}/clusters/{clusterId}/nodes`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { empty, get, json, post, put } from "../../Http/Endpoint.ts"

/**
 * The last status a node or an agent reported. The cluster calls are not in the published descriptions:
 * the models declare the fields the promise client does; others are reached with `raw(model)` of
 * `Schema/Raw`.
 *
 * @since 0.1.0
 * @category models
 */
export interface ClusterNodeStatusModel {
  readonly message?: string
  readonly severity?: string
  readonly status?: string
  readonly timestamp?: string
}

/**
 * A node of a cluster.
 *
 * @since 0.1.0
 * @category models
 */
export interface ClusterNodeModel {
  readonly id: string
  readonly name?: string
  readonly adminURI?: string
  readonly agentId?: string
  readonly componentName?: string
  readonly indexId?: string
  readonly instanceType?: string
  readonly isCustom?: boolean
  readonly latestVersion?: string
  readonly version?: string
  readonly params?: unknown
  readonly status?: ClusterNodeStatusModel
}

/**
 * A version a node or an agent can be upgraded to.
 *
 * @since 0.1.0
 * @category models
 */
export interface ClusterNodeUpgradeModel {
  readonly name: string
  readonly platform: string
  readonly version: string
}

/**
 * The component and version to upgrade to.
 *
 * @since 0.1.0
 * @category models
 */
export interface ClusterNodeUpgradeDataModel {
  readonly componentName: string
  readonly version: string
}

const byIds = (clusterId: string, id: string) => ({ path: { clusterId, nodeId: id } })

/**
 * Lists the nodes of a cluster.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("ClusterNodes.list", "/rest/organizations/{org}/clusters/{clusterId}/nodes",
  json<ReadonlyArray<ClusterNodeModel>>(), (clusterId: string) => ({ path: { clusterId } }))

/**
 * Lists the versions a node can be upgraded to.
 *
 * @since 0.1.0
 * @category calls
 */
export const listUpgrades = get("ClusterNodes.listUpgrades",
  "/rest/organizations/{org}/clusters/{clusterId}/nodes/{nodeId}/upgrades",
  json<ReadonlyArray<ClusterNodeUpgradeModel>>(), byIds)

/**
 * Starts a node.
 *
 * @since 0.1.0
 * @category calls
 */
export const start = post("ClusterNodes.start", "/rest/organizations/{org}/clusters/{clusterId}/nodes/{nodeId}/start",
  empty, byIds)

/**
 * Stops a node.
 *
 * @since 0.1.0
 * @category calls
 */
export const stop = post("ClusterNodes.stop", "/rest/organizations/{org}/clusters/{clusterId}/nodes/{nodeId}/stop",
  empty, byIds)

/**
 * Asks a node to write a dump.
 *
 * @since 0.1.0
 * @category calls
 */
export const dump = post("ClusterNodes.dump", "/rest/organizations/{org}/clusters/{clusterId}/nodes/{nodeId}/dumps",
  empty, byIds)

/**
 * Upgrades a node's component to a version.
 *
 * @since 0.1.0
 * @category calls
 */
export const upgrade = put(
  "ClusterNodes.upgrade",
  "/rest/organizations/{org}/clusters/{clusterId}/nodes/{nodeId}/upgrade",
  json<ReadonlyArray<ClusterNodeUpgradeModel>>(),
  (clusterId: string, id: string, data: ClusterNodeUpgradeDataModel) => ({
    path: { clusterId, nodeId: id },
    body: data
  })
)
