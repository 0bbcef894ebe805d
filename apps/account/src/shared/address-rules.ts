// An address laid out and checked by its country's template (GET /v1/config/addresstemplates): the
// private profile's home address (issue 14 §9) and a company's billing address (issue 20) follow the same
// rules, the API's. Checked here as the customer leaves a field; the API checks again.

/** An address field a template may ask for. */
export type AddressField = 'street' | 'postcode' | 'city' | 'region';

/** What the forms need of a country's address template (GET /v1/config/addresstemplates). */
export interface AddressRules {
  /** The lines of the address, each a list of field names ('country' is the country choice). */
  lines: string[][];
  /** The fields with their rules. */
  fields: ReadonlyArray<{ name: string; required: boolean; maxLength: number; pattern: string | null }>;
  /** An example postcode for the message, or null. */
  postcodeExample: string | null;
}

/** An address's typed values: its country and every field a template may show. */
export type AddressValues = { country: string } & Record<AddressField, string>;

/** The messages of the address rules, in the page's language. */
export interface AddressMessages {
  required: string;
  postcodeInvalid: (example: string | null) => string;
}

const addressKeys = ['street', 'postcode', 'city', 'region'] as const;

/** The fields an address template shows, in its order (the country choice is always there). */
export function addressFieldsOf(rules: AddressRules): AddressField[] {
  return rules.lines
    .flat()
    .filter((name): name is AddressField => addressKeys.includes(name as AddressField));
}

/**
 * The problems of an address by its template: each required field it shows, and the postcode's pattern
 * (checked in capitals: 'sw1y 4le' is SW1Y 4LE). `issue` records one problem at a field.
 */
export function checkAddress(
  v: AddressValues,
  rules: AddressRules,
  m: AddressMessages,
  issue: (field: AddressField, message: string) => void,
): void {
  const shown = addressFieldsOf(rules);
  for (const field of rules.fields) {
    const name = field.name as AddressField;
    if (!shown.includes(name)) continue;
    const value = v[name].trim();
    if (field.required && value === '') issue(name, m.required);
    else if (
      name === 'postcode' &&
      value !== '' &&
      field.pattern &&
      !new RegExp(field.pattern).test(value.toUpperCase())
    )
      issue(name, m.postcodeInvalid(rules.postcodeExample));
  }
}

/** The address the API stores of valid values: only the fields the template shows, postcode in capitals. */
export function addressOf(v: AddressValues, rules: AddressRules): AddressValues {
  const shown = addressFieldsOf(rules);
  const text = (k: AddressField) => (shown.includes(k) ? v[k].trim() : '');
  return {
    country: v.country,
    street: text('street'),
    postcode: text('postcode').toUpperCase(),
    city: text('city'),
    region: text('region'),
  };
}
