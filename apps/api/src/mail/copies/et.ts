// The mails in Estonian (the polite "Teie").
import type { MailCopy } from '../types.ts';

// "60 minuti jooksul", "1 tunni jooksul": the noun stays singular after any number.
const minutes = { other: '# minuti' };
const hours = { other: '# tunni' };

const days = { other: '# päeva' };
const percent = { other: '# %' };

const paymentReasons: Record<string, string> = {
  declined: 'kaart lükati tagasi',
  insufficient_funds: 'kaardil pole piisavalt raha',
  expired_card: 'kaart on aegunud',
  authentication_failed: 'kaardi turvakontroll ebaõnnestus',
  cancelled: 'makse tühistati',
  expired: 'makse aeg sai läbi',
};

export const et: MailCopy = {
  direction: 'ltr',
  'password-reset': (d, f) => ({
    subject: 'Parooli lähtestamine',
    greeting: `Tere, ${d.firstName}!`,
    lead: `Kasutage seda linki ${f.count(d.minutes, minutes)} jooksul, et valida uus parool. Link töötab ühe korra.`,
    action: 'Vali uus parool',
    closing: 'Kui Te seda ei taotlenud, jätke see e-kiri tähelepanuta: Teie parool jääb samaks.',
  }),
  'email-change': (d, f) => ({
    subject: 'Kinnitage oma uus e-posti aadress',
    greeting: `Tere, ${d.firstName}!`,
    lead: `Avage see link ${f.count(d.hours, hours)} jooksul, et kasutada seda aadressi oma konto jaoks.`,
    action: 'Kinnita aadress',
    closing: 'Kui Te seda ei taotlenud, jätke see e-kiri tähelepanuta: midagi ei muutu.',
  }),
  'campaign-registration': (d, f) => ({
    subject: `Kinnitage oma registreerumine: ${d.campaign}`,
    greeting: `Tere, ${d.firstName}!`,
    lead: `Kinnitage oma registreerumine kampaaniasse „${d.campaign}“ ${f.count(d.hours, hours)} jooksul. Soodustus ilmub siis, kui tellite püsirendi.`,
    action: 'Kinnitan registreerumise',
    closing: 'Kui te seda ei taotlenud, eirake seda e-kirja: teid ei registreerita.',
  }),
  welcome: (d) => ({
    subject: 'Tere tulemast: Teie konto on valmis',
    greeting: `Tere, ${d.firstName}!`,
    lead: 'Teie konto on valmis. Kontol saate oma broneeringuid vaadata ja hallata.',
    action: 'Ava minu konto',
    closing: 'Kui Te seda kontot ei loonud, vastake sellele e-kirjale ja me kustutame selle.',
  }),
  'booking-confirmed': (d, f) => ({
    subject: `Teie broneering ${d.number} on kinnitatud`,
    greeting: `Tere, ${d.firstName}!`,
    lead: `Teie broneering ${d.number} (${d.model} või sarnane) on kinnitatud.`,
    facts: [
      `Auto kättesaamine: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Auto tagastamine: ${d.return.branch}, ${f.when(d.return.at)}`,
      `Kokku: ${f.money(d.total)}`,
    ],
    more: {
      text: 'Säästke letis aega: registreeruge enne auto kättesaamist veebis oma juhiloa, isikut tõendava dokumendi ja tagatisraha kaardiga.',
      action: 'Registreeru veebis',
      link: d.checkInLink,
    },
    action: 'Vaata broneeringut',
    closing: 'Seal saate kuupäevi muuta või broneeringu tühistada. Head reisi!',
  }),
  'booking-changed': (d, f) => ({
    subject: `Teie broneeringu ${d.number} kuupäevad on muutunud`,
    greeting: `Tere, ${d.firstName}!`,
    lead: `Teie broneeringu ${d.number} kuupäevad on muutunud.`,
    facts: [
      `Auto kättesaamine: ${f.when(d.pickupAt)}`,
      `Auto tagastamine: ${f.when(d.returnAt)}`,
      `Uus koguhind: ${f.money(d.total)}`,
    ],
    action: 'Vaata broneeringut',
    closing: 'Kui Te seda muudatust ise ei teinud, võtke meiega kohe ühendust.',
  }),
  'booking-cancelled': (d, f) => ({
    subject: `Teie broneering ${d.number} on tühistatud`,
    greeting: `Tere, ${d.firstName}!`,
    lead: `Teie broneering ${d.number} on tühistatud.`,
    facts: [d.fee.amountMinor > 0 ? `Tühistamistasu: ${f.money(d.fee)}` : 'Tühistamine oli tasuta.'],
    action: 'Vaata broneeringut',
    closing: 'Loodame Teid peagi uuesti näha.',
  }),
  'business-application': (d) => ({
    subject: `Oleme ettevõtte ${d.company} taotluse kätte saanud`,
    greeting: `Tere, ${d.firstName}!`,
    lead:
      d.kind === 'agency'
        ? `Täname, et registreerisite ${d.company} reisibüroona. Kontrollime agentuuri koodi ja vahendustasu kontot, tavaliselt kahe tööpäeva jooksul, ning anname seejärel oma otsusest teada.`
        : `Täname ärikonto taotluse eest ettevõttele ${d.company}. Kontrollime registrikoodi ja andmeid, tavaliselt kahe tööpäeva jooksul, ning anname seejärel oma otsusest teada.`,
    action: 'Vaata taotlust',
    closing: 'Seni saate broneerida nagu tavaliselt oma erakontoga.',
  }),
  'business-decision': (d, f) => ({
    subject:
      d.decision === 'approved'
        ? `${d.company} on äribroneeringuteks kinnitatud`
        : `Teie taotlust ettevõttele ${d.company} ei kinnitatud`,
    greeting: `Tere, ${d.firstName}!`,
    lead:
      d.decision === 'approved'
        ? d.kind === 'agency'
          ? `${d.company} on reisibüroona kinnitatud. Nüüd saate broneerida oma klientidele; teie vahendustasu on ${f.count(d.percent ?? 0, percent)}.`
          : `${d.company} on kinnitatud. Ettevõtte broneeringud saavad ${f.count(d.percent ?? 0, percent)} allahindlust ja need tasutakse arvega. Nüüd saate oma reisijaid kutsuda.`
        : `Kahjuks ei saanud me ettevõtte ${d.company} taotlust kinnitada.${d.reason ? ` Põhjus: ${d.reason}` : ''}`,
    action: d.decision === 'approved' ? 'Ava ärikonto' : 'Vaata taotlust',
    closing:
      d.decision === 'approved'
        ? 'Täname, et valisite meid oma tööreisideks.'
        : 'Küsimuste või uute dokumentide korral vastake sellele kirjale.',
  }),
  'business-invitation': (d, f) => ({
    subject: `${d.firstName} kutsub teid broneerima ettevõttega ${d.company}`,
    greeting: `Tere! ${d.firstName} kutsus teid ettevõtte ${d.company} ärikontole.`,
    lead: `Ettevõtte ${d.company} reisijana broneerite autosid ettevõtte hinnaga ja tasute arvega. Võtke kutse vastu ${f.count(d.days, days)} jooksul; link töötab ühe korra.`,
    action: 'Võta kutse vastu',
    closing: 'Kui te seda ettevõtet ei tunne, jätke see kiri tähelepanuta.',
  }),
  'payment-link': (d, f) => ({
    subject: `Maksetaotlus: ${d.description}`,
    greeting: d.firstName ? `Tere, ${d.firstName}!` : `Tere!`,
    lead: d.number
      ? `palun tasuge ${f.money(d.amount)} broneeringu ${d.number} eest selle turvalise lingi kaudu.`
      : `palun tasuge ${f.money(d.amount)} „${d.description}“ eest selle turvalise lingi kaudu.`,
    facts: [`Summa: ${f.money(d.amount)}`, `Kehtib kuni: ${f.when(d.expiresAt)} (UTC)`],
    action: 'Maksa kohe',
    closing:
      'Sisestate kaardi meie makseteenuse pakkuja lehel; me ei näe kunagi kaardi numbrit. Kui te seda taotlust ei oodanud, jätke see e-kiri tähelepanuta.',
  }),
  'payment-renewal': (d, f) => ({
    subject: `Teie kaardilt ei õnnestunud raha võtta: ${d.description}`,
    greeting: `Tere, ${d.firstName}!`,
    lead: `me ei saanud teie kaardilt võtta tasu „${d.description}“ eest. Palun uuendage kaarti ja tasuge summa.`,
    facts: [`Summa: ${f.money(d.amount)}`, `Põhjus: ${paymentReasons[d.reason] ?? paymentReasons.declined}`],
    action: 'Uuenda kaarti ja maksa',
    closing: 'Uut kaarti kasutatakse selle lepingu järgmisteks maksudeks.',
  }),
  'check-in-completed': (d, f) => ({
    subject: `Registreeritud: teie kättesaamiskood broneeringule ${d.number}`,
    greeting: `Tere, ${d.firstName}!`,
    lead: `Teie veebiregistreerimine broneeringule ${d.number} on lõpetatud. Näidake letis kättesaamiskoodi ${d.code} tekstina või QR-koodina registreerimislehel.`,
    facts: [
      `Auto kättesaamine: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Kättesaamiskood: ${d.code}`,
      'Võtke kaasa juhiloa ja isikut tõendava dokumendi originaalid, millega registreerusite.',
      d.depositAtPickup
        ? `Tagatisraha: ${f.money(d.deposit)}, makstakse letis kaardiga`
        : `Tagatisraha: ${f.money(d.deposit)}, broneeritud teie kaardil ja vabastatakse pärast tagastamist`,
    ],
    action: 'Näita minu kättesaamiskoodi',
    closing: 'Kohtumiseni letis. Head reisi!',
  }),
  // Issue 22: the return with the app (invoice issued) and a reported damage assessed by the branch.
  'vehicle-returned': (d, f) => ({
    subject: `Rent ${d.number} on tagastatud: teie arve`,
    greeting: `Tere, ${d.firstName}!`,
    lead: `Aitäh, et tagastasite auto rakendusega. Rent ${d.number} on lõppenud ja arve ootab teid teie kontol.`,
    facts: [
      `Arve: ${d.invoiceNumber}`,
      `Kokku: ${f.money(d.total)}`,
      d.refuel
        ? `Tankimine või laadimine: ${f.money(d.refuel)}`
        : 'Kütusetasu pole: auto tuli tagasi sama täis, kui see lahkus.',
      d.deposit === 'released'
        ? 'Teie tagatisraha on vabastatud.'
        : d.deposit === 'held'
          ? 'Teie tagatisraha jääb broneerituks, kuni teie teatatud kahju on lahendatud.'
          : 'Teie kaardil ei broneeritud tagatisraha.',
    ],
    action: 'Vaata arvet',
    closing: 'Aitäh, et rentisite meilt.',
  }),
  'damage-assessed': (d, f) => ({
    subject: `Rendis ${d.number} teatatud kahju on hinnatud`,
    greeting: `Tere, ${d.firstName}!`,
    lead: `Hindasime kahju, millest teatasite rendis ${d.number} („${d.description}“).`,
    facts: [`Kulu: ${f.money(d.cost)}`, `Selgitus: ${d.explanation}`],
    action: 'Vaata kahjujuhtumit',
    closing:
      'Kulu peetakse juhtumi lahendamisel kinni tagatisrahast; tagatisraha ületava summa küsime makselingiga.',
  }),
};
