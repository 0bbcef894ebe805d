// Creates the content model's collections in Directus from packages/content's model (itself derived from
// the zod schemas), so the CMS and the file source share one definition. Idempotent: existing
// collections are left alone.
import {
  createCollection,
  createField,
  createRelation,
  type DirectusClient,
  type RestClient,
  readCollections,
} from '@directus/sdk';
import {
  type DirectusCollection,
  type DirectusField,
  directusCollections,
  directusRelations,
} from '@rental/content/directus-model';

// biome-ignore lint/suspicious/noExplicitAny: the admin client talks to system collections without a typed schema.
export type AdminClient = DirectusClient<any> & RestClient<any>;

function fieldPayload(field: DirectusField) {
  return {
    field: field.field,
    type: field.type,
    meta: {
      interface: field.interface,
      required: field.required,
      ...(field.special ? { special: field.special } : {}),
      ...(field.choices
        ? { options: { choices: field.choices.map((value) => ({ text: value, value })) } }
        : {}),
    },
    ...(field.type === 'alias' ? {} : { schema: { default_value: field.defaultValue ?? null } }),
  };
}

function collectionPayload(model: DirectusCollection) {
  const id =
    model.primaryKey === 'string'
      ? {
          field: 'id',
          type: 'string',
          meta: { interface: 'input' },
          schema: { is_primary_key: true, length: 64 },
        }
      : {
          field: 'id',
          type: 'integer',
          meta: { hidden: true, readonly: true, interface: 'input' },
          schema: { is_primary_key: true, has_auto_increment: true },
        };
  return {
    collection: model.collection,
    meta: { ...(model.sortField ? { sort_field: model.sortField } : {}), note: 'content model (issue 24)' },
    schema: {},
    fields: [id, ...model.fields.filter((f) => f.type !== 'alias').map(fieldPayload)],
  };
}

/** Creates the collections, relations and o2m lists that do not exist yet. */
export async function createContentSchema(client: AdminClient, log: (line: string) => void = console.log) {
  const existing = new Set((await client.request(readCollections())).map((c) => String(c.collection)));
  const missing = directusCollections.filter((c) => !existing.has(c.collection));
  if (missing.length === 0) return log('Directus schema: every content collection exists');
  for (const model of missing) await client.request(createCollection(collectionPayload(model) as never));
  for (const relation of directusRelations) {
    if (existing.has(relation.collection)) continue;
    await client.request(
      createRelation({
        collection: relation.collection,
        field: relation.field,
        related_collection: relation.related,
        meta: relation.oneField ? { one_field: relation.oneField, sort_field: 'sort' } : {},
        schema: { on_delete: relation.oneField ? 'CASCADE' : 'SET NULL' },
      } as never),
    );
  }
  for (const model of missing) {
    for (const field of model.fields.filter((f) => f.type === 'alias')) {
      await client.request(createField(model.collection, fieldPayload(field) as never));
    }
  }
  log(`Directus schema: created ${missing.map((c) => c.collection).join(', ')}`);
}
