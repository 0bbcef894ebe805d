import type { App, Deps } from '../deps.ts';

export function registerRentalRoutes(_app: App, _deps: Deps): void {}
