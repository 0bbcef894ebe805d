// Taking over the booking view's static first view (ADR 014, prerender.tsx): what the visitor typed in
// the place fields and which field had the focus, read from the static HTML as the app replaces it, so
// nothing typed is lost and the focus stays where it was. A typed place is searched for at once; it
// counts only once picked from the list, as always.

export interface Handoff {
  /** Text typed in the static pickup field. */
  pickup?: string | undefined;
  /** Text typed in the static destination field. */
  destination?: string | undefined;
  /** The id of the static field that had the focus. */
  focused?: string | undefined;
  /** The id of the static button pressed while the app was on its way (the host recorded it). */
  clicked?: string | undefined;
}

/** The ids of the booking form's place fields (booking-view.tsx). */
export const placeFieldIds = { pickup: 'ride-pickup', destination: 'ride-destination' } as const;

/** The id of the form's "See prices" button: pressed in the static view, the app presses it as it takes over. */
export const seePricesId = 'ride-see-prices';

/** What the visitor did in the static view inside `container`; `clicked` is the host's record of a press. */
export function readHandoff(container: HTMLElement, clicked: string | null): Handoff {
  const text = (id: string) => {
    const input = container.querySelector<HTMLInputElement>(`#${id}`);
    return input && input.value !== '' ? input.value : undefined;
  };
  const active = container.ownerDocument.activeElement;
  return {
    pickup: text(placeFieldIds.pickup),
    destination: text(placeFieldIds.destination),
    focused: active instanceof HTMLElement && active.id && container.contains(active) ? active.id : undefined,
    clicked: clicked ?? undefined,
  };
}
