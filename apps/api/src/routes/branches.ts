import type { App, Deps } from '../deps.ts';

export function registerBranchRoutes(_app: App, _deps: Deps): void {}
