import { describe, expect, it } from 'vitest';
import { changeSchema } from './change-dates.tsx';

const m = { required: 'required', invalidDate: 'invalid', returnBefore: 'before' };

function problems(pattern: string, values: Record<string, string>) {
  const result = changeSchema(pattern, m).safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('changeSchema', () => {
  it.each([
    {
      pattern: 'DD/MM/YYYY',
      v: { pickupDay: '10/03/2027', pickupTime: '12:30', returnDay: '13/03/2027', returnTime: '08:30' },
      want: [],
    },
    {
      pattern: 'DD.MM.YYYY',
      v: { pickupDay: '10.03.2027', pickupTime: '12:30', returnDay: '', returnTime: '08:30' },
      want: ['returnDay: required'],
    },
    {
      pattern: 'MM/DD/YYYY',
      v: { pickupDay: '13/10/2027', pickupTime: '12:30', returnDay: '10/14/2027', returnTime: '08:30' },
      want: ['pickupDay: invalid'],
    },
    {
      pattern: 'DD/MM/YYYY',
      v: { pickupDay: '10/03/2027', pickupTime: '12:30', returnDay: '10/03/2027', returnTime: '12:00' },
      want: ['returnDay: before'],
    },
  ])('$pattern $v.pickupDay → $v.returnDay', ({ pattern, v, want }) => {
    expect(problems(pattern, v)).toEqual(want);
  });
});
