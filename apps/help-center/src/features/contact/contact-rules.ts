// The contact form's rules (spec §3 "Help contact"), the same as the API's so a visitor sees every
// problem before sending; each problem is a message key the form translates.

/** Topics per booking type, as the API accepts them. */
export const contactTopics: Readonly<Record<string, readonly string[]>> = {
  rent: ['booking', 'payment', 'invoice', 'damage', 'account', 'lost-and-found', 'other'],
  ride: ['ride', 'payment', 'lost-item', 'driver-feedback', 'account', 'other'],
};

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

export const nameMax = 100;
export const messageMax = 2000;

const phonePattern = /^\+?[0-9][0-9 ()/-]{3,24}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emptyContact: ContactValues = {
  topic: '',
  name: '',
  phoneNumber: '',
  email: '',
  message: '',
  rentalAgreementNumber: '',
  reservationId: '',
};

/** Every problem of the form, by field; empty when it can be sent. */
export function validateContact(
  values: ContactValues,
  bookingType: string,
): Partial<Record<ContactField, ContactProblem>> {
  const problems: Partial<Record<ContactField, ContactProblem>> = {};
  const topics = contactTopics[bookingType] ?? [];
  if (!topics.includes(values.topic)) problems.topic = 'topicRequired';
  const name = values.name.trim();
  if (name === '') problems.name = 'required';
  else if (name.length > nameMax) problems.name = 'nameTooLong';
  const phone = values.phoneNumber.trim();
  if (phone === '') problems.phoneNumber = 'required';
  else if (!phonePattern.test(phone)) problems.phoneNumber = 'phoneInvalid';
  const email = values.email.trim();
  if (email !== '' && (email.length > 254 || !emailPattern.test(email))) problems.email = 'emailInvalid';
  const message = values.message.trim();
  if (message === '') problems.message = 'required';
  else if (message.length > messageMax) problems.message = 'messageTooLong';
  const agreement = values.rentalAgreementNumber.trim();
  if (agreement !== '' && !/^\d{9,10}$/.test(agreement)) problems.rentalAgreementNumber = 'agreementInvalid';
  const reservation = values.reservationId.trim();
  if (reservation !== '' && !/^[A-Za-z0-9]{6,16}$/.test(reservation))
    problems.reservationId = 'reservationInvalid';
  return problems;
}

/** The request body of valid values: trimmed, optional fields left out when empty. */
export function contactRequest(values: ContactValues) {
  const optional = (v: string) => (v.trim() === '' ? undefined : v.trim());
  return {
    topic: values.topic,
    name: values.name.trim(),
    phoneNumber: values.phoneNumber.trim(),
    ...(optional(values.email) ? { email: optional(values.email) } : {}),
    message: values.message.trim(),
    ...(optional(values.rentalAgreementNumber)
      ? { rentalAgreementNumber: optional(values.rentalAgreementNumber) }
      : {}),
    ...(optional(values.reservationId) ? { reservationId: optional(values.reservationId) } : {}),
  };
}
