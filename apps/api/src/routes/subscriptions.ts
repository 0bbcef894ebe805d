import type { App, Deps } from '../deps.ts';

export function registerSubscriptionRoutes(_app: App, _deps: Deps): void {}
