// The refuelling and recharging charge of a return (issue 22): a vehicle leaves full (tank or battery,
// `LEVEL_AT_PICKUP`), and one brought back emptier is charged the missing fraction of its group's tank or
// battery at the market's price per litre or kWh, service included. The prices are set in EUR here and
// converted like the rental prices (localPriceMinor: a tidy amount in the market's currency).
import { currencyDigits, eurRates } from '../db/seed/fleet.ts';
import type { Fuel } from './schemas.ts';

/** Every vehicle leaves the branch full: full tank, or charged full (the branch refuels between rentals). */
export const LEVEL_AT_PICKUP = 100;

/** Tank size in litres (petrol, diesel) or battery size in kWh (electric), by vehicle type and body. */
export function tankSize(group: { vehicleType: string; bodyStyle: string }, fuel: Fuel): number {
  if (fuel === 'electric') return group.vehicleType === 'car' ? 60 : 75;
  if (group.vehicleType === 'truck') return 90;
  if (group.vehicleType === 'van') return 75;
  return (
    ({ hatchback: 45, sedan: 55, suv: 60, convertible: 50, multiseater: 65 } as Record<string, number>)[
      group.bodyStyle
    ] ?? 50
  );
}

/**
 * Price per litre (fuel) or kWh (electric) charged for refuelling, in EUR before conversion: the pump
 * price with the service of the branch's refuelling (about 1.8 times the pump price, as rental companies
 * do).
 */
export const REFUEL_EUR: Readonly<Record<Fuel, number>> = { petrol: 3.2, diesel: 3.0, electric: 0.85 };

/** An EUR amount in minor units of `currency`, exact to the minor unit (not tidied: a charge, not a price). */
function eurToMinor(eur: number, currency: string): number {
  return Math.round(eur * (eurRates[currency] ?? 1) * 10 ** currencyDigits(currency));
}

/**
 * The charge for bringing the vehicle back at `levelPercent` when it left at `levelAtPickup`: the missing
 * fraction × tank (or battery) size × the price per unit; null when nothing is missing.
 */
export function refuelChargeMinor(input: {
  levelAtPickup: number;
  levelPercent: number;
  fuel: Fuel;
  group: { vehicleType: string; bodyStyle: string };
  currency: string;
}): number | null {
  const missing = Math.max(0, input.levelAtPickup - input.levelPercent) / 100;
  if (missing === 0) return null;
  const units = missing * tankSize(input.group, input.fuel);
  return eurToMinor(units * REFUEL_EUR[input.fuel], input.currency);
}
