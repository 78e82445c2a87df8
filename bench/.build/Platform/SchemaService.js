/**
 * The schema service (`schemaService` in the promise client):
 * `/rest/organizations/{org}/schema/sources`. It manages sources whose content
 * is described by objects to get, and reads the entities and fields of the
 * remote system a source type connects to. Named so as not to clash with
 * effect's `Schema`.
 *
 * @module
 */
import * as Schema from "effect/Schema";
import { del, empty, get, json, post, put } from "../Http/Endpoint.js";
const base = "/rest/organizations/{org}/schema/sources";
/** Query of {@link create} and {@link update}. */
export const CreateSchemaSourceOptions = Schema.Struct({
    rebuild: Schema.optional(Schema.Boolean),
    updateSecurityProviders: Schema.optional(Schema.Boolean)
});
const connection = {
    instanceUrl: Schema.String,
    username: Schema.optional(Schema.String),
    passwordGuid: Schema.optional(Schema.String),
    clientId: Schema.optional(Schema.String),
    clientSecretGuid: Schema.optional(Schema.String),
    oauthRefreshTokenGuid: Schema.optional(Schema.String)
};
/**
 * How to reach the remote instance: its URL, and credentials kept in the vault
 * by id. `instanceUrl` is required, so a call whose parameters are omitted
 * fails with `InvalidInput` before any request.
 */
export const SchemaServiceQueryParams = Schema.Struct(connection);
/** Query of {@link getEntities}: the connection plus server-side paging and a search. */
export const GetEntitiesQueryParams = Schema.Struct({
    ...connection,
    offset: Schema.optional(Schema.Number),
    limit: Schema.optional(Schema.Number),
    query: Schema.optional(Schema.String),
    /** Comma-separated entity ids. */
    entityIds: Schema.optional(Schema.String)
});
/** Query of {@link getEntity}: the connection plus a record filter. */
export const GetEntityQueryParams = Schema.Struct({
    ...connection,
    filter: Schema.optional(Schema.String)
});
const bySource = (sourceId) => ({ path: { sourceId } });
/** Creates a source; answers its id. */
export const create = post("SchemaService.create", base, json(), (source, options) => ({ body: source, query: options }), { query: CreateSchemaSourceOptions });
/** Gets a source with its objects to get. */
const get_ = get("SchemaService.get", `${base}/{sourceId}`, json(), bySource);
/** Updates a source; answers its id. */
export const update = put("SchemaService.update", `${base}/{sourceId}`, json(), (sourceId, source, options) => ({
    path: { sourceId },
    body: source,
    query: options
}), { query: CreateSchemaSourceOptions });
/** Deletes a source. */
const delete_ = del("SchemaService.delete", `${base}/{sourceId}`, empty, bySource);
/** Lists (or searches) the entities of the remote instance. */
export const getEntities = get("SchemaService.getEntities", `${base}/{sourceType}/entities`, json(), (sourceType, parameters) => ({ path: { sourceType }, query: parameters }), { query: GetEntitiesQueryParams });
/** Gets one entity of the remote instance. */
export const getEntity = get("SchemaService.getEntity", `${base}/{sourceType}/entities/{entityId}`, json(), (sourceType, entityId, parameters) => ({
    path: { sourceType, entityId },
    query: parameters
}), { query: GetEntityQueryParams });
/** Lists the fields of an entity of the remote instance. */
export const getFields = get("SchemaService.getFields", `${base}/{sourceType}/entities/{entityId}/fields`, json(), (sourceType, entityId, parameters) => ({
    path: { sourceType, entityId },
    query: parameters
}), { query: SchemaServiceQueryParams });
/** Turns generic objects to get into the source type's own form. */
export const translateToSpecificObjectsToGet = post("SchemaService.translateToSpecificObjectsToGet", `${base}/{sourceType}/translate/specific`, json(), (sourceType, genericObjectsToGet) => ({ path: { sourceType }, body: genericObjectsToGet }));
/** Turns generic objects to get into the source type's own form, with every field read from the remote instance. */
export const translateToSpecificObjectsToGetWithFields = post("SchemaService.translateToSpecificObjectsToGetWithFields", `${base}/{sourceType}/translate/specificWithFields`, json(), (sourceType, genericObjectsToGet, parameters) => ({
    path: { sourceType },
    body: genericObjectsToGet,
    query: parameters
}), { query: SchemaServiceQueryParams });
/** Turns a source type's own objects to get into the generic form. */
export const translateToGenericObjectsToGet = post("SchemaService.translateToGenericObjectsToGet", `${base}/{sourceType}/translate/generic`, json(), (sourceType, specificObjectsToGet) => ({
    path: { sourceType },
    body: specificObjectsToGet
}));
export { 
/** Deletes a source. */
delete_ as delete, 
/** Gets a source with its objects to get. */
get_ as get };
