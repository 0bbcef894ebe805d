// The mails in Finnish (the polite plural "Te": Teidän, -nne).
import type { MailCopy } from '../types.ts';

// "60 minuutin kuluessa", "1 tunnin kuluessa": the noun stays singular after any number.
const minutes = { other: '# minuutin' };
const hours = { other: '# tunnin' };

const days = { other: '# päivän' };
const percent = { other: '# %' };

const paymentReasons: Record<string, string> = {
  declined: 'kortti hylättiin',
  insufficient_funds: 'kate ei riittänyt',
  expired_card: 'kortti on vanhentunut',
  authentication_failed: 'kortin turvatarkistus epäonnistui',
  cancelled: 'maksu peruutettiin',
  expired: 'maksun aika umpeutui',
};

export const fi: MailCopy = {
  direction: 'ltr',
  'password-reset': (d, f) => ({
    subject: 'Salasanan vaihtaminen',
    greeting: `Hei ${d.firstName},`,
    lead: `Voitte valita uuden salasanan tällä linkillä ${f.count(d.minutes, minutes)} kuluessa. Linkki toimii kerran.`,
    action: 'Valitse uusi salasana',
    closing: 'Jos ette pyytäneet tätä, voitte jättää tämän viestin huomiotta: salasananne pysyy ennallaan.',
  }),
  'email-change': (d, f) => ({
    subject: 'Vahvistakaa uusi sähköpostiosoitteenne',
    greeting: `Hei ${d.firstName},`,
    lead: `Avatkaa tämä linkki ${f.count(d.hours, hours)} kuluessa, jotta voitte käyttää tätä osoitetta tilillänne.`,
    action: 'Vahvista osoite',
    closing: 'Jos ette pyytäneet tätä, voitte jättää tämän viestin huomiotta: mikään ei muutu.',
  }),
  'campaign-registration': (d, f) => ({
    subject: `Vahvistakaa ilmoittautumisenne: ${d.campaign}`,
    greeting: `Hei ${d.firstName},`,
    lead: `Vahvistakaa ilmoittautumisenne kampanjaan ”${d.campaign}” ${f.count(d.hours, hours)} kuluessa. Etu näkyy sen jälkeen, kun tilaatte auton kuukausivuokralle.`,
    action: 'Vahvista ilmoittautuminen',
    closing: 'Jos ette pyytänyt tätä, jättäkää tämä viesti huomiotta: teitä ei ilmoiteta.',
  }),
  welcome: (d) => ({
    subject: 'Tervetuloa: tilinne on valmis',
    greeting: `Hei ${d.firstName},`,
    lead: 'Tilinne on valmis. Tililtänne voitte katsoa ja hallita varauksianne.',
    action: 'Avaa tilini',
    closing: 'Jos ette luoneet tätä tiliä, vastatkaa tähän viestiin, niin poistamme sen.',
  }),
  'booking-confirmed': (d, f) => ({
    subject: `Varauksenne ${d.number} on vahvistettu`,
    greeting: `Hei ${d.firstName},`,
    lead: `Varauksenne ${d.number} on vahvistettu. Autona on ${d.model} tai vastaava.`,
    facts: [
      `Nouto: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Palautus: ${d.return.branch}, ${f.when(d.return.at)}`,
      `Yhteensä: ${f.money(d.total)}`,
    ],
    more: {
      text: 'Säästäkää aikaa palvelutiskillä: tehkää lähtöselvitys verkossa ennen noutoa ajokortilla, henkilöllisyystodistuksella ja takuumaksuun käytettävällä kortilla.',
      action: 'Tee lähtöselvitys verkossa',
      link: d.checkInLink,
    },
    action: 'Näytä varaukseni',
    closing: 'Siellä voitte muuttaa päivämääriä tai peruuttaa varauksen. Hyvää matkaa!',
  }),
  'booking-changed': (d, f) => ({
    subject: `Varauksenne ${d.number} päivämäärät ovat muuttuneet`,
    greeting: `Hei ${d.firstName},`,
    lead: `Varauksenne ${d.number} päivämäärät ovat muuttuneet.`,
    facts: [
      `Nouto: ${f.when(d.pickupAt)}`,
      `Palautus: ${f.when(d.returnAt)}`,
      `Uusi kokonaishinta: ${f.money(d.total)}`,
    ],
    action: 'Näytä varaukseni',
    closing: 'Jos ette tehneet tätä muutosta itse, ottakaa meihin heti yhteyttä.',
  }),
  'booking-cancelled': (d, f) => ({
    subject: `Varauksenne ${d.number} on peruutettu`,
    greeting: `Hei ${d.firstName},`,
    lead: `Varauksenne ${d.number} on peruutettu.`,
    facts: [d.fee.amountMinor > 0 ? `Peruutusmaksu: ${f.money(d.fee)}` : 'Peruutus oli maksuton.'],
    action: 'Näytä varaukseni',
    closing: 'Toivottavasti näemme pian uudelleen.',
  }),
  'business-application': (d) => ({
    subject: `Olemme vastaanottaneet yrityksen ${d.company} hakemuksen`,
    greeting: `Hei ${d.firstName},`,
    lead:
      d.kind === 'agency'
        ? `kiitos, että rekisteröitte yrityksen ${d.company} matkatoimistoksi. Tarkistamme toimistotunnuksen ja palkkiotilin, yleensä kahden arkipäivän kuluessa, ja kerromme sitten päätöksemme.`
        : `kiitos yritystilin hakemuksesta yritykselle ${d.company}. Tarkistamme rekisterinumeron ja tiedot, yleensä kahden arkipäivän kuluessa, ja kerromme sitten päätöksemme.`,
    action: 'Näytä hakemus',
    closing: 'Sitä ennen voitte varata tavalliseen tapaan yksityisellä tilillänne.',
  }),
  'business-decision': (d, f) => ({
    subject:
      d.decision === 'approved'
        ? `${d.company} on hyväksytty yritysvarauksiin`
        : `Hakemustanne yritykselle ${d.company} ei hyväksytty`,
    greeting: `Hei ${d.firstName},`,
    lead:
      d.decision === 'approved'
        ? d.kind === 'agency'
          ? `${d.company} on hyväksytty matkatoimistoksi. Voitte nyt varata asiakkaillenne; palkkionne on ${f.count(d.percent ?? 0, percent)}.`
          : `${d.company} on hyväksytty. Yrityksen varaukset saavat ${f.count(d.percent ?? 0, percent)} alennuksen ja maksetaan laskulla. Voitte nyt kutsua matkustajanne.`
        : `valitettavasti emme voineet hyväksyä yrityksen ${d.company} hakemusta.${d.reason ? ` Syy: ${d.reason}` : ''}`,
    action: d.decision === 'approved' ? 'Avaa yritystili' : 'Näytä hakemus',
    closing:
      d.decision === 'approved'
        ? 'Kiitos, että valitsitte meidät työmatkoillenne.'
        : 'Jos teillä on kysyttävää tai uusia asiakirjoja, vastatkaa tähän viestiin.',
  }),
  'business-invitation': (d, f) => ({
    subject: `${d.firstName} kutsuu teidät varaamaan yrityksen ${d.company} kautta`,
    greeting: `Hei, ${d.firstName} on kutsunut teidät yrityksen ${d.company} yritystilille.`,
    lead: `yrityksen ${d.company} matkustajana varaatte autot yrityshinnalla, laskulla maksettuna. Hyväksykää kutsu ${f.count(d.days, days)} kuluessa; linkki toimii kerran.`,
    action: 'Hyväksy kutsu',
    closing: 'Jos ette tunne tätä yritystä, voitte jättää tämän viestin huomiotta.',
  }),
  'payment-link': (d, f) => ({
    subject: `Maksupyyntö: ${d.description}`,
    greeting: d.firstName ? `Hei ${d.firstName},` : `Hei,`,
    lead: d.number
      ? `maksathan ${f.money(d.amount)} varauksestasi ${d.number} tämän suojatun linkin kautta.`
      : `maksathan ${f.money(d.amount)} kohteesta ”${d.description}” tämän suojatun linkin kautta.`,
    facts: [`Summa: ${f.money(d.amount)}`, `Voimassa: ${f.when(d.expiresAt)} (UTC)`],
    action: 'Maksa nyt',
    closing:
      'Syötät korttisi maksupalveluntarjoajamme sivulla; emme koskaan näe kortin numeroa. Jos et odottanut tätä pyyntöä, voit jättää viestin huomiotta.',
  }),
  'payment-renewal': (d, f) => ({
    subject: `Korttiasi ei voitu veloittaa: ${d.description}`,
    greeting: `Hei ${d.firstName},`,
    lead: `emme voineet veloittaa korttiasi kohteesta ”${d.description}”. Uusi korttisi ja maksa summa.`,
    facts: [`Summa: ${f.money(d.amount)}`, `Syy: ${paymentReasons[d.reason] ?? paymentReasons.declined}`],
    action: 'Uusi kortti ja maksa',
    closing: 'Uutta korttia käytetään tämän sopimuksen seuraaviin veloituksiin.',
  }),
  'check-in-completed': (d, f) => ({
    subject: `Lähtöselvitys tehty: noutokoodinne varaukselle ${d.number}`,
    greeting: `Hei ${d.firstName},`,
    lead: `Verkkolähtöselvityksenne varaukselle ${d.number} on valmis. Näyttäkää noutokoodi ${d.code} palvelutiskillä, tekstinä tai QR-koodina lähtöselvityssivulla.`,
    facts: [
      `Nouto: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Noutokoodi: ${d.code}`,
      'Ottakaa mukaan alkuperäinen ajokortti ja henkilöllisyystodistus, joilla teitte lähtöselvityksen.',
      d.depositAtPickup
        ? `Takuumaksu: ${f.money(d.deposit)}, maksetaan kortilla palvelutiskillä`
        : `Takuumaksu: ${f.money(d.deposit)}, varattu kortiltanne ja vapautetaan palautuksen jälkeen`,
    ],
    action: 'Näytä noutokoodini',
    closing: 'Tervetuloa palvelutiskille. Hyvää matkaa!',
  }),
  // Issue 22: the return with the app (invoice issued) and a reported damage assessed by the branch.
  'vehicle-returned': (d, f) => ({
    subject: `Vuokra ${d.number} on palautettu: laskunne`,
    greeting: `Hei ${d.firstName},`,
    lead: `Kiitos, että palautitte auton sovelluksella. Vuokra ${d.number} on päättynyt, ja sen lasku odottaa tililläsi.`,
    facts: [
      `Lasku: ${d.invoiceNumber}`,
      `Yhteensä: ${f.money(d.total)}`,
      d.refuel
        ? `Tankkaus tai lataus: ${f.money(d.refuel)}`
        : 'Ei polttoainemaksua: auto palasi yhtä täynnä kuin lähti.',
      d.deposit === 'released'
        ? 'Vakuutenne on vapautettu.'
        : d.deposit === 'held'
          ? 'Vakuutenne pysyy varattuna, kunnes ilmoittamanne vahinko on ratkaistu.'
          : 'Kortillenne ei varattu vakuutta.',
    ],
    action: 'Näytä lasku',
    closing: 'Kiitos, että vuokrasitte meiltä.',
  }),
  'damage-assessed': (d, f) => ({
    subject: `Vuokrassa ${d.number} ilmoittamanne vahinko on arvioitu`,
    greeting: `Hei ${d.firstName},`,
    lead: `Olemme arvioineet vahingon, jonka ilmoititte vuokrassa ${d.number} (”${d.description}”).`,
    facts: [`Kustannus: ${f.money(d.cost)}`, `Perustelu: ${d.explanation}`],
    action: 'Näytä vahinkoasia',
    closing:
      'Kustannus veloitetaan vakuudesta, kun asia ratkaistaan; vakuuden ylittävän osan pyydämme maksulinkillä.',
  }),
};
