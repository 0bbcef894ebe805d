// The pay namespace in et-EE.
import type { PayStrings } from './en-US.ts';

const strings: PayStrings = {
  loading: 'Laadimine…',
  checking: 'Kontrollime sinu makset…',
  unavailable:
    'Meie makseteenus ei ole praegu kättesaadav. Midagi ei võetud. Proovi mõne hetke pärast uuesti.',
  checkFailed:
    'Me ei saa sinu makset praegu kontrollida. Proovi mõne hetke pärast uuesti, enne kui uuesti maksad.',
  retry: 'Proovi uuesti',
  leaving: 'Suuname sind turvalisele makselehele…',
  refusedFallback: 'Makse jäi lõpetamata. Midagi ei võetud.',
  secure:
    'Sisestad kaardi andmed meie makseteenuse pakkuja turvalisel lehel. Me ei näe ega salvesta kunagi sinu kaardinumbrit.',
  contact: 'Küsimusi makse kohta? Võta meiega ühendust:',
  link: {
    openTitle: 'Sinu makse',
    what: 'Mille eest maksad',
    booking: 'Broneeringu number',
    car: 'Auto',
    pickup: 'Vastuvõtmine',
    return: 'Tagastamine',
    place: '{{branch}}, {{date}}',
    amount: 'Summa',
    expires: 'Palun maksa hiljemalt {{date}}.',
    pay: 'Maksa {{amount}}',
    paidTitle: 'Makstud, aitäh',
    paidText:
      'Oleme sinu makse summas {{amount}} kätte saanud. Sul pole vaja midagi rohkem teha: võid selle lehe sulgeda.',
    paidTextNoAmount:
      'Oleme sinu makse kätte saanud. Sul pole vaja midagi rohkem teha: võid selle lehe sulgeda.',
    expiredTitle: 'See maksetaotluse link on aegunud',
    expiredText: 'Midagi ei võetud. Kui pead veel maksma, võta uue lingi saamiseks meiega ühendust.',
    cancelledTitle: 'See maksetaotluse link on tühistatud',
    cancelledText: 'Selle lingi kaudu ei ole enam midagi tasuda ja midagi ei võetud.',
    notFoundTitle: 'Me ei leia seda maksetaotluse linki',
    notFoundText: 'Ava oma e-kirjast kogu link uuesti. Kui see ikka ei toimi, võta meiega ühendust.',
    refusedTitle: 'Sinu makse ei läinud läbi',
    pendingTitle: 'Sinu makset alles töödeldakse',
    pendingText: 'Tavaliselt võtab see vaid hetke. Kontrolli varsti uuesti.',
    checkAgain: 'Kontrolli uuesti',
  },
  renewal: {
    signInTitle: 'Logi sisse',
    signInText: 'Logi sisse, et näha oma tasumata makseid ja maksta need uue kaardiga.',
    signIn: 'Logi sisse',
    none: 'Pole midagi uuendada: kõik sinu maksed on tasutud.',
    amount: 'Summa',
    reason: 'Miks viimane makse ebaõnnestus',
    attempts: 'Katseid seni: {{attempts}}',
    renew: 'Uuenda kaarti ja maksa {{amount}}',
    paidOn: 'Makstud {{date}}',
    openTitle: 'Tasumata maksed',
    paidListTitle: 'Hiljuti makstud',
    paidTitle: 'Makstud, aitäh',
    paidText: 'Sinu uus kaart on salvestatud ja seda kasutatakse sinu järgmiste maksete jaoks.',
    refusedTitle: 'Sinu makse ei läinud läbi',
  },
};

export default strings;
