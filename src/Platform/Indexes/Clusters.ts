/**
 * Clusters: `/rest/organizations/{org}/clusters`. Nodes and agents live in the
 * sibling modules `ClusterNodes` and `ClusterAgents`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { empty, get, json, post } from "../../Http/Endpoint.ts"
import * as ClusterAgents from "./ClusterAgents.ts"

/**
 * Where a provisioning resource of a cluster stands.
 *
 * @since 0.1.0
 * @category models
 */
export type ClusterResourceStatus =
  | "QUEUED_TO_CREATE"
  | "CREATING"
  | "REMOVING"
  | "UPGRADING"
  | "PAUSED"
  | "COMPLETED"
  | "ERROR"

/**
 * One provisioning resource of a cluster. The clusters calls are not in the published descriptions:
 * the models declare the fields the promise client does; others are reached with `raw(model)` of
 * `Schema/Raw`.
 *
 * @since 0.1.0
 * @category models
 */
export interface ClusterResource {
  readonly id: string
  readonly name?: string
  readonly type?: string
  readonly status: ClusterResourceStatus
  readonly createdDate?: number
  readonly numberOfRetries?: number
}

/**
 * The provisioning status of a cluster.
 *
 * @since 0.1.0
 * @category models
 */
export interface ClusterStatusModel {
  readonly status: "ERROR" | "HEALTHY"
  readonly ongoing?: boolean
  readonly initialProvisioningDone?: boolean
  readonly currentProvisioningProgress?: number
  readonly lastProvisioningCompletedDate?: number
  readonly orgReadOnlyStatus?: boolean
  readonly retryScheduled?: boolean
  readonly resources?: ReadonlyArray<ClusterResource>
}

/**
 * Storage of a cluster machine.
 *
 * @since 0.1.0
 * @category models
 */
export interface ClusterStorageSpecModel {
  readonly numberOfIops?: number
  readonly sizeInGibibytes?: number
  readonly sizeInGigabytes?: number
  readonly storageType?: "STANDARD" | "SSD" | "PROVISIONED_SSD"
}

/**
 * A component (indexer, security cache, security provider) of a cluster.
 *
 * @since 0.1.0
 * @category models
 */
export interface ClusterComponentModel {
  readonly id: string
  readonly name?: string
  readonly agentId?: string
  readonly adminPort?: number
  readonly adminUri?: string
  readonly componentName?: string
  readonly componentPlatform?: string
  readonly componentVersion?: string
  /** An indexer's search and document endpoints. */
  readonly indexerDocUri?: string
  readonly searchPort?: number
  readonly searchServerUri?: string
  /** A security cache's synchronization endpoint. */
  readonly secCacheSyncUri?: string
  /** A security provider's type. */
  readonly type?: string
  readonly useDefaultConfiguration?: boolean
}

/**
 * How a cluster is laid out.
 *
 * @since 0.1.0
 * @category models
 */
export interface ClusterTopologyModel {
  readonly topologyId?: string
  readonly agents?: ReadonlyArray<{
    readonly id: string
    readonly machineSpec?: { readonly architecture?: string; readonly storageSpec?: ClusterStorageSpecModel }
    readonly storages?: ReadonlyArray<ClusterStorageSpecModel>
  }>
  readonly indexers?: ReadonlyArray<ClusterComponentModel>
  readonly securityCaches?: ReadonlyArray<ClusterComponentModel>
  readonly securityProviders?: ReadonlyArray<ClusterComponentModel>
  readonly crawlerDbConnectionString?: string
  readonly dpmDocUri?: string
  readonly indexDocUri?: string
  readonly rabbitServerId?: string
  readonly secCacheJobUri?: string
  readonly secClusterSyncUri?: string
  readonly securityProviderDbConnectionString?: string
}

/**
 * A cluster.
 *
 * @since 0.1.0
 * @category models
 */
export interface ClusterModel {
  readonly id: string
  readonly organizationId?: string
  readonly liveCluster?: boolean
  readonly identityTargetMode?: string
  readonly componentVersions?: {
    readonly connectorsVersion?: string
    readonly indexerVersion?: string
    readonly securityCacheVersion?: string
    readonly securityProviderVersion?: string
  }
  readonly clusterTopology?: ClusterTopologyModel
}

/**
 * Lists the organization's clusters.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("Clusters.list", "/rest/organizations/{org}/clusters", json<ReadonlyArray<ClusterModel>>(),
  () => ({}))

/**
 * Gets the live cluster.
 *
 * @since 0.1.0
 * @category calls
 */
export const live = get("Clusters.live", "/rest/organizations/{org}/clusters/live", json<ClusterModel>(), () => ({}))

/**
 * Gets the provisioning status of a cluster.
 *
 * @since 0.1.0
 * @category calls
 */
export const status = get("Clusters.status", "/rest/organizations/{org}/clusters/{clusterId}/status",
  json<ClusterStatusModel>(), (id: string) => ({ path: { clusterId: id } }))

/**
 * Synchronizes a cluster.
 *
 * @since 0.1.0
 * @category calls
 */
export const synchronize = post("Clusters.synchronize", "/rest/organizations/{org}/clusters/{clusterId}/synchronize",
  empty, (id: string) => ({ path: { clusterId: id } }))

/**
 * Lists the agents of a cluster; the same call as `ClusterAgents.list`, kept where the promise client has it.
 *
 * @since 0.1.0
 * @category calls
 */
export const listAgents = (id: string) => ClusterAgents.list(id)
