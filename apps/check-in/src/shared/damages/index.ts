// The vehicle's damages (issue 22), shared by the check-in and check-out views: the car outline, the known
// damages and a new damage's report form. (The areas and kinds themselves: damage-types.ts.)
export { CarOutline } from './car-outline.tsx';
export { type DamageReport, DamageReportForm } from './damage-report-form.tsx';
export { KnownDamages } from './known-damages.tsx';
