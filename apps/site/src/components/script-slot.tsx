// A slot for a third-party script (tracking, ride driver components): inert until the consent manager of
// the client runtime activates it (type text/plain), so nothing leaves the site before consent.
export function ScriptSlot({ name, consent, src }: { name: string; consent: string; src: string }) {
  return <script type="text/plain" data-script-slot={name} data-consent-category={consent} data-src={src} />;
}
