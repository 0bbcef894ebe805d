// The pay namespace in is-IS.
import type { PayStrings } from './en-US.ts';

const strings: PayStrings = {
  loading: 'Hleður…',
  checking: 'Við erum að athuga greiðsluna þína…',
  unavailable:
    'Við náum ekki sambandi við greiðsluþjónustuna okkar eins og er. Ekkert var skuldfært. Reyndu aftur eftir smástund.',
  checkFailed:
    'Við getum ekki athugað greiðsluna þína eins og er. Reyndu aftur eftir smástund áður en þú greiðir aftur.',
  retry: 'Reyna aftur',
  leaving: 'Við sendum þig á örugga greiðslusíðu…',
  refusedFallback: 'Greiðslunni var ekki lokið. Ekkert var skuldfært.',
  secure:
    'Þú slærð inn kortið þitt á öruggri síðu greiðsluþjónustunnar okkar. Við sjáum aldrei né geymum kortanúmerið þitt.',
  contact: 'Spurningar um greiðslu? Hafðu samband við okkur:',
  link: {
    openTitle: 'Greiðslan þín',
    what: 'Fyrir hvað þú greiðir',
    booking: 'Bókunarnúmer',
    car: 'Bíll',
    pickup: 'Sótt',
    return: 'Skilað',
    place: '{{branch}}, {{date}}',
    amount: 'Upphæð',
    expires: 'Vinsamlegast greiddu fyrir {{date}}.',
    pay: 'Greiða {{amount}}',
    paidTitle: 'Greitt, takk fyrir',
    paidText:
      'Við höfum móttekið greiðsluna þína að upphæð {{amount}}. Þú þarft ekki að gera neitt fleira: þú getur lokað þessari síðu.',
    paidTextNoAmount:
      'Við höfum móttekið greiðsluna þína. Þú þarft ekki að gera neitt fleira: þú getur lokað þessari síðu.',
    expiredTitle: 'Þessi greiðslutengill er útrunninn',
    expiredText:
      'Ekkert var skuldfært. Ef þú þarft enn að greiða skaltu hafa samband við okkur til að fá nýjan tengil.',
    cancelledTitle: 'Hætt hefur verið við þennan greiðslutengil',
    cancelledText: 'Ekkert er lengur til greiðslu með þessum tengli og ekkert var skuldfært.',
    notFoundTitle: 'Við finnum ekki þennan greiðslutengil',
    notFoundText:
      'Opnaðu allan tengilinn úr tölvupóstinum aftur. Ef hann virkar enn ekki skaltu hafa samband við okkur.',
    refusedTitle: 'Greiðslan þín gekk ekki í gegn',
    pendingTitle: 'Enn er verið að vinna úr greiðslunni þinni',
    pendingText: 'Það tekur yfirleitt bara augnablik. Athugaðu aftur eftir smástund.',
    checkAgain: 'Athuga aftur',
  },
  renewal: {
    signInTitle: 'Skráðu þig inn',
    signInText: 'Skráðu þig inn til að sjá ógreiddar greiðslur og greiða þær með nýju korti.',
    signIn: 'Skrá inn',
    none: 'Ekkert að endurnýja: allar greiðslurnar þínar eru í lagi.',
    amount: 'Upphæð',
    reason: 'Hvers vegna síðasta skuldfærsla mistókst',
    attempts: 'Tilraunir hingað til: {{attempts}}',
    renew: 'Endurnýja kort og greiða {{amount}}',
    paidOn: 'Greitt {{date}}',
    openTitle: 'Ógreiddar greiðslur',
    paidListTitle: 'Nýlega greitt',
    paidTitle: 'Greitt, takk fyrir',
    paidText: 'Nýja kortið þitt hefur verið vistað og verður notað fyrir næstu greiðslur.',
    refusedTitle: 'Greiðslan þín gekk ekki í gegn',
  },
};

export default strings;
