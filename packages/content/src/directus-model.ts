// The Directus collections of the content model, derived from the zod schemas (one source of truth):
// the CMS schema script creates them from this, the import fills them and the Directus source reads them.
// Field names stay the spec's (§3), so the page context maps 1:1; only relations are declared here.
import type { z } from 'zod';
import {
  airportPromotionSchema,
  footerLinkSchema,
  footerSchema,
  navigationSchema,
  navListItemSchema,
  pageFrontMatterSchema,
} from './schema.ts';

/** A Directus field of a content collection (the subset of Directus's field definition the model uses). */
export interface DirectusField {
  /** Field name, the zod key, e.g. 'banner_text'. */
  field: string;
  /** Directus type: string, text, boolean, integer, uuid, json or alias (o2m). */
  type: 'string' | 'text' | 'boolean' | 'integer' | 'uuid' | 'json' | 'alias';
  /** The editor must fill it (zod: neither optional nor defaulted). */
  required: boolean;
  /** Database default (zod `.default(...)`). */
  defaultValue?: string | boolean | number;
  /** Allowed values (zod enum). */
  choices?: readonly string[];
  /** Directus admin interface, e.g. 'input', 'select-dropdown', 'list-o2m'. */
  interface: string;
  /** Directus `special` flags, e.g. ['o2m'], ['file'], ['cast-json']. */
  special?: string[];
}

/** A many-to-one relation: `collection.field` points at `related` (and `oneField` lists it back, for o2m). */
export interface DirectusRelation {
  collection: string;
  field: string;
  related: string;
  /** The o2m alias on the related collection, e.g. 'nav_list' on navigations. */
  oneField?: string;
}

/** One collection: its primary key and fields in order. */
export interface DirectusCollection {
  collection: string;
  /** 'integer' auto-increment, or 'string' set by the import (sites: the market site id). */
  primaryKey: 'integer' | 'string';
  /** Sorted by this field within its parent, when set. */
  sortField?: string;
  fields: DirectusField[];
  /** Zod keys of the schema this collection stores (what the source reads back and validates). */
  schemaKeys: readonly string[];
}

type AnySchema = z.ZodType;

/** How a zod key that is not a plain value is stored: its own collection (o2m / m2o) or a file. */
type KeyMapping =
  | { kind: 'o2m'; collection: string; parentField: string }
  | { kind: 'm2o'; collection: string }
  | { kind: 'file' }
  | { kind: 'json' };

function def(schema: AnySchema): { type: string; innerType?: AnySchema; defaultValue?: unknown } {
  return (
    schema as unknown as { _zod: { def: { type: string; innerType?: AnySchema; defaultValue?: unknown } } }
  )._zod.def;
}

/** Unwraps optional/default, telling whether the field may be left empty and its default. */
function unwrap(schema: AnySchema): { inner: AnySchema; required: boolean; defaultValue?: unknown } {
  let inner = schema;
  let required = true;
  let defaultValue: unknown;
  for (;;) {
    const d = def(inner);
    if (d.type === 'optional' && d.innerType) {
      required = false;
      inner = d.innerType;
    } else if (d.type === 'default' && d.innerType) {
      required = false;
      defaultValue = d.defaultValue;
      inner = d.innerType;
    } else return { inner, required, defaultValue };
  }
}

/** Long texts get a multi-line editor. */
const multiline = new Set(['body', 'description', 'footer_text']);

/** Directus fields of a zod object's keys; a key that is neither a plain value nor mapped fails loudly. */
export function fieldsFromZod(
  collection: string,
  schema: AnySchema & { shape: Record<string, AnySchema> },
  mappings: Record<string, KeyMapping> = {},
): DirectusField[] {
  return Object.entries(schema.shape).map(([field, value]): DirectusField => {
    const { inner, required, defaultValue } = unwrap(value);
    const type = def(inner).type;
    const mapping = mappings[field];
    const base = {
      field,
      required,
      ...(defaultValue === undefined ? {} : { defaultValue: defaultValue as string | boolean }),
    };
    if (mapping?.kind === 'o2m')
      return { ...base, type: 'alias', required: false, interface: 'list-o2m', special: ['o2m'] };
    if (mapping?.kind === 'm2o')
      return { ...base, type: 'integer', interface: 'select-dropdown-m2o', special: ['m2o'] };
    if (mapping?.kind === 'file')
      return { ...base, type: 'uuid', interface: 'file-image', special: ['file'] };
    if (mapping?.kind === 'json' || type === 'array') {
      return { ...base, type: 'json', interface: 'input-code', special: ['cast-json'] };
    }
    if (type === 'string')
      return { ...base, type: 'text', interface: multiline.has(field) ? 'input-multiline' : 'input' };
    if (type === 'boolean')
      return { ...base, type: 'boolean', interface: 'boolean', special: ['cast-boolean'] };
    if (type === 'enum') {
      const choices = (inner as unknown as { options: string[] }).options;
      return { ...base, type: 'string', interface: 'select-dropdown', choices };
    }
    throw new Error(
      `${collection}.${field}: zod type '${type}' has no Directus mapping (add one in directus-model.ts)`,
    );
  });
}

/** The parent an item of an o2m list belongs to, and its place in the list. */
const parentFields = (field: string): DirectusField[] => [
  { field, type: 'integer', required: true, interface: 'select-dropdown-m2o', special: ['m2o'] },
  { field: 'sort', type: 'integer', required: false, interface: 'input' },
];

/** site (→ sites) and locale of the site language an item belongs to. */
const siteLanguageFields: DirectusField[] = [
  { field: 'site', type: 'string', required: true, interface: 'select-dropdown-m2o', special: ['m2o'] },
  { field: 'locale', type: 'string', required: true, interface: 'input' },
];

const keysOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape);

/** Publication state of a page: only 'published' pages are built; 'draft' is for preview (issue 24). */
export const pageStatuses = ['published', 'draft'] as const;

/** The content model's collections in creation order (a relation's target comes first). */
export const directusCollections: readonly DirectusCollection[] = [
  {
    collection: 'sites',
    primaryKey: 'string',
    fields: [{ field: 'domain', type: 'string', required: true, interface: 'input' }],
    schemaKeys: ['domain'],
  },
  {
    collection: 'site_languages',
    primaryKey: 'integer',
    sortField: 'sort',
    fields: [
      ...siteLanguageFields,
      { field: 'path_prefix', type: 'string', required: false, interface: 'input' },
      { field: 'sort', type: 'integer', required: false, interface: 'input' },
    ],
    schemaKeys: [],
  },
  {
    collection: 'airport_promotions',
    primaryKey: 'integer',
    fields: fieldsFromZod('airport_promotions', airportPromotionSchema, {
      hero_image_desktop: { kind: 'file' },
      hero_image_mobile: { kind: 'file' },
    }),
    schemaKeys: keysOf(airportPromotionSchema),
  },
  {
    collection: 'navigations',
    primaryKey: 'integer',
    sortField: 'sort',
    fields: [
      ...siteLanguageFields,
      { field: 'sort', type: 'integer', required: false, interface: 'input' },
      ...fieldsFromZod('navigations', navigationSchema, {
        nav_list: { kind: 'o2m', collection: 'nav_list_items', parentField: 'navigation' },
      }),
    ],
    schemaKeys: keysOf(navigationSchema),
  },
  {
    collection: 'nav_list_items',
    primaryKey: 'integer',
    sortField: 'sort',
    fields: [...parentFields('navigation'), ...fieldsFromZod('nav_list_items', navListItemSchema as never)],
    schemaKeys: keysOf(navListItemSchema as never),
  },
  {
    collection: 'footers',
    primaryKey: 'integer',
    sortField: 'sort',
    fields: [
      ...siteLanguageFields,
      { field: 'sort', type: 'integer', required: false, interface: 'input' },
      ...fieldsFromZod('footers', footerSchema, {
        links: { kind: 'o2m', collection: 'footer_links', parentField: 'footer' },
      }),
    ],
    schemaKeys: keysOf(footerSchema),
  },
  {
    collection: 'footer_links',
    primaryKey: 'integer',
    sortField: 'sort',
    fields: [...parentFields('footer'), ...fieldsFromZod('footer_links', footerLinkSchema)],
    schemaKeys: keysOf(footerLinkSchema),
  },
  {
    collection: 'pages',
    primaryKey: 'integer',
    fields: [
      ...siteLanguageFields,
      { field: 'page_id', type: 'string', required: true, interface: 'input' },
      {
        field: 'status',
        type: 'string',
        required: true,
        defaultValue: 'draft',
        interface: 'select-dropdown',
        choices: pageStatuses,
      },
      ...fieldsFromZod('pages', pageFrontMatterSchema as never, {
        airportPromotion: { kind: 'm2o', collection: 'airport_promotions' },
      }),
      { field: 'body', type: 'text', required: true, interface: 'input-multiline' },
    ],
    schemaKeys: keysOf(pageFrontMatterSchema as never),
  },
];

/** The relations between the collections (and to Directus's files). */
export const directusRelations: readonly DirectusRelation[] = [
  { collection: 'site_languages', field: 'site', related: 'sites' },
  { collection: 'navigations', field: 'site', related: 'sites' },
  { collection: 'footers', field: 'site', related: 'sites' },
  { collection: 'pages', field: 'site', related: 'sites' },
  { collection: 'nav_list_items', field: 'navigation', related: 'navigations', oneField: 'nav_list' },
  { collection: 'footer_links', field: 'footer', related: 'footers', oneField: 'links' },
  { collection: 'airport_promotions', field: 'hero_image_desktop', related: 'directus_files' },
  { collection: 'airport_promotions', field: 'hero_image_mobile', related: 'directus_files' },
  { collection: 'pages', field: 'airportPromotion', related: 'airport_promotions' },
];
