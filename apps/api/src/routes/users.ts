import type { App, Deps } from '../deps.ts';

export function registerUserRoutes(_app: App, _deps: Deps): void {}
