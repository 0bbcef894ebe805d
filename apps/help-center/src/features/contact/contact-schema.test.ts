import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ContactValues, contactRequest, emptyContact, validateContact } from './contact-schema.ts';

const valid: ContactValues = {
  ...emptyContact,
  topic: 'booking',
  name: 'Eva Berg',
  phoneNumber: '030 1234567',
  message: 'I need to change the pickup time.',
};

describe('validateContact (the API rules, spec §3 "Help contact")', () => {
  it('accepts a complete form', () => {
    expect(validateContact(valid, 'rent')).toEqual({});
  });

  it.each([
    [{ topic: '' }, 'topic', 'topicRequired'],
    [{ topic: 'ride' }, 'topic', 'topicRequired'],
    [{ name: '   ' }, 'name', 'required'],
    [{ name: 'x'.repeat(101) }, 'name', 'nameTooLong'],
    [{ phoneNumber: '' }, 'phoneNumber', 'required'],
    [{ phoneNumber: 'call me' }, 'phoneNumber', 'phoneInvalid'],
    [{ phoneNumber: '12' }, 'phoneNumber', 'phoneInvalid'],
    [{ email: 'not-an-email' }, 'email', 'emailInvalid'],
    [{ message: ' ' }, 'message', 'required'],
    [{ message: 'x'.repeat(2001) }, 'message', 'messageTooLong'],
    [{ rentalAgreementNumber: '12ab' }, 'rentalAgreementNumber', 'agreementInvalid'],
    [{ reservationId: '!!' }, 'reservationId', 'reservationInvalid'],
  ] as const)('%j → %s: %s', (patch, field, problem) => {
    expect(validateContact({ ...valid, ...patch }, 'rent')).toEqual({ [field]: problem });
  });

  it('knows the ride topics', () => {
    expect(validateContact({ ...valid, topic: 'lost-item' }, 'ride')).toEqual({});
    expect(validateContact({ ...valid, topic: 'lost-item' }, 'rent').topic).toBe('topicRequired');
  });

  it('never throws, and a valid form gives a request with no empty optional field', () => {
    const text = fc.string({ maxLength: 30 });
    fc.assert(
      fc.property(fc.record({ ...Object.fromEntries(Object.keys(valid).map((k) => [k, text])) }), (raw) => {
        const values = raw as unknown as ContactValues;
        const problems = validateContact(values, 'rent');
        if (Object.keys(problems).length === 0) {
          const body = contactRequest(values);
          for (const value of Object.values(body)) expect(value).not.toBe('');
        }
      }),
    );
  });

  it('trims and leaves out empty optional fields', () => {
    expect(contactRequest({ ...valid, name: ' Eva ', reservationId: ' ' })).toEqual({
      topic: 'booking',
      name: 'Eva',
      phoneNumber: '030 1234567',
      message: 'I need to change the pickup time.',
    });
  });
});
