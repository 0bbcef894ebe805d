import type { App, Deps } from '../deps.ts';

export function registerCampaignRoutes(_app: App, _deps: Deps): void {}
