// Brand-bearing values come from the site's tenant configuration (docs/architecture.md "Brand and tenants").
import { type Site, tenantOf } from '@rental/markets';

export function brandOf(site: Site): string {
  return tenantOf(site).brandName;
}
