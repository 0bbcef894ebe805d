// The mails in Dutch (u).
import type { MailCopy } from '../types.ts';

const minutes = { one: '# minuut', other: '# minuten' };
// "binnen 1 uur", "binnen 24 uur": the same word for any number.
const hours = { other: '# uur' };

const days = { one: '# dag', other: '# dagen' };
const percent = { other: '# %' };

const paymentReasons: Record<string, string> = {
  declined: 'de kaart is geweigerd',
  insufficient_funds: 'onvoldoende saldo',
  expired_card: 'de kaart is verlopen',
  authentication_failed: 'de beveiligingscontrole van de kaart is mislukt',
  cancelled: 'de betaling is geannuleerd',
  expired: 'de betaling is verlopen',
};

export const nl: MailCopy = {
  direction: 'ltr',
  'password-reset': (d, f) => ({
    subject: 'Stel uw wachtwoord opnieuw in',
    greeting: `Beste ${d.firstName},`,
    lead: `Gebruik deze link binnen ${f.count(d.minutes, minutes)} om een nieuw wachtwoord te kiezen. De link werkt één keer.`,
    action: 'Nieuw wachtwoord kiezen',
    closing: 'Heeft u hier niet om gevraagd? Negeer dan deze e-mail: uw wachtwoord blijft ongewijzigd.',
  }),
  'email-change': (d, f) => ({
    subject: 'Bevestig uw nieuwe e-mailadres',
    greeting: `Beste ${d.firstName},`,
    lead: `Open deze link binnen ${f.count(d.hours, hours)} om dit adres voor uw account te gebruiken.`,
    action: 'Dit adres bevestigen',
    closing: 'Heeft u hier niet om gevraagd? Negeer dan deze e-mail: er verandert niets.',
  }),
  'campaign-registration': (d, f) => ({
    subject: `Bevestig uw aanmelding: ${d.campaign}`,
    greeting: `Beste ${d.firstName},`,
    lead: `Bevestig uw aanmelding voor de actie ‘${d.campaign}’ binnen ${f.count(d.hours, hours)}. Het voordeel verschijnt daarna wanneer u een abonnement bestelt.`,
    action: 'Aanmelding bevestigen',
    closing: 'Heeft u dit niet aangevraagd? Negeer deze e-mail dan: u wordt niet aangemeld.',
  }),
  welcome: (d) => ({
    subject: 'Welkom: uw account is klaar',
    greeting: `Beste ${d.firstName},`,
    lead: 'Uw account is klaar. In uw account kunt u uw boekingen bekijken en beheren.',
    action: 'Mijn account openen',
    closing: 'Heeft u dit account niet aangemaakt? Beantwoord dan deze e-mail en wij verwijderen het.',
  }),
  'booking-confirmed': (d, f) => ({
    subject: `Uw reservering ${d.number} is bevestigd`,
    greeting: `Beste ${d.firstName},`,
    lead: `Uw reservering ${d.number} voor een ${d.model} of vergelijkbaar is bevestigd.`,
    facts: [
      `Ophalen: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Inleveren: ${d.return.branch}, ${f.when(d.return.at)}`,
      `Totaal: ${f.money(d.total)}`,
    ],
    more: {
      text: 'Bespaar tijd aan de balie: check vóór het ophalen online in met uw rijbewijs, identiteitsbewijs en een kaart voor de borg.',
      action: 'Online inchecken',
      link: d.checkInLink,
    },
    action: 'Mijn boeking bekijken',
    closing: 'Daar kunt u de data wijzigen of de boeking annuleren. Goede reis!',
  }),
  'booking-changed': (d, f) => ({
    subject: `Uw reservering ${d.number} heeft nieuwe data`,
    greeting: `Beste ${d.firstName},`,
    lead: `Uw reservering ${d.number} heeft nieuwe data.`,
    facts: [
      `Ophalen: ${f.when(d.pickupAt)}`,
      `Inleveren: ${f.when(d.returnAt)}`,
      `Nieuw totaal: ${f.money(d.total)}`,
    ],
    action: 'Mijn boeking bekijken',
    closing: 'Heeft u deze wijziging niet zelf gedaan? Neem dan direct contact met ons op.',
  }),
  'booking-cancelled': (d, f) => ({
    subject: `Uw reservering ${d.number} is geannuleerd`,
    greeting: `Beste ${d.firstName},`,
    lead: `Uw reservering ${d.number} is geannuleerd.`,
    facts: [d.fee.amountMinor > 0 ? `Annuleringskosten: ${f.money(d.fee)}` : 'De annulering was kosteloos.'],
    action: 'Mijn boeking bekijken',
    closing: 'We hopen u snel weer te zien.',
  }),
  'business-application': (d) => ({
    subject: `We hebben de aanvraag van ${d.company} ontvangen`,
    greeting: `Hallo ${d.firstName},`,
    lead:
      d.kind === 'agency'
        ? `bedankt voor het registreren van ${d.company} als reisbureau. We controleren de agentcode en de provisierekening, meestal binnen twee werkdagen, en laten u daarna ons besluit weten.`
        : `bedankt voor uw aanvraag van een zakelijk account voor ${d.company}. We controleren het registratienummer en de gegevens, meestal binnen twee werkdagen, en laten u daarna ons besluit weten.`,
    action: 'Aanvraag bekijken',
    closing: 'Tot die tijd kunt u zoals gewoonlijk boeken met uw privéaccount.',
  }),
  'business-decision': (d, f) => ({
    subject:
      d.decision === 'approved'
        ? `${d.company} is goedgekeurd voor zakelijke boekingen`
        : `Uw aanvraag voor ${d.company} is niet goedgekeurd`,
    greeting: `Hallo ${d.firstName},`,
    lead:
      d.decision === 'approved'
        ? d.kind === 'agency'
          ? `${d.company} is goedgekeurd als reisbureau. U kunt nu boeken voor uw klanten; uw provisie is ${f.count(d.percent ?? 0, percent)}.`
          : `${d.company} is goedgekeurd. Boekingen voor het bedrijf krijgen ${f.count(d.percent ?? 0, percent)} korting en worden op rekening betaald. U kunt nu uw reizigers uitnodigen.`
        : `helaas konden we de aanvraag van ${d.company} niet goedkeuren.${d.reason ? ` Reden: ${d.reason}` : ''}`,
    action: d.decision === 'approved' ? 'Zakelijk account openen' : 'Aanvraag bekijken',
    closing:
      d.decision === 'approved'
        ? 'Bedankt dat u voor uw zakenreizen voor ons kiest.'
        : 'Heeft u vragen of nieuwe documenten? Beantwoord dan deze e-mail.',
  }),
  'business-invitation': (d, f) => ({
    subject: `${d.firstName} nodigt u uit om te boeken met ${d.company}`,
    greeting: `Hallo, ${d.firstName} heeft u uitgenodigd voor het zakelijke account van ${d.company}.`,
    lead: `als reiziger van ${d.company} boekt u huurauto's tegen het bedrijfstarief, betaald op rekening. Accepteer de uitnodiging binnen ${f.count(d.days, days)}; de link werkt één keer.`,
    action: 'Uitnodiging accepteren',
    closing: 'Kent u dit bedrijf niet? Negeer deze e-mail dan.',
  }),
  'payment-link': (d, f) => ({
    subject: `Betaalverzoek: ${d.description}`,
    greeting: d.firstName ? `Beste ${d.firstName},` : `Beste klant,`,
    lead: d.number
      ? `wilt u ${f.money(d.amount)} voor uw reservering ${d.number} betalen via deze beveiligde link?`
      : `wilt u ${f.money(d.amount)} voor ‘${d.description}’ betalen via deze beveiligde link?`,
    facts: [`Bedrag: ${f.money(d.amount)}`, `Geldig tot: ${f.when(d.expiresAt)} (UTC)`],
    action: 'Nu betalen',
    closing:
      'U voert uw kaart in op de pagina van onze betaalprovider; wij zien het kaartnummer nooit. Verwachtte u dit verzoek niet, negeer dan deze e-mail.',
  }),
  'payment-renewal': (d, f) => ({
    subject: `Uw kaart kon niet worden belast: ${d.description}`,
    greeting: `Beste ${d.firstName},`,
    lead: `we konden ‘${d.description}’ niet van uw kaart afschrijven. Vernieuw uw kaart en betaal het bedrag.`,
    facts: [`Bedrag: ${f.money(d.amount)}`, `Reden: ${paymentReasons[d.reason] ?? paymentReasons.declined}`],
    action: 'Kaart vernieuwen en betalen',
    closing: 'De nieuwe kaart wordt gebruikt voor de volgende afschrijvingen van deze overeenkomst.',
  }),
  'check-in-completed': (d, f) => ({
    subject: `Ingecheckt: uw ophaalcode voor reservering ${d.number}`,
    greeting: `Beste ${d.firstName},`,
    lead: `Uw online check-in voor reservering ${d.number} is afgerond. Laat de ophaalcode ${d.code} aan de balie zien, als tekst of als QR-code op de check-inpagina.`,
    facts: [
      `Ophalen: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Ophaalcode: ${d.code}`,
      'Neem het originele rijbewijs en identiteitsbewijs mee waarmee u hebt ingecheckt.',
      d.depositAtPickup
        ? `Borg: ${f.money(d.deposit)}, aan de balie per kaart voldaan`
        : `Borg: ${f.money(d.deposit)}, gereserveerd op uw kaart en na het inleveren vrijgegeven`,
    ],
    action: 'Mijn ophaalcode tonen',
    closing: 'Tot ziens aan de balie. Goede reis!',
  }),
  // Issue 22: the return with the app (invoice issued) and a reported damage assessed by the branch.
  'vehicle-returned': (d, f) => ({
    subject: `Uw huur ${d.number} is ingeleverd: uw factuur`,
    greeting: `Beste ${d.firstName},`,
    lead: `Bedankt dat u de auto met de app hebt ingeleverd. Uw huur ${d.number} is afgerond en de factuur staat klaar in uw account.`,
    facts: [
      `Factuur: ${d.invoiceNumber}`,
      `Totaal: ${f.money(d.total)}`,
      d.refuel
        ? `Tanken of opladen: ${f.money(d.refuel)}`
        : 'Geen brandstofkosten: de auto kwam even vol terug als hij vertrok.',
      d.deposit === 'released'
        ? 'Uw borg is vrijgegeven.'
        : d.deposit === 'held'
          ? 'Uw borg blijft gereserveerd tot de schade die u meldde is afgehandeld.'
          : 'Er was geen borg op uw kaart gereserveerd.',
    ],
    action: 'Factuur bekijken',
    closing: 'Bedankt dat u bij ons hebt gehuurd.',
  }),
  'damage-assessed': (d, f) => ({
    subject: `De gemelde schade uit uw huur ${d.number} is beoordeeld`,
    greeting: `Beste ${d.firstName},`,
    lead: `We hebben de schade beoordeeld die u in uw huur ${d.number} meldde ("${d.description}").`,
    facts: [`Kosten: ${f.money(d.cost)}`, `Toelichting: ${d.explanation}`],
    action: 'Schadegeval bekijken',
    closing:
      'De kosten worden bij het afhandelen van uw borg ingehouden; een bedrag boven de borg vragen we met een betaallink.',
  }),
};
