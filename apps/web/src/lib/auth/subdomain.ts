/**
 * The white-label subdomain sent to public_globals: the first label of the host when the host
 * sits under the base domain (acme.localhost → acme). The base domain comes from
 * VITE_BASE_DOMAIN, else it is inferred: `localhost` for *.localhost, else the last two labels.
 */
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

function inferBaseDomain(hostname: string): string {
  const labels = hostname.split('.');
  if (labels[labels.length - 1] === 'localhost') return 'localhost';
  return labels.slice(-2).join('.');
}

export function subdomainOf(hostname: string, baseDomain = inferBaseDomain(hostname)): string | null {
  const host = hostname.toLowerCase();
  if (!host || IPV4.test(host) || host.includes(':')) return null;
  const base = baseDomain.toLowerCase();
  if (host === base || !host.endsWith(`.${base}`)) return null;
  const label = host.slice(0, -(base.length + 1)).split('.')[0] ?? '';
  return label && label !== 'www' ? label : null;
}

export function currentSubdomain(): string | null {
  const configured = import.meta.env.VITE_BASE_DOMAIN as string | undefined;
  return subdomainOf(window.location.hostname, configured || undefined);
}
