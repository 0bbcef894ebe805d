// A damage report's rules (issue 22): what the form checks before the caller sends it (the API checks the
// same again and has the last word), and where the API's refusal of a field shows in the form.
import * as z from 'zod/mini';
import { DAMAGE_AREAS, DAMAGE_KINDS } from './damage-types.ts';

/** The description's length (the API's rule: trimmed, 3 to 1000 characters). */
export const DESCRIPTION_MIN = 3;
export const DESCRIPTION_MAX = 1000;

export interface ReportMessages {
  area: string;
  kind: string;
  descriptionShort: string;
  descriptionLong: string;
}

/** The form's schema: area and kind chosen ('' until then), a description of 3–1000 characters. */
export function damageReportSchema(m: ReportMessages) {
  return z.object({
    /** The area of the car, chosen on the outline or in the list. */
    area: z
      .string()
      .check(z.refine((v) => (DAMAGE_AREAS as readonly string[]).includes(v), { error: m.area })),
    /** What kind of damage. */
    kind: z
      .string()
      .check(z.refine((v) => (DAMAGE_KINDS as readonly string[]).includes(v), { error: m.kind })),
    /** What happened and what it looks like, in the customer's words. */
    description: z.string().check(
      z.refine((v) => v.trim().length >= DESCRIPTION_MIN, { error: m.descriptionShort }),
      z.refine((v) => v.trim().length <= DESCRIPTION_MAX, { error: m.descriptionLong }),
    ),
  });
}

/** The form's field of an API field path: 'photoUploadIds.2' is the photos, a path the form lacks null. */
export function reportFieldOf(apiPath: string): 'area' | 'kind' | 'description' | 'photos' | null {
  const head = apiPath.split('.')[0];
  if (head === 'area' || head === 'kind' || head === 'description') return head;
  if (head === 'photoUploadIds' || head === 'photos') return 'photos';
  return null;
}
