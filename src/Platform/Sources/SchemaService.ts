/**
 * The schema service (`schemaService` in the promise client):
 * `/rest/organizations/{org}/schema/sources`. It manages sources whose content
 * is described by objects to get, and reads the entities and fields of the
 * remote system a source type connects to. Named so as not to clash with
 * effect's `Schema`.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import * as Schema from "effect/Schema"
import { del, empty, get, json, post, put } from "../../Http/Endpoint.ts"
import { encoded } from "../../Http/Query.ts"
import type * as SchemaServiceModels from "../../Schema/Models/SchemaService.ts"
import type * as Source from "../../Schema/Models/Source.ts"
import type { SourceType } from "../../Schema/Sources.ts"

/**
 * Query of {@link create} and {@link update}.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CreateSchemaSourceOptions = Schema.Struct({
  rebuild: Schema.optional(Schema.Boolean),
  updateSecurityProviders: Schema.optional(Schema.Boolean)
})
/**
 * Options of {@link create} and {@link update}.
 *
 * @since 0.1.0
 * @category models
 */
export type CreateSchemaSourceOptions = typeof CreateSchemaSourceOptions.Type

const connection = {
  instanceUrl: Schema.String,
  username: Schema.optional(Schema.String),
  passwordGuid: Schema.optional(Schema.String),
  clientId: Schema.optional(Schema.String),
  clientSecretGuid: Schema.optional(Schema.String),
  oauthRefreshTokenGuid: Schema.optional(Schema.String)
}

/**
 * How to reach the remote instance: its URL, and credentials kept in the vault
 * by id. `instanceUrl` is required, so a call whose parameters are omitted
 * fails with `InvalidInput` before any request.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SchemaServiceQueryParams = Schema.Struct(connection)
/**
 * Options of {@link getFields} and {@link translateToSpecificObjectsToGetWithFields}.
 *
 * @since 0.1.0
 * @category models
 */
export type SchemaServiceQueryParams = typeof SchemaServiceQueryParams.Type

/**
 * Query of {@link getEntities}: the connection plus server-side paging and a search.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GetEntitiesQueryParams = Schema.Struct(connection).mapFields((fields) => ({
  ...fields,
  offset: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Number),
  query: Schema.optional(Schema.String),
  /** Comma-separated entity ids. */
  entityIds: Schema.optional(Schema.String)
}))
/**
 * Options of {@link getEntities}.
 *
 * @since 0.1.0
 * @category models
 */
export type GetEntitiesQueryParams = typeof GetEntitiesQueryParams.Type

/**
 * Query of {@link getEntity}: the connection plus a record filter.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GetEntityQueryParams = Schema.Struct(connection).mapFields((fields) => ({
  ...fields,
  filter: Schema.optional(Schema.String)
}))
/**
 * Options of {@link getEntity}.
 *
 * @since 0.1.0
 * @category models
 */
export type GetEntityQueryParams = typeof GetEntityQueryParams.Type

/**
 * An entity (object, table) of the remote system.
 *
 * @since 0.1.0
 * @category models
 */
export type SimpleSchemaEntity = SchemaServiceModels.SchemaEntity

/**
 * Entities of the remote system, with their count: the answer of {@link getEntities}, {@link getEntity}
 * (the one entity) and {@link getFields} (the entity with its fields).
 *
 * @since 0.1.0
 * @category models
 */
export type SchemaEntities = SchemaServiceModels.SchemaEntities

/**
 * A field of a remote entity.
 *
 * @since 0.1.0
 * @category models
 */
export type SchemaEntityField = SchemaServiceModels.SchemaField

/**
 * One object (entity, table) to index, in the generic form.
 *
 * @since 0.1.0
 * @category models
 */
export type GenericObject = SchemaServiceModels.GenericObject

/**
 * The objects a source indexes, in the generic form.
 *
 * @since 0.1.0
 * @category models
 */
export type ObjectsToGet = SchemaServiceModels.GenericObjectsToGet

/**
 * A source with its objects to get (the schema service's sources are not in its published description:
 * this is the Source API's `SourceModel`, with the id of a fetched source, plus `objectsToGet`; other
 * fields it carries are reached with `raw(source)` of `Schema/Raw`).
 *
 * @since 0.1.0
 * @category models
 */
export interface SchemaServiceSource extends Source.SourceModel {
  readonly id: string
  readonly objectsToGet?: ObjectsToGet
}

/**
 * A source to create or update through the schema service.
 *
 * @since 0.1.0
 * @category models
 */
export interface CreateSchemaSourceModel extends Source.SourceModelInput {
  /** The objects to get, as JSON text. */
  readonly objectsToGetConfiguration?: string
}

/**
 * Objects to get in the form a source type understands; its shape depends on the type, so the
 * description declares no field: read them with `raw(objects)` of `Schema/Raw`.
 *
 * @since 0.1.0
 * @category models
 */
export type SpecificObjectsToGet = SchemaServiceModels.SpecificObjectsToGet

/**
 * Whether a Slack access token is valid, and for which workspace.
 *
 * @since 0.1.0
 * @category models
 */
export type SlackTokenValidationResult = SchemaServiceModels.SlackTokenValidationStatus

const SlackTokenQuery = Schema.Struct({ accessToken: Schema.String })

const bySource = (sourceId: string) => ({ path: { sourceId } })

/**
 * Creates a source; answers its id.
 *
 * @since 0.1.0
 * @category calls
 */
export const create = post("SchemaService.create", "/rest/organizations/{org}/schema/sources",
  json<{ readonly id: string }>(),
  (source: CreateSchemaSourceModel, options?: CreateSchemaSourceOptions) => ({ body: source, query: options }), {
  query: encoded(CreateSchemaSourceOptions)
})

/**
 * Gets a source with its objects to get.
 *
 * @since 0.1.0
 * @category calls
 */
const get_ = get("SchemaService.get", "/rest/organizations/{org}/schema/sources/{sourceId}",
  json<SchemaServiceSource>(), bySource)

/**
 * Updates a source; answers its id.
 *
 * @since 0.1.0
 * @category calls
 */
export const update = put(
  "SchemaService.update",
  "/rest/organizations/{org}/schema/sources/{sourceId}",
  json<{ readonly id: string }>(),
  (sourceId: string, source: CreateSchemaSourceModel, options?: CreateSchemaSourceOptions) => ({
    path: { sourceId },
    body: source,
    query: options
  }),
  { query: encoded(CreateSchemaSourceOptions) }
)

/**
 * Deletes a source.
 *
 * @since 0.1.0
 * @category calls
 */
const delete_ = del("SchemaService.delete", "/rest/organizations/{org}/schema/sources/{sourceId}", empty, bySource)

/**
 * Lists (or searches) the entities of the remote instance.
 *
 * @since 0.1.0
 * @category calls
 */
export const getEntities = get("SchemaService.getEntities",
  "/rest/organizations/{org}/schema/sources/{sourceType}/entities", json<SchemaEntities>(),
  (sourceType: SourceType, parameters?: GetEntitiesQueryParams) => ({ path: { sourceType }, query: parameters }), {
  query: encoded(GetEntitiesQueryParams)
})

/**
 * Gets one entity of the remote instance, answered as entities (`entities` holds it).
 *
 * @since 0.1.0
 * @category calls
 */
export const getEntity = get(
  "SchemaService.getEntity",
  "/rest/organizations/{org}/schema/sources/{sourceType}/entities/{entityId}",
  json<SchemaEntities>(),
  (sourceType: SourceType, entityId: string, parameters?: GetEntityQueryParams) => ({
    path: { sourceType, entityId },
    query: parameters
  }),
  { query: encoded(GetEntityQueryParams) }
)

/**
 * Lists the fields of an entity of the remote instance, answered as entities (the entity's `fields`).
 *
 * @since 0.1.0
 * @category calls
 */
export const getFields = get(
  "SchemaService.getFields",
  "/rest/organizations/{org}/schema/sources/{sourceType}/entities/{entityId}/fields",
  json<SchemaEntities>(),
  (sourceType: SourceType, entityId: string, parameters?: SchemaServiceQueryParams) => ({
    path: { sourceType, entityId },
    query: parameters
  }),
  { query: encoded(SchemaServiceQueryParams) }
)

/**
 * Turns generic objects to get into the source type's own form.
 *
 * @since 0.1.0
 * @category calls
 */
export const translateToSpecificObjectsToGet = post("SchemaService.translateToSpecificObjectsToGet",
  "/rest/organizations/{org}/schema/sources/{sourceType}/translate/specific", json<SpecificObjectsToGet>(),
  (sourceType: SourceType, genericObjectsToGet: ObjectsToGet) => ({ path: { sourceType }, body: genericObjectsToGet }))

/**
 * Turns generic objects to get into the source type's own form, with every field read from the remote instance.
 *
 * @since 0.1.0
 * @category calls
 */
export const translateToSpecificObjectsToGetWithFields = post(
  "SchemaService.translateToSpecificObjectsToGetWithFields",
  "/rest/organizations/{org}/schema/sources/{sourceType}/translate/specificWithFields",
  json<SpecificObjectsToGet>(),
  (sourceType: SourceType, genericObjectsToGet: ObjectsToGet, parameters?: SchemaServiceQueryParams) => ({
    path: { sourceType },
    body: genericObjectsToGet,
    query: parameters
  }),
  { query: encoded(SchemaServiceQueryParams) }
)

/**
 * Turns a source type's own objects to get into the generic form.
 *
 * @since 0.1.0
 * @category calls
 */
export const translateToGenericObjectsToGet = post(
  "SchemaService.translateToGenericObjectsToGet",
  "/rest/organizations/{org}/schema/sources/{sourceType}/translate/generic",
  json<ObjectsToGet>(),
  (sourceType: SourceType, specificObjectsToGet: SpecificObjectsToGet) => ({
    path: { sourceType },
    body: specificObjectsToGet
  })
)

/**
 * Gets the objects to get that a new source of a type starts with.
 *
 * @since 0.1.0
 * @category calls
 */
export const getDefaultObjectsToGet = get("SchemaService.getDefaultObjectsToGet",
  "/rest/organizations/{org}/schema/sources/{sourceType}/defaultObjectsToGet", json<ObjectsToGet>(),
  (sourceType: SourceType) => ({ path: { sourceType } }))

/**
 * Tells whether a Slack access token is valid; the token travels in the query, as the platform takes it.
 *
 * @since 0.1.0
 * @category calls
 */
export const validateSlackToken = post("SchemaService.validateSlackToken",
  "/rest/organizations/{org}/schema/sources/SLACK/validateToken", json<SlackTokenValidationResult>(),
  (accessToken: string) => ({ query: { accessToken } }), { query: encoded(SlackTokenQuery) })

export {
  /**
   * Deletes a source.
   *
   * @since 0.1.0
   * @category calls
   */
  delete_ as delete,
  /**
   * Gets a source with its objects to get.
   *
   * @since 0.1.0
   * @category calls
   */
  get_ as get
}

// The operations of this area that are declared from the descriptions.
export * from "./SchemaService.generated.ts"
