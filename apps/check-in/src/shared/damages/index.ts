// The vehicle's damages (issue 22), shared by the check-in and check-out views: the car outline, the known
// damages and a new damage's report form.
export { CarOutline, type CarOutlineProps } from './car-outline.tsx';
export { type DamageReport, DamageReportForm, type DamageReportFormProps } from './damage-report-form.tsx';
export {
  DAMAGE_AREAS,
  DAMAGE_KINDS,
  type DamageArea,
  type DamageKind,
  isDamageArea,
  MAX_DAMAGE_PHOTOS,
} from './damage-types.ts';
export { KnownDamages, type KnownDamagesProps } from './known-damages.tsx';
