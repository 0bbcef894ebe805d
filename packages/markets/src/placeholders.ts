// PLACEHOLDERS: facts the spec does not give (spec §3/§9 "not shown"). Every value here is
// deliberately and visibly fake (000 numbers, .example mail hosts, DEMO ids); replace per market
// before going live. Nothing else in the package invents contact data or third-party ids.

/** Visibly fake support, tracking and consent values of one market (by country and locale). */
export function placeholdersFor(countryAlpha2: string, dialPrefix: string, locale: string) {
  const cc = countryAlpha2.toLowerCase();
  const digits = dialPrefix.replace('+', '');
  return {
    // FAKE: '000 0000000' is no real subscriber number.
    customerSupportPhone: `+${digits}0000000000`,
    customerSupportPhoneDisplay: `${dialPrefix} 000 0000000`,
    // FAKE: .example is reserved (RFC 2606) and never delivers mail.
    customerSupportMail: `support@${cc}.kestrelrent.example`,
    chatFeedbackLink: `https://feedback.kestrelrent.example/chat?market=${locale}`,
    contactFlowIdHelpAndContact: `demo-contact-flow-${cc}-0000`,
    // FAKE tag-manager container ids (real ones look like GTM-XXXXXXX).
    tagManager: {
      normal: `GTM-DEMO0${countryAlpha2}`,
      noConsent: `GTM-DEMO1${countryAlpha2}`,
      zen: `GTM-DEMO2${countryAlpha2}`,
      ride: `GTM-DEMO3${countryAlpha2}`,
      unified: `GTM-DEMO4${countryAlpha2}`,
    },
    // FAKE consent-manager id.
    consentManagerId: `demo-consent-${cc}-0000`,
  };
}

/** FAKE: external charity partner links of the booking confirmation (spec §3). */
export function charityLinksFor(countryAlpha2: string) {
  const cc = countryAlpha2.toLowerCase();
  return {
    confirmationCharityTextLink: `https://charity.kestrelrent.example/${cc}/about`,
    confirmationCharityButtonLink: `https://charity.kestrelrent.example/${cc}/donate`,
  };
}

/** FAKE: key of the US baseline experiment (spec §3). */
export const baselineExperimentKey = 'demo-baseline-experiment-0000';
