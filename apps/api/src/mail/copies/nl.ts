// The mails in Dutch (u).
import type { MailCopy } from '../types.ts';

const minutes = { one: '# minuut', other: '# minuten' };
// "binnen 1 uur", "binnen 24 uur": the same word for any number.
const hours = { other: '# uur' };

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
};
