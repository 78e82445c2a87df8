/**
 * Accessors of the promise client 60.4 for API key templates, AWS instances, the
 * current user's invites, organization access and resources, named as
 * `@coveo/platform-client` names them (the promise forms of `apiKey` and
 * `license` calls are in `../forms/`).
 *
 * @module
 */
import * as ApiKeyTemplates from "../../Platform/Authorization/ApiKeyTemplates.ts"
import * as Invites from "../../Platform/Authorization/Invites.ts"
import * as OrganizationAccess from "../../Platform/Authorization/OrganizationAccess.ts"
import * as Aws from "../../Platform/Indexes/Aws.ts"
import * as Resources from "../../Platform/Projects/Resources.ts"
import type { Node } from "../Facade.ts"

/** Accessor name → [module, nested accessors]. */
export const keysAndAccessAccessors = {
  apiKeyTemplate: [ApiKeyTemplates],
  aws: [Aws],
  invites: [Invites],
  organizationAccess: [OrganizationAccess],
  resources: [Resources]
} as const satisfies Readonly<Record<string, Node>>
