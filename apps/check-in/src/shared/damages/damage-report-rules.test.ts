import { describe, expect, it } from 'vitest';
import { damageReportSchema, reportFieldOf } from './damage-report-rules.ts';

const schema = damageReportSchema({
  area: 'area',
  kind: 'kind',
  descriptionShort: 'short',
  descriptionLong: 'long',
});
const problems = (value: { area: string; kind: string; description: string }) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('damage report rules', () => {
  it.each([
    [{ area: 'rear', kind: 'dent', description: 'Dent' }, []],
    [{ area: '', kind: '', description: '' }, ['area:area', 'kind:kind', 'description:short']],
    [{ area: 'boot', kind: 'dent', description: 'Dent' }, ['area:area']],
    [{ area: 'rear', kind: 'rust', description: 'Dent' }, ['kind:kind']],
    [{ area: 'rear', kind: 'dent', description: '  ab  ' }, ['description:short']],
    [{ area: 'rear', kind: 'dent', description: 'x'.repeat(1001) }, ['description:long']],
    [{ area: 'rear', kind: 'dent', description: ` ${'x'.repeat(1000)} ` }, []],
  ])('%j → %j', (value, expected) => {
    expect(problems(value)).toEqual(expected);
  });

  it.each([
    ['area', 'area'],
    ['kind', 'kind'],
    ['description', 'description'],
    ['photoUploadIds', 'photos'],
    ['photoUploadIds.3', 'photos'],
    ['clientId', null],
    ['stage', null],
  ] as const)('the API field %s shows on %s', (path, field) => {
    expect(reportFieldOf(path)).toBe(field);
  });
});
