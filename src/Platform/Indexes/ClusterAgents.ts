/**
 * The agents of a cluster (`cluster.agents` in the promise client):
 * `/rest/organizations/{org}/clusters/{clusterId}/agents`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { get, json, put } from "../../Http/Endpoint.ts"
import type { ClusterNodeStatusModel, ClusterNodeUpgradeDataModel, ClusterNodeUpgradeModel } from "./ClusterNodes.ts"

/**
 * An agent of a cluster (fields as the promise client declares them; others with `raw(agent)` of
 * `Schema/Raw`).
 *
 * @since 0.1.0
 * @category models
 */
export interface ClusterAgentModel {
  readonly id: string
  readonly name?: string
  readonly description?: string
  readonly platform?: string
  readonly version?: string
  readonly status?: ClusterNodeStatusModel
}

/**
 * Lists the agents of a cluster.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("ClusterAgents.list", "/rest/organizations/{org}/clusters/{clusterId}/agents",
  json<ReadonlyArray<ClusterAgentModel>>(), (clusterId: string) => ({ path: { clusterId } }))

/**
 * Upgrades an agent's component to a version.
 *
 * @since 0.1.0
 * @category calls
 */
export const upgrade = put(
  "ClusterAgents.upgrade",
  "/rest/organizations/{org}/clusters/{clusterId}/agents/{agentId}/upgrade",
  json<ReadonlyArray<ClusterNodeUpgradeModel>>(),
  (clusterId: string, id: string, data: ClusterNodeUpgradeDataModel) => ({
    path: { clusterId, agentId: id },
    body: data
  })
)
