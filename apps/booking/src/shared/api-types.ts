// The product API's types the booking app reads, named from the generated contract (@rental/api-client):
// never written again by hand, so an API change that breaks the app fails its type-check.
import type { paths, Schemas } from '@rental/api-client';

export type Branch = Schemas['Branch'];
export type Offer = Schemas['RentalOffer'];
export type Addon = Schemas['RentalAddon'];
export type Reservation = Schemas['Reservation'];

type Json<P extends keyof paths, M extends 'get' | 'post'> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer R } } };
}
  ? R
  : paths[P][M] extends { responses: { 201: { content: { 'application/json': infer R } } } }
    ? R
    : never;

/** One place suggestion of the type-ahead (a city or a branch). */
export type Suggestion = Json<'/v1/branch/next/stations/geosuggest', 'get'>['suggestions'][number];
/** The address layout of a country (checkout). */
export type AddressTemplate = Json<'/v1/config/addresstemplates', 'get'>;
/** Protections and extras of an offer (checkout). */
export type Configuration = Json<'/v1/rentalconfigurations', 'get'>;

/** One of the signed-in customer's business memberships, any state (issue 20). */
export type Membership = Json<'/v1/business/memberships', 'get'>['memberships'][number];
