// The mileage of a long-term contract (issue 21): what the contract allows so far, what was driven since
// the handover, the excess projected to the contract's end, and whether a new odometer reading is an
// unusual jump. Pure: the routes pass the contract's facts, the readings and the time.

const DAY_MS = 86_400_000;

/**
 * The unusual-jump rule: a reading is unusual when the distance since the previous reading (or the
 * handover) is more than UNUSUAL_FACTOR times what the contract allows pro rata for the days between
 * (at least one day) AND more than UNUSUAL_MIN_UNITS. Both, so that a few days' normal driving after a
 * recent reading (300 km two days later) is not questioned, and a typo with an extra digit
 * (125,000 for 12,500) is. The customer can still confirm it: a long trip is allowed, just asked about.
 */
export const UNUSUAL_FACTOR = 3;
export const UNUSUAL_MIN_UNITS = 1000;

export type MileageContract = {
  months: number;
  monthlyMileage: number;
  /** Last day of the contract, YYYY-MM-DD (inclusive). */
  endDate: string;
  excessUnitPriceMinor: number;
  /** The odometer at the handover; null before it. */
  handoverOdometer: number | null;
  handoverAt: Date | null;
};

export type MileageSummary = {
  /** Units the contract allows from the handover up to `at`, pro rata by day. */
  allowedSoFar: number;
  /** Units driven since the handover (the last reading minus the handover odometer). */
  driven: number;
  /** Units above the whole contract's allowance if driving goes on at the same daily rate. */
  projectedExcessUnits: number;
  /** projectedExcessUnits times the excess unit price. */
  projectedExcessMinor: number;
};

/** The end of the contract's last day (UTC): the allowance runs until then. */
const endOf = (endDate: string) => Date.parse(`${endDate}T00:00:00Z`) + DAY_MS;

/** Whole days from `from` to `to`, at least one (a reading on the handover day counts one day). */
export function daysBetween(from: Date, to: Date): number {
  return Math.max(1, Math.ceil((to.getTime() - from.getTime()) / DAY_MS));
}

/** The contract's whole allowance and its daily share, from the handover to the end. */
function allowance(contract: MileageContract) {
  const total = contract.months * contract.monthlyMileage;
  const from = contract.handoverAt ?? new Date(endOf(contract.endDate));
  const days = daysBetween(from, new Date(endOf(contract.endDate)));
  return { total, days, perDay: total / days };
}

/** The summary at `at` with the latest odometer (null: no reading yet beyond the handover). */
export function mileageSummary(contract: MileageContract, odometer: number | null, at: Date): MileageSummary {
  if (contract.handoverOdometer === null || contract.handoverAt === null)
    return { allowedSoFar: 0, driven: 0, projectedExcessUnits: 0, projectedExcessMinor: 0 };
  const { total, days, perDay } = allowance(contract);
  const elapsed = Math.min(days, daysBetween(contract.handoverAt, at));
  const driven = Math.max(0, (odometer ?? contract.handoverOdometer) - contract.handoverOdometer);
  const projected = (driven / elapsed) * days;
  const projectedExcessUnits = Math.max(0, Math.round(projected - total));
  return {
    allowedSoFar: Math.min(total, Math.round(perDay * elapsed)),
    driven,
    projectedExcessUnits,
    projectedExcessMinor: projectedExcessUnits * contract.excessUnitPriceMinor,
  };
}

export type JumpCheck = {
  unusual: boolean;
  /** Units since the previous reading. */
  since: number;
  /** Days since the previous reading (at least one). */
  days: number;
  /** What the contract allows pro rata for those days. */
  allowed: number;
};

/** Whether going from `previous` (read at `previousAt`) to `odometer` at `at` is an unusual jump (rule above). */
export function jumpCheck(
  contract: MileageContract,
  previous: { odometer: number; at: Date },
  odometer: number,
  at: Date,
): JumpCheck {
  const { perDay } = allowance(contract);
  const days = daysBetween(previous.at, at);
  const since = odometer - previous.odometer;
  const allowed = Math.round(perDay * days);
  return { unusual: since > UNUSUAL_FACTOR * allowed && since > UNUSUAL_MIN_UNITS, since, days, allowed };
}
