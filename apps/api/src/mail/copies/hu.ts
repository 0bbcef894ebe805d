// The mails in Hungarian (the polite "Ön").
import type { MailCopy } from '../types.ts';

// "60 percen belül", "24 órán belül": the noun stays singular after any number.
const minutes = { other: '# percen' };
const hours = { other: '# órán' };

const days = { other: '# napon' };
const percent = { other: '# %' };

const paymentReasons: Record<string, string> = {
  declined: 'a kártyát elutasították',
  insufficient_funds: 'nincs elegendő fedezet',
  expired_card: 'a kártya lejárt',
  authentication_failed: 'a kártya biztonsági ellenőrzése sikertelen',
  cancelled: 'a fizetést megszakították',
  expired: 'a fizetés ideje lejárt',
};

export const hu: MailCopy = {
  direction: 'ltr',
  'password-reset': (d, f) => ({
    subject: 'Jelszó visszaállítása',
    greeting: `Kedves ${d.firstName}!`,
    lead: `Ezzel a hivatkozással ${f.count(d.minutes, minutes)} belül új jelszót választhat. A hivatkozás egyszer használható.`,
    action: 'Új jelszó választása',
    closing: 'Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt: a jelszava nem változik.',
  }),
  'email-change': (d, f) => ({
    subject: 'Erősítse meg új e-mail-címét',
    greeting: `Kedves ${d.firstName}!`,
    lead: `Nyissa meg ezt a hivatkozást ${f.count(d.hours, hours)} belül, hogy ezt a címet használhassa a fiókjához.`,
    action: 'Cím megerősítése',
    closing: 'Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt: semmi sem változik.',
  }),
  'campaign-registration': (d, f) => ({
    subject: `Erősítse meg a jelentkezését: ${d.campaign}`,
    greeting: `Kedves ${d.firstName}!`,
    lead: `Erősítse meg jelentkezését a(z) „${d.campaign}” kampányra ${f.count(d.hours, hours)} belül. Az előny ezután megjelenik, amikor előfizetést rendel.`,
    action: 'Jelentkezés megerősítése',
    closing: 'Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt: nem jelentkeztetjük.',
  }),
  welcome: (d) => ({
    subject: 'Üdvözöljük: elkészült a fiókja',
    greeting: `Kedves ${d.firstName}!`,
    lead: 'Elkészült a fiókja. A fiókjában megtekintheti és kezelheti foglalásait.',
    action: 'Fiókom megnyitása',
    closing: 'Ha nem Ön hozta létre ezt a fiókot, válaszoljon erre az e-mailre, és töröljük.',
  }),
  'booking-confirmed': (d, f) => ({
    subject: `Visszaigazoltuk foglalását (foglalási szám: ${d.number})`,
    greeting: `Kedves ${d.firstName}!`,
    lead: `Visszaigazoltuk foglalását (foglalási szám: ${d.number}). Jármű: ${d.model} vagy hasonló.`,
    facts: [
      `Átvétel: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Visszaadás: ${d.return.branch}, ${f.when(d.return.at)}`,
      `Végösszeg: ${f.money(d.total)}`,
    ],
    more: {
      text: 'Spóroljon időt a pultnál: jelentkezzen be online az átvétel előtt a jogosítványával, a személyazonosító okmányával és egy kártyával a kaucióhoz.',
      action: 'Online bejelentkezés',
      link: d.checkInLink,
    },
    action: 'Foglalásom megtekintése',
    closing: 'Ott módosíthatja az időpontokat, vagy lemondhatja a foglalást. Jó utat kívánunk!',
  }),
  'booking-changed': (d, f) => ({
    subject: `Foglalása időpontjai megváltoztak (foglalási szám: ${d.number})`,
    greeting: `Kedves ${d.firstName}!`,
    lead: `Foglalása időpontjai megváltoztak (foglalási szám: ${d.number}).`,
    facts: [
      `Átvétel: ${f.when(d.pickupAt)}`,
      `Visszaadás: ${f.when(d.returnAt)}`,
      `Új végösszeg: ${f.money(d.total)}`,
    ],
    action: 'Foglalásom megtekintése',
    closing: 'Ha nem Ön végezte ezt a módosítást, kérjük, haladéktalanul lépjen kapcsolatba velünk.',
  }),
  'booking-cancelled': (d, f) => ({
    subject: `Foglalásának lemondása megtörtént (foglalási szám: ${d.number})`,
    greeting: `Kedves ${d.firstName}!`,
    lead: `Foglalásának lemondása megtörtént (foglalási szám: ${d.number}).`,
    facts: [d.fee.amountMinor > 0 ? `Lemondási díj: ${f.money(d.fee)}` : 'A lemondás díjmentes volt.'],
    action: 'Foglalásom megtekintése',
    closing: 'Reméljük, hamarosan újra viszontláthatjuk.',
  }),
  'business-application': (d) => ({
    subject: `Megkaptuk a(z) ${d.company} kérelmét`,
    greeting: `Kedves ${d.firstName}!`,
    lead:
      d.kind === 'agency'
        ? `Köszönjük, hogy a(z) ${d.company} céget utazási irodaként regisztrálta. Ellenőrizzük az ügynökségi kódot és a jutalékszámlát, általában két munkanapon belül, majd megírjuk döntésünket.`
        : `Köszönjük, hogy üzleti fiókot igényelt a(z) ${d.company} számára. Ellenőrizzük a nyilvántartási számot és az adatokat, általában két munkanapon belül, majd megírjuk döntésünket.`,
    action: 'Kérelem megtekintése',
    closing: 'Addig a megszokott módon foglalhat a magánfiókjával.',
  }),
  'business-decision': (d, f) => ({
    subject:
      d.decision === 'approved'
        ? `A(z) ${d.company} jóváhagyást kapott az üzleti foglalásokra`
        : `A(z) ${d.company} kérelmét nem hagytuk jóvá`,
    greeting: `Kedves ${d.firstName}!`,
    lead:
      d.decision === 'approved'
        ? d.kind === 'agency'
          ? `A(z) ${d.company} utazási irodaként jóváhagyást kapott. Mostantól foglalhat az ügyfelei számára; a jutaléka ${f.count(d.percent ?? 0, percent)}.`
          : `A(z) ${d.company} jóváhagyást kapott. A cég számára tett foglalások ${f.count(d.percent ?? 0, percent)} kedvezményt kapnak, és számlára fizetendők. Most már meghívhatja az utazóit.`
        : `Sajnos nem tudtuk jóváhagyni a(z) ${d.company} kérelmét.${d.reason ? ` Indok: ${d.reason}` : ''}`,
    action: d.decision === 'approved' ? 'Üzleti fiók megnyitása' : 'Kérelem megtekintése',
    closing:
      d.decision === 'approved'
        ? 'Köszönjük, hogy üzleti útjaihoz minket választott.'
        : 'Kérdés vagy új dokumentum esetén válaszoljon erre az e-mailre.',
  }),
  'business-invitation': (d, f) => ({
    subject: `${d.firstName} meghívja, hogy a(z) ${d.company} nevében foglaljon`,
    greeting: `Üdvözöljük! ${d.firstName} meghívta Önt a(z) ${d.company} üzleti fiókjába.`,
    lead: `A(z) ${d.company} utazójaként céges áron foglalhat autót, számlás fizetéssel. Fogadja el a meghívást ${f.count(d.days, days)} belül; a hivatkozás csak egyszer használható.`,
    action: 'Meghívás elfogadása',
    closing: 'Ha nem ismeri ezt a céget, hagyja figyelmen kívül ezt az e-mailt.',
  }),
  'payment-link': (d, f) => ({
    subject: `Fizetési kérelem: ${d.description}`,
    greeting: d.firstName ? `Kedves ${d.firstName}!` : `Tisztelt Ügyfelünk!`,
    lead: d.number
      ? `kérjük, fizessen ${f.money(d.amount)} összeget a(z) ${d.number} számú foglalásáért ezen a biztonságos linken.`
      : `kérjük, fizessen ${f.money(d.amount)} összeget a következőért: „${d.description}”, ezen a biztonságos linken.`,
    facts: [`Összeg: ${f.money(d.amount)}`, `Érvényes eddig: ${f.when(d.expiresAt)} (UTC)`],
    action: 'Fizetés most',
    closing:
      'A kártyáját fizetési szolgáltatónk oldalán adja meg; a kártyaszámot soha nem látjuk. Ha nem várta ezt a kérést, hagyja figyelmen kívül ezt az e-mailt.',
  }),
  'payment-renewal': (d, f) => ({
    subject: `Nem tudtuk megterhelni a kártyáját: ${d.description}`,
    greeting: `Kedves ${d.firstName}!`,
    lead: `nem tudtuk megterhelni a kártyáját a következőért: „${d.description}”. Kérjük, újítsa meg a kártyáját, és fizesse ki az összeget.`,
    facts: [`Összeg: ${f.money(d.amount)}`, `Ok: ${paymentReasons[d.reason] ?? paymentReasons.declined}`],
    action: 'Kártya megújítása és fizetés',
    closing: 'Az új kártyát a szerződés következő terheléseihez használjuk.',
  }),
  'check-in-completed': (d, f) => ({
    subject: `Bejelentkezve: az átvételi kód a(z) ${d.number} számú foglaláshoz`,
    greeting: `Kedves ${d.firstName}!`,
    lead: `Online bejelentkezése a(z) ${d.number} számú foglaláshoz befejeződött. Mutassa fel a(z) ${d.code} átvételi kódot a pultnál, szövegként vagy QR-kódként a bejelentkezési oldalon.`,
    facts: [
      `Átvétel: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Átvételi kód: ${d.code}`,
      'Hozza magával a bejelentkezéskor megadott jogosítvány és személyazonosító okmány eredeti példányát.',
      d.depositAtPickup
        ? `Kaució: ${f.money(d.deposit)}, a pultnál kártyával fizetendő`
        : `Kaució: ${f.money(d.deposit)}, zárolva a kártyáján, a visszaadás után feloldjuk`,
    ],
    action: 'Átvételi kódom megjelenítése',
    closing: 'Várjuk a pultnál. Jó utat kívánunk!',
  }),
  // Issue 22: the return with the app (invoice issued) and a reported damage assessed by the branch.
  'vehicle-returned': (d, f) => ({
    subject: `A(z) ${d.number} számú bérlés visszaadva: az Ön számlája`,
    greeting: `Kedves ${d.firstName}!`,
    lead: `Köszönjük, hogy az alkalmazással adta vissza az autót. A(z) ${d.number} számú bérlés lezárult, a számla a fiókjában várja.`,
    facts: [
      `Számla: ${d.invoiceNumber}`,
      `Összesen: ${f.money(d.total)}`,
      d.refuel
        ? `Tankolás vagy töltés: ${f.money(d.refuel)}`
        : 'Nincs üzemanyagdíj: az autó ugyanolyan telten jött vissza, ahogy elvitte.',
      d.deposit === 'released'
        ? 'A kauciója felszabadult.'
        : d.deposit === 'held'
          ? 'A kauciója zárolva marad, amíg az Ön által bejelentett kár rendezése meg nem történik.'
          : 'A kártyáján nem volt kaució zárolva.',
    ],
    action: 'Számla megtekintése',
    closing: 'Köszönjük, hogy nálunk bérelt.',
  }),
  'damage-assessed': (d, f) => ({
    subject: `A(z) ${d.number} számú bérlésben bejelentett kár felmérése megtörtént`,
    greeting: `Kedves ${d.firstName}!`,
    lead: `Felmértük a(z) ${d.number} számú bérlésben bejelentett kárt („${d.description}”).`,
    facts: [`Költség: ${f.money(d.cost)}`, `Indoklás: ${d.explanation}`],
    action: 'Kárügy megtekintése',
    closing:
      'A költséget az ügy rendezésekor a kaucióból vonjuk le; a kauciót meghaladó részt fizetési linken kérjük.',
  }),
};
