// The mails in Danish ("du", the polite register of Danish customer service; "De" reads as old-fashioned).
import type { MailCopy } from '../types.ts';

const minutes = { one: '# minut', other: '# minutter' };
const hours = { one: '# time', other: '# timer' };

export const da: MailCopy = {
  direction: 'ltr',
  'password-reset': (d, f) => ({
    subject: 'Nulstil din adgangskode',
    greeting: `Kære ${d.firstName}`,
    lead: `Brug dette link inden for ${f.count(d.minutes, minutes)} til at vælge en ny adgangskode. Linket virker én gang.`,
    action: 'Vælg en ny adgangskode',
    closing:
      'Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail: din adgangskode forbliver uændret.',
  }),
  'email-change': (d, f) => ({
    subject: 'Bekræft din nye e-mailadresse',
    greeting: `Kære ${d.firstName}`,
    lead: `Åbn dette link inden for ${f.count(d.hours, hours)} for at bruge denne adresse til din konto.`,
    action: 'Bekræft adressen',
    closing: 'Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail: intet ændres.',
  }),
  'campaign-registration': (d, f) => ({
    subject: `Bekræft din tilmelding: ${d.campaign}`,
    greeting: `Kære ${d.firstName}`,
    lead: `Bekræft din tilmelding til kampagnen »${d.campaign}« inden for ${f.count(d.hours, hours)}. Fordelen vises derefter, når du bestiller et abonnement.`,
    action: 'Bekræft min tilmelding',
    closing: 'Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail: du bliver ikke tilmeldt.',
  }),
  welcome: (d) => ({
    subject: 'Velkommen: din konto er klar',
    greeting: `Kære ${d.firstName}`,
    lead: 'Din konto er klar. Her kan du se og administrere dine bookinger.',
    action: 'Åbn min konto',
    closing: 'Hvis du ikke har oprettet denne konto, så svar på denne e-mail, og vi sletter den.',
  }),
  'booking-confirmed': (d, f) => ({
    subject: `Din reservation ${d.number} er bekræftet`,
    greeting: `Kære ${d.firstName}`,
    lead: `Din reservation ${d.number} af en ${d.model} eller lignende er bekræftet.`,
    facts: [
      `Afhentning: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Aflevering: ${d.return.branch}, ${f.when(d.return.at)}`,
      `I alt: ${f.money(d.total)}`,
    ],
    action: 'Se min booking',
    closing: 'Her kan du ændre datoerne eller afbestille bookingen. God tur!',
  }),
  'booking-changed': (d, f) => ({
    subject: `Din reservation ${d.number} har nye datoer`,
    greeting: `Kære ${d.firstName}`,
    lead: `Din reservation ${d.number} har nye datoer.`,
    facts: [
      `Afhentning: ${f.when(d.pickupAt)}`,
      `Aflevering: ${f.when(d.returnAt)}`,
      `Ny pris i alt: ${f.money(d.total)}`,
    ],
    action: 'Se min booking',
    closing: 'Hvis du ikke selv har foretaget denne ændring, bedes du kontakte os med det samme.',
  }),
  'booking-cancelled': (d, f) => ({
    subject: `Din reservation ${d.number} er afbestilt`,
    greeting: `Kære ${d.firstName}`,
    lead: `Din reservation ${d.number} er afbestilt.`,
    facts: [d.fee.amountMinor > 0 ? `Afbestillingsgebyr: ${f.money(d.fee)}` : 'Afbestillingen var gratis.'],
    action: 'Se min booking',
    closing: 'Vi håber at se dig igen snart.',
  }),
};
