// The mails in Icelandic ("þú": Icelandic has no polite "you" in use; "þér" reads as archaic).
import type { MailCopy } from '../types.ts';

// After "innan", the genitive: "innan 1 mínútu", "innan 60 mínútna", "innan 21 klukkustundar".
const minutes = { one: '# mínútu', other: '# mínútna' };
const hours = { one: '# klukkustundar', other: '# klukkustunda' };

const days = { one: '# dags', other: '# daga' };
const percent = { other: '# %' };

const paymentReasons: Record<string, string> = {
  declined: 'kortinu var hafnað',
  insufficient_funds: 'ekki næg innistæða',
  expired_card: 'kortið er útrunnið',
  authentication_failed: 'öryggisathugun kortsins mistókst',
  cancelled: 'hætt var við greiðsluna',
  expired: 'tíminn til að greiða rann út',
};

export const is: MailCopy = {
  direction: 'ltr',
  'password-reset': (d, f) => ({
    subject: 'Endurstilltu lykilorðið þitt',
    greeting: `Góðan daginn ${d.firstName},`,
    lead: `Notaðu þennan tengil innan ${f.count(d.minutes, minutes)} til að velja nýtt lykilorð. Tengillinn virkar einu sinni.`,
    action: 'Velja nýtt lykilorð',
    closing: 'Ef þú baðst ekki um þetta skaltu hunsa þennan tölvupóst: lykilorðið þitt helst óbreytt.',
  }),
  'email-change': (d, f) => ({
    subject: 'Staðfestu nýja netfangið þitt',
    greeting: `Góðan daginn ${d.firstName},`,
    lead: `Opnaðu þennan tengil innan ${f.count(d.hours, hours)} til að nota þetta netfang fyrir aðganginn þinn.`,
    action: 'Staðfesta netfangið',
    closing: 'Ef þú baðst ekki um þetta skaltu hunsa þennan tölvupóst: ekkert breytist.',
  }),
  'campaign-registration': (d, f) => ({
    subject: `Staðfestu skráninguna: ${d.campaign}`,
    greeting: `Góðan daginn ${d.firstName},`,
    lead: `Staðfestu skráninguna í herferðina „${d.campaign}“ innan ${f.count(d.hours, hours)}. Ávinningurinn birtist síðan þegar þú pantar áskrift.`,
    action: 'Staðfesta skráningu',
    closing: 'Ef þú baðst ekki um þetta skaltu hunsa þennan tölvupóst: þú verður ekki skráð(ur).',
  }),
  welcome: (d) => ({
    subject: 'Takk fyrir skráninguna: aðgangurinn þinn er tilbúinn',
    greeting: `Góðan daginn ${d.firstName},`,
    lead: 'Aðgangurinn þinn er tilbúinn. Þar getur þú skoðað og haft umsjón með bókunum þínum.',
    action: 'Opna aðganginn minn',
    closing: 'Ef þú stofnaðir ekki þennan aðgang skaltu svara þessum tölvupósti og við eyðum honum.',
  }),
  'booking-confirmed': (d, f) => ({
    subject: `Bókun þín nr. ${d.number} er staðfest`,
    greeting: `Góðan daginn ${d.firstName},`,
    lead: `Bókun þín nr. ${d.number} á bíl af gerðinni ${d.model} eða sambærilegum er staðfest.`,
    facts: [
      `Afhending: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Skil: ${d.return.branch}, ${f.when(d.return.at)}`,
      `Samtals: ${f.money(d.total)}`,
    ],
    more: {
      text: 'Sparaðu tíma við afgreiðsluborðið: innritaðu þig á netinu áður en þú sækir bílinn, með ökuskírteini, persónuskilríki og korti fyrir tryggingarfé.',
      action: 'Innrita mig á netinu',
      link: d.checkInLink,
    },
    action: 'Skoða bókunina mína',
    closing: 'Þar getur þú breytt dagsetningunum eða afbókað. Góða ferð!',
  }),
  'booking-changed': (d, f) => ({
    subject: `Dagsetningum bókunar þinnar nr. ${d.number} hefur verið breytt`,
    greeting: `Góðan daginn ${d.firstName},`,
    lead: `Dagsetningum bókunar þinnar nr. ${d.number} hefur verið breytt.`,
    facts: [
      `Afhending: ${f.when(d.pickupAt)}`,
      `Skil: ${f.when(d.returnAt)}`,
      `Nýtt heildarverð: ${f.money(d.total)}`,
    ],
    action: 'Skoða bókunina mína',
    closing: 'Ef þú gerðir ekki þessa breytingu skaltu hafa samband við okkur strax.',
  }),
  'booking-cancelled': (d, f) => ({
    subject: `Bókun þín nr. ${d.number} hefur verið afbókuð`,
    greeting: `Góðan daginn ${d.firstName},`,
    lead: `Bókun þín nr. ${d.number} hefur verið afbókuð.`,
    facts: [d.fee.amountMinor > 0 ? `Afbókunargjald: ${f.money(d.fee)}` : 'Afbókunin var gjaldfrjáls.'],
    action: 'Skoða bókunina mína',
    closing: 'Við vonumst til að sjá þig aftur fljótlega.',
  }),
  'business-application': (d) => ({
    subject: `Við höfum móttekið umsókn ${d.company}`,
    greeting: `Halló ${d.firstName},`,
    lead:
      d.kind === 'agency'
        ? `takk fyrir að skrá ${d.company} sem ferðaskrifstofu. Við förum yfir auðkenni skrifstofunnar og þóknunarreikninginn, yfirleitt innan tveggja virkra daga, og sendum þér svo ákvörðun okkar.`
        : `takk fyrir umsóknina um fyrirtækjaaðgang fyrir ${d.company}. Við förum yfir skráningarnúmerið og upplýsingarnar, yfirleitt innan tveggja virkra daga, og sendum þér svo ákvörðun okkar.`,
    action: 'Skoða umsóknina',
    closing: 'Þangað til geturðu bókað eins og venjulega með einkaaðganginum þínum.',
  }),
  'business-decision': (d, f) => ({
    subject:
      d.decision === 'approved'
        ? `${d.company} hefur verið samþykkt fyrir fyrirtækjabókanir`
        : `Umsókn ${d.company} var ekki samþykkt`,
    greeting: `Halló ${d.firstName},`,
    lead:
      d.decision === 'approved'
        ? d.kind === 'agency'
          ? `${d.company} hefur verið samþykkt sem ferðaskrifstofa. Nú geturðu bókað fyrir viðskiptavini þína; þóknunin er ${f.count(d.percent ?? 0, percent)}.`
          : `${d.company} hefur verið samþykkt. Bókanir fyrir fyrirtækið fá ${f.count(d.percent ?? 0, percent)} afslátt og eru greiddar gegn reikningi. Nú geturðu boðið ferðalöngum fyrirtækisins.`
        : `því miður gátum við ekki samþykkt umsókn ${d.company}.${d.reason ? ` Ástæða: ${d.reason}` : ''}`,
    action: d.decision === 'approved' ? 'Opna fyrirtækjaaðganginn' : 'Skoða umsóknina',
    closing:
      d.decision === 'approved'
        ? 'Takk fyrir að velja okkur fyrir viðskiptaferðirnar þínar.'
        : 'Ef þú hefur spurningar eða ný gögn skaltu svara þessum tölvupósti.',
  }),
  'business-invitation': (d, f) => ({
    subject: `${d.firstName} býður þér að bóka með ${d.company}`,
    greeting: `Halló, ${d.firstName} hefur boðið þér í fyrirtækjaaðgang ${d.company}.`,
    lead: `sem ferðalangur ${d.company} bókar þú bílaleigubíla á verði fyrirtækisins, greitt gegn reikningi. Samþykktu boðið innan ${f.count(d.days, days)}; hlekkurinn virkar einu sinni.`,
    action: 'Samþykkja boðið',
    closing: 'Ef þú þekkir ekki þetta fyrirtæki skaltu hunsa þennan tölvupóst.',
  }),
  'payment-link': (d, f) => ({
    subject: `Greiðslubeiðni: ${d.description}`,
    greeting: d.firstName ? `Góðan daginn ${d.firstName},` : `Góðan daginn,`,
    lead: d.number
      ? `vinsamlegast greiddu ${f.money(d.amount)} fyrir bókun ${d.number} með þessum örugga tengli.`
      : `vinsamlegast greiddu ${f.money(d.amount)} fyrir „${d.description}“ með þessum örugga tengli.`,
    facts: [`Upphæð: ${f.money(d.amount)}`, `Gildir til: ${f.when(d.expiresAt)} (UTC)`],
    action: 'Greiða núna',
    closing:
      'Þú slærð inn kortið á síðu greiðsluþjónustunnar okkar; við sjáum aldrei kortanúmerið. Ef þú áttir ekki von á þessari beiðni skaltu hunsa þennan tölvupóst.',
  }),
  'payment-renewal': (d, f) => ({
    subject: `Ekki tókst að skuldfæra kortið þitt: ${d.description}`,
    greeting: `Góðan daginn ${d.firstName},`,
    lead: `ekki tókst að skuldfæra „${d.description}“ á kortið þitt. Vinsamlegast endurnýjaðu kortið og greiddu upphæðina.`,
    facts: [`Upphæð: ${f.money(d.amount)}`, `Ástæða: ${paymentReasons[d.reason] ?? paymentReasons.declined}`],
    action: 'Endurnýja kort og greiða',
    closing: 'Nýja kortið verður notað fyrir næstu skuldfærslur samkvæmt þessum samningi.',
  }),
  'check-in-completed': (d, f) => ({
    subject: `Innritun lokið: afhendingarkóðinn þinn fyrir bókun nr. ${d.number}`,
    greeting: `Góðan daginn ${d.firstName},`,
    lead: `Netinnritun þinni fyrir bókun nr. ${d.number} er lokið. Sýndu afhendingarkóðann ${d.code} við afgreiðsluborðið, sem texta eða sem QR-kóða á innritunarsíðunni.`,
    facts: [
      `Afhending: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Afhendingarkóði: ${d.code}`,
      'Taktu með frumrit ökuskírteinisins og persónuskilríkjanna sem þú innritaðir þig með.',
      d.depositAtPickup
        ? `Tryggingarfé: ${f.money(d.deposit)}, greitt með korti við afgreiðsluborðið`
        : `Tryggingarfé: ${f.money(d.deposit)}, tekið frá á kortinu þínu og losað eftir skil`,
    ],
    action: 'Sýna afhendingarkóðann minn',
    closing: 'Sjáumst við afgreiðsluborðið. Góða ferð!',
  }),
  // Issue 22: the return with the app (invoice issued) and a reported damage assessed by the branch.
  'vehicle-returned': (d, f) => ({
    subject: `Leigunni ${d.number} hefur verið skilað: reikningurinn þinn`,
    greeting: `Góðan daginn ${d.firstName},`,
    lead: `Takk fyrir að skila bílnum með appinu. Leigunni ${d.number} er lokið og reikningurinn bíður þín á aðganginum þínum.`,
    facts: [
      `Reikningur: ${d.invoiceNumber}`,
      `Samtals: ${f.money(d.total)}`,
      d.refuel
        ? `Eldsneyti eða hleðsla: ${f.money(d.refuel)}`
        : 'Ekkert eldsneytisgjald: bíllinn kom jafnfullur til baka og hann fór.',
      d.deposit === 'released'
        ? 'Tryggingin þín hefur verið losuð.'
        : d.deposit === 'held'
          ? 'Tryggingin þín er áfram frátekin þar til tjónið sem þú tilkynntir hefur verið gert upp.'
          : 'Engin trygging var frátekin á kortinu þínu.',
    ],
    action: 'Skoða reikninginn',
    closing: 'Takk fyrir að leigja hjá okkur.',
  }),
  'damage-assessed': (d, f) => ({
    subject: `Tjónið sem þú tilkynntir í leigu ${d.number} hefur verið metið`,
    greeting: `Góðan daginn ${d.firstName},`,
    lead: `Við höfum metið tjónið sem þú tilkynntir í leigu ${d.number} („${d.description}“).`,
    facts: [`Kostnaður: ${f.money(d.cost)}`, `Skýring: ${d.explanation}`],
    action: 'Skoða tjónamálið',
    closing:
      'Kostnaðurinn er tekinn af tryggingunni þegar málið er gert upp; það sem er umfram trygginguna innheimtum við með greiðslutengli.',
  }),
};
