// Brand-bearing values come from the site's tenant configuration (docs/architecture.md "Brand and tenants").
import { type Site, tenants } from '@rental/markets';

export function brandOf(site: Site): string {
  const tenant = Object.values(tenants).find((t) => t.id === site.tenantId);
  if (!tenant) throw new Error(`Site ${site.id}: unknown tenant ${site.tenantId}`);
  return tenant.brandName;
}
