// The two mounts of the ride app on the ride page (booking and home) are separate React roots: a ride
// booked or cancelled in one tells the other through a window event, so the home list is current.
const rideChanged = 'ride:changed';

export function announceRideChange(): void {
  window.dispatchEvent(new Event(rideChanged));
}

export function onRideChange(listener: () => void): () => void {
  window.addEventListener(rideChanged, listener);
  return () => window.removeEventListener(rideChanged, listener);
}
