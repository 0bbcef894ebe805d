// The check-in namespace in en-GB (and the English of regions that spell the British way): only the words
// that differ from en-US (licence, expiry, number plate, petrol); every other key falls back to it.
import type { Regional } from '@rental/i18n';
import type { TemplateStrings } from './en-US.ts';

const strings: Regional<TemplateStrings> = {
  details: {
    licenceTitle: 'Driving licence',
    licenceNumber: 'Licence number',
    expiresOn: 'Expiry date',
    licenceExpiresOn: 'Expiry date of the licence',
    identityExpiresOn: 'Expiry date of the document',
    licenceFront: 'Photo of the front of the licence',
    licenceBack: 'Photo of the back of the licence',
    licenceBackHint: 'The side with the licence categories.',
    identityTitle: 'Identity document',
    identityType: 'Document',
    nationalId: 'National identity card',
    identityNumber: 'Document number',
    identityPhoto: 'Photo of the document',
    driversHint: 'Everyone who will drive the car, up to {{max}}. They bring their licence to the pickup.',
  },
  vehicle: {
    plate: 'Number plate',
    fuels: { petrol: 'Petrol' },
  },
  done: {
    bringLicence: 'Your driving licence (and those of the additional drivers)',
    bringIdentity: 'The identity document you entered',
    returnText: 'Return the car with your phone: odometer, fuel and photos, in a few steps.',
  },
};

export default strings;
