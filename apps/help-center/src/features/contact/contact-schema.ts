// The contact form's schema (spec §3 "Help contact"): the API's rules of @rental/markets/rules (topics,
// lengths, patterns), so a visitor sees every problem before sending. Each message is a problem key
// the form translates (`contact.problems.{key}`).
import { contactLimits, contactTopics } from '@rental/markets/rules';
import * as z from 'zod/mini';

export interface ContactValues {
  topic: string;
  name: string;
  phoneNumber: string;
  email: string;
  message: string;
  rentalAgreementNumber: string;
  reservationId: string;
}

export type ContactField = keyof ContactValues;

/** Fields in the order the form shows them (the error summary follows it). */
export const contactFields: readonly ContactField[] = [
  'topic',
  'name',
  'phoneNumber',
  'email',
  'message',
  'rentalAgreementNumber',
  'reservationId',
];

export type ContactProblem =
  | 'topicRequired'
  | 'required'
  | 'nameTooLong'
  | 'phoneInvalid'
  | 'emailInvalid'
  | 'messageTooLong'
  | 'agreementInvalid'
  | 'reservationInvalid';

export const emptyContact: ContactValues = {
  topic: '',
  name: '',
  phoneNumber: '',
  email: '',
  message: '',
  rentalAgreementNumber: '',
  reservationId: '',
};

/** The topics of a help center's contact form. */
export function topicsOf(bookingType: string): readonly string[] {
  return bookingType === 'ride' ? contactTopics.ride : contactTopics.rent;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const problem = (key: ContactProblem) => key;
const trimmed = (value: string) => value.trim();

/** A text that may be left empty, else must pass `check`. */
function optional(check: (value: string) => boolean, key: ContactProblem) {
  return z.string().check(z.refine((v) => trimmed(v) === '' || check(trimmed(v)), problem(key)));
}

/** A required text: one message when empty, another when `check` fails. */
function required(check: (value: string) => boolean, key: ContactProblem) {
  return z.string().check(
    z.refine((v) => trimmed(v) !== '', problem('required')),
    z.refine((v) => trimmed(v) === '' || check(trimmed(v)), problem(key)),
  );
}

/** The schema of the form of a help center (its topics); messages are problem keys. */
export function contactSchema(bookingType: string) {
  const topics = topicsOf(bookingType);
  return z.object({
    topic: z.string().check(z.refine((v) => topics.includes(v), problem('topicRequired'))),
    name: required((v) => v.length <= contactLimits.nameMax, 'nameTooLong'),
    phoneNumber: required((v) => contactLimits.phonePattern.test(v), 'phoneInvalid'),
    email: optional((v) => v.length <= contactLimits.emailMax && emailPattern.test(v), 'emailInvalid'),
    message: required((v) => v.length <= contactLimits.messageMax, 'messageTooLong'),
    rentalAgreementNumber: optional((v) => contactLimits.agreementPattern.test(v), 'agreementInvalid'),
    reservationId: optional((v) => contactLimits.reservationPattern.test(v), 'reservationInvalid'),
  });
}

/** Every problem of the form, by field (the first per field); empty when it can be sent. */
export function validateContact(
  values: ContactValues,
  bookingType: string,
): Partial<Record<ContactField, ContactProblem>> {
  const result = contactSchema(bookingType).safeParse(values);
  const problems: Partial<Record<ContactField, ContactProblem>> = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    problems[field] ??= issue.message as ContactProblem;
  }
  return problems;
}

/** The request body of valid values: trimmed, optional fields left out when empty. */
export function contactRequest(values: ContactValues) {
  const optionalValue = (v: string) => (v.trim() === '' ? undefined : v.trim());
  return {
    topic: values.topic,
    name: values.name.trim(),
    phoneNumber: values.phoneNumber.trim(),
    ...(optionalValue(values.email) ? { email: optionalValue(values.email) } : {}),
    message: values.message.trim(),
    ...(optionalValue(values.rentalAgreementNumber)
      ? { rentalAgreementNumber: optionalValue(values.rentalAgreementNumber) }
      : {}),
    ...(optionalValue(values.reservationId) ? { reservationId: optionalValue(values.reservationId) } : {}),
  };
}
