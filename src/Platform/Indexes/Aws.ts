/**
 * The organization's AWS instances and their agents (`aws` in the promise client):
 * `/rest/aws/instances/agents`, for the configured organization unless told another.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { get, json } from "../../Http/Endpoint.ts"
import { encoded } from "../../Http/Query.ts"

/**
 * Query of {@link list}: the organization whose instances to list (the configured one when left out).
 *
 * @since 0.1.0
 * @category schemas
 */
export const AWSListOptions = Schema.Struct({ organizationId: Schema.optional(Schema.String) })
/**
 * Options of {@link list}.
 *
 * @since 0.1.0
 * @category models
 */
export type AWSListOptions = typeof AWSListOptions.Type

/**
 * An AWS instance and the agent that runs on it.
 *
 * @since 0.1.0
 * @category models
 */
export interface AWSAgentInstanceModel {
  readonly agentId: string
  readonly amiId: string
  readonly availabilityZone: string
  readonly id: string
  readonly instanceState: "pending" | "running" | "shutting-down" | "terminated" | "stopping" | "stopped"
  readonly instanceType: string
  readonly launchTime: string
  readonly license: string
  readonly organizationId: string
  readonly platform: "windows" | "otherLinux"
  readonly privateDNS: string
  readonly privateIPAddress: string
  readonly publicDNS: string
  readonly publicIP: string
  readonly region: string
  readonly role: string
}

/**
 * Lists an organization's AWS instances and their agents.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("Aws.list", "/rest/aws/instances/agents", json<ReadonlyArray<AWSAgentInstanceModel>>(),
  (options?: AWSListOptions) => ({ query: options }), { query: encoded(AWSListOptions), orgQuery: "organizationId" })
