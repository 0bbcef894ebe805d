// The damages namespace in en-US: the vehicle's known damages and a damage report, shared by the
// check-in and check-out views (keys every other locale translates).
import type { Translations } from '@rental/i18n';

const strings = {
  title: 'Damages',
  areas: {
    front: 'Front',
    'front-left': 'Front left',
    left: 'Left side',
    'rear-left': 'Rear left',
    rear: 'Rear',
    'rear-right': 'Rear right',
    right: 'Right side',
    'front-right': 'Front right',
    roof: 'Roof',
    windscreen: 'Windshield',
    wheels: 'Wheels and tires',
    interior: 'Interior',
  },
  kinds: {
    scratch: 'Scratch',
    dent: 'Dent',
    crack: 'Crack',
    chip: 'Rock chip',
    tyre: 'Tire damage',
    interior: 'Interior damage',
    other: 'Other damage',
  },
  states: {
    reported: 'Reported',
    assessed: 'Assessed',
    settled: 'Settled',
  },
  outline: {
    markedArea: '{{area}}, damage marked',
    markedList: 'Damage marked on: {{areas}}.',
    none: 'No damage marked.',
  },
  known: {
    none: 'This car has no known damage.',
    outline: 'The car from above, the areas with known damage marked',
    outlineHint: 'Choose a marked area to go to its damage in the list.',
    title: '{{area}}: {{kind}}',
    state: 'State',
    reported: 'Recorded on',
    cost: 'Cost',
    explanation: 'Explanation',
    photo: 'Photo {{n}} of {{count}}: {{kind}}, {{area}}',
  },
  report: {
    title: 'Report a new damage',
    summary_one: 'Please correct {{count}} field:',
    summary_other: 'Please correct {{count}} fields:',
    outline: 'Choose where the damage is on the car',
    area: 'Where is the damage?',
    areaHint: 'Choose the area on the car above or in this list.',
    areaRequired: 'Choose where the damage is.',
    choose: 'Please choose',
    kind: 'What kind of damage is it?',
    kindRequired: 'Choose what kind of damage it is.',
    description: 'Describe the damage',
    descriptionHint: 'Its size and exact place, e.g. “5 cm scratch under the rear door handle”.',
    descriptionShort: 'Describe the damage in at least 3 characters.',
    descriptionLong: 'Describe the damage in at most 1,000 characters.',
    photos: 'Photos of the damage',
    photosHint: 'Optional, up to {{max}}. Take one from close up and one from further away.',
    photo: 'Photo {{n}}',
    removePhoto: 'Remove photo {{n}}',
    preparing: 'Preparing the photo…',
    sending: 'Sending…',
    done: 'Thank you: the damage is reported. You can report another one.',
    failed: 'We could not send your report. Please check your connection and try again.',
  },
};

export type TemplateStrings = Translations<typeof strings>;

export default strings;
