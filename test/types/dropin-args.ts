/**
 * Compile-time tests of ported call sites (run by `tsc`, the typecheck of `.ci/run`): arguments typed with
 * `@coveo/platform-client` 60.4's own types reach the promise facade unchanged, and fields it reads from
 * answers are there. Each case is one the platform takes, with its evidence in `scripts/description-additions.ts`
 * or beside the declaration; `test/dropin-args.test.ts` sends the wire values.
 */
import type {
  CaseClassificationStrategies,
  PlatformClient as TheirClient,
  SecurityProviderType as TheirSecurityProviderType
} from "@coveo/platform-client"
import type { RawIndexConfig } from "../../src/Platform/Indexes/Indexes.ts"
import type { CaseClassificationSomeConfigurationModel } from "../../src/Platform/Interfaces/CaseAssists.ts"
import type { PromisePlatformClient } from "../../src/promise/index.ts"

/** Argument `I` of one of the promise client's methods, as its own declaration types it. */
type Theirs<F, I extends number> = F extends (...args: infer Args) => unknown ? Args[I] : never

/** What a call of the facade answers. */
type Answer<F> = F extends (...args: ReadonlyArray<never>) => Promise<infer A> ? A : never

type T = TheirClient

export const ported = (
  client: PromisePlatformClient,
  rawIndex: Theirs<T["index"]["editJson"], 1>,
  snowflakeUser: Theirs<T["ua"]["snowflake"]["createUser"], 0>,
  expiration: Theirs<T["ua"]["snowflake"]["reactivateUser"], 1>,
  statement: Theirs<T["pipeline"]["statements"]["create"], 1>,
  identity: Theirs<T["pushApi"]["createOrUpdateSecurityIdentity"], 1>,
  alias: Theirs<T["pushApi"]["createOrUpdateSecurityIdentityAlias"], 1>,
  securityProvider: TheirSecurityProviderType
) => [
  // Sections typed by interfaces (`IndexPhysicalIndexModel`), which have no index signature.
  client.index.editJson("i1", rawIndex),
  client.index.editJsonAll(rawIndex),
  // No pagination, spelt `null`.
  client.organization.list(null),
  // A user who never expires.
  client.ua.snowflake.createUser(snowflakeUser),
  client.ua.snowflake.createUser({ username: "ada", email: "ada@example.com", daysToExpiry: null }),
  client.ua.snowflake.reactivateUser("ada", expiration),
  // `resultRankings` among the statement features.
  client.pipeline.statements.create("p1", statement),
  client.pipeline.statements.update("p1", "s1", statement),
  // A statement's position, written as an object literal as ported code writes it.
  client.pipeline.statements.create("p1", { feature: "filter", definition: "@source==docs", position: 1 }),
  // Permission results spelt `SUCCESS`, as the promise client's `SinglePermissionResult` spells them.
  client.pushApi.createOrUpdateSecurityIdentity("sp1", identity),
  client.pushApi.createOrUpdateSecurityIdentityAlias("sp1", { ...alias, mappings: [] }),
  // An `ACTIVE_DIRECTORY` security provider in a raw source (their `RawSourceConfig` as a whole still differs:
  // its providers' `userIdentities` is one identity, where the platform takes a map of them).
  client.source.createFromRaw({ securityProviders: [{ id: "sp1", name: "AD", type: securityProvider }] }),
  client.source.updateRawSource("s1", { securityProviders: [{ id: "sp1", name: "AD", type: securityProvider }] })
]

// A classification strategy of the promise client's enumeration (`Axon` included) is a strategy of ours.
export const strategy = (their: CaseClassificationStrategies): CaseClassificationSomeConfigurationModel["strategy"] =>
  their

// Fields the promise client reads from answers, which the descriptions' request schemas carry too.
export const cacheMaximumAge = (
  association: NonNullable<Answer<PromisePlatformClient["pipeline"]["associations"]["getAssociation"]>>
): string | undefined => association.cacheMaximumAge
export const title = (
  searchInterface: NonNullable<Answer<PromisePlatformClient["searchInterfaces"]["get"]>>
): string | undefined => searchInterface.title

// A read configuration keeps its sections as maps of settings (not any object).
export const readSetting = (config: RawIndexConfig): unknown => config.physicalIndex?.["name"]
// @ts-expect-error an answer's daysToExpiry is a number, never a string
export const wrongExpiry: NonNullable<
  Theirs<PromisePlatformClient["ua"]["snowflake"]["createUser"], 0>
>["daysToExpiry"] = "never"
