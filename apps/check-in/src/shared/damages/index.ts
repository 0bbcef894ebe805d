// The vehicle's damages (issue 22), shared by the check-in and check-out views: the car outline, the known
// damages, a new damage's report form, and the area and kind types (their lists: damage-types.ts).
export { CarOutline } from './car-outline.tsx';
export { type DamageReport, DamageReportForm } from './damage-report-form.tsx';
export type { DamageArea, DamageKind } from './damage-types.ts';
export { KnownDamages } from './known-damages.tsx';
