// Brand-bearing values come from the site's tenant configuration (docs/architecture.md "Brand and tenants").
import { type Site, tenants } from '@rental/markets';

export function brandOf(site: Site): string {
  return tenants[site.tenantId]?.brandName ?? 'Kestrel';
}
