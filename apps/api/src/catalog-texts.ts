// The rental catalogue's customer-facing texts (protections and extras) in every language the booking
// app ships (issue 23: the Arabic pages showed English names): the one place for them. Routes answer in
// the request's language (`catalogLanguage`); the seed writes the market's language into the database,
// which stays the fallback for an add-on this table does not know.
import type { FastifyRequest } from 'fastify';
import { resolveMarket } from './http.ts';
import { API_LANGUAGES, type ApiLanguage, acceptedLanguage, languageOfTag } from './i18n/languages.ts';

/** The languages of the catalogue texts: the API's languages (i18n/languages.ts). */
export const CATALOG_LANGUAGES = API_LANGUAGES;
export type CatalogLanguage = ApiLanguage;

/** The add-on codes of the seed (db/seed/fleet.ts). */
export const ADDON_CODES = [
  'BASIC',
  'SMART',
  'ALL_INCLUSIVE',
  'ADDITIONAL_DRIVER',
  'CHILD_SEAT',
  'NAVIGATION',
  'UNLIMITED_KM',
  'PREPAID_FUEL',
] as const;
type AddonCode = (typeof ADDON_CODES)[number];

/** A protection's or extra's name and what it covers. */
type AddonText = { name: string; description: string };

// French: a no-break space before ';' (the booking app's French typography, locale-typography.test.ts).
// Arabic: Arabic-Indic digits, the digits of the Arabic pages (one digit system per view, issue 23).
const addonTexts: Record<CatalogLanguage, Record<AddonCode, AddonText>> = {
  en: {
    BASIC: { name: 'Basic protection', description: 'Collision and theft protection with a deductible.' },
    SMART: { name: 'Smart protection', description: 'A lower deductible, and glass and tyres are covered.' },
    ALL_INCLUSIVE: {
      name: 'All-inclusive protection',
      description: 'No deductible; covers glass, tyres, interior and lost keys.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Additional driver',
      description: 'Share the driving; each extra driver shows a valid licence.',
    },
    CHILD_SEAT: { name: 'Child seat', description: 'For children from 9 to 18 kg, fitted on request.' },
    NAVIGATION: { name: 'Navigation system', description: 'Built-in navigation with current maps.' },
    UNLIMITED_KM: {
      name: 'Unlimited kilometres',
      description: 'Drive as far as you like without mileage charges.',
    },
    PREPAID_FUEL: { name: 'Prepaid fuel', description: 'Return the vehicle with any fuel level.' },
  },
  de: {
    BASIC: { name: 'Basisschutz', description: 'Kollisions- und Diebstahlschutz mit Selbstbeteiligung.' },
    SMART: {
      name: 'Smart-Schutz',
      description: 'Geringere Selbstbeteiligung, Glas und Reifen sind mitversichert.',
    },
    ALL_INCLUSIVE: {
      name: 'Rundum-Schutz',
      description: 'Keine Selbstbeteiligung; deckt Glas, Reifen, Innenraum und Schlüsselverlust.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Zusatzfahrer',
      description: 'Teilen Sie sich das Fahren; jeder Zusatzfahrer zeigt einen gültigen Führerschein.',
    },
    CHILD_SEAT: { name: 'Kindersitz', description: 'Für Kinder von 9 bis 18 kg, auf Wunsch eingebaut.' },
    NAVIGATION: { name: 'Navigationssystem', description: 'Eingebautes Navi mit aktuellen Karten.' },
    UNLIMITED_KM: {
      name: 'Unbegrenzte Kilometer',
      description: 'Fahren Sie so weit Sie wollen, ohne Kilometerkosten.',
    },
    PREPAID_FUEL: {
      name: 'Tankpauschale',
      description: 'Geben Sie das Fahrzeug mit beliebigem Tankstand zurück.',
    },
  },
  fr: {
    BASIC: { name: 'Protection de base', description: 'Protection collision et vol avec franchise.' },
    SMART: { name: 'Protection Smart', description: 'Franchise réduite\u00a0; vitres et pneus couverts.' },
    ALL_INCLUSIVE: {
      name: 'Protection tout compris',
      description: 'Sans franchise\u00a0; couvre vitres, pneus, intérieur et perte de clés.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Conducteur supplémentaire',
      description: 'Partagez la conduite\u00a0; chaque conducteur présente un permis valide.',
    },
    CHILD_SEAT: { name: 'Siège enfant', description: 'Pour les enfants de 9 à 18 kg, installé sur demande.' },
    NAVIGATION: { name: 'GPS', description: 'Navigation intégrée avec cartes à jour.' },
    UNLIMITED_KM: {
      name: 'Kilométrage illimité',
      description: 'Roulez autant que vous voulez, sans frais kilométriques.',
    },
    PREPAID_FUEL: {
      name: 'Carburant prépayé',
      description: 'Rendez le véhicule avec n’importe quel niveau de carburant.',
    },
  },
  es: {
    BASIC: { name: 'Protección básica', description: 'Protección contra colisión y robo con franquicia.' },
    SMART: { name: 'Protección Smart', description: 'Franquicia reducida; lunas y neumáticos cubiertos.' },
    ALL_INCLUSIVE: {
      name: 'Protección todo incluido',
      description: 'Sin franquicia; cubre lunas, neumáticos, interior y pérdida de llaves.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Conductor adicional',
      description: 'Compartan la conducción; cada conductor muestra un permiso válido.',
    },
    CHILD_SEAT: { name: 'Silla infantil', description: 'Para niños de 9 a 18 kg, instalada a petición.' },
    NAVIGATION: { name: 'Navegador', description: 'Navegación integrada con mapas actualizados.' },
    UNLIMITED_KM: {
      name: 'Kilometraje ilimitado',
      description: 'Conduzca todo lo que quiera sin cargos por kilómetro.',
    },
    PREPAID_FUEL: {
      name: 'Combustible prepagado',
      description: 'Devuelva el vehículo con cualquier nivel de combustible.',
    },
  },
  it: {
    BASIC: { name: 'Protezione base', description: 'Protezione da collisione e furto con franchigia.' },
    SMART: { name: 'Protezione Smart', description: 'Franchigia ridotta; cristalli e pneumatici coperti.' },
    ALL_INCLUSIVE: {
      name: 'Protezione tutto incluso',
      description: 'Nessuna franchigia; copre cristalli, pneumatici, interni e chiavi smarrite.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Conducente aggiuntivo',
      description: 'Condividete la guida; ogni conducente mostra una patente valida.',
    },
    CHILD_SEAT: {
      name: 'Seggiolino per bambini',
      description: 'Per bambini da 9 a 18 kg, montato su richiesta.',
    },
    NAVIGATION: { name: 'Navigatore', description: 'Navigatore integrato con mappe aggiornate.' },
    UNLIMITED_KM: {
      name: 'Chilometraggio illimitato',
      description: 'Guidate quanto volete senza costi chilometrici.',
    },
    PREPAID_FUEL: {
      name: 'Carburante prepagato',
      description: 'Riconsegnate il veicolo con qualsiasi livello di carburante.',
    },
  },
  nl: {
    BASIC: {
      name: 'Basisbescherming',
      description: 'Bescherming tegen aanrijding en diefstal met eigen risico.',
    },
    SMART: { name: 'Smart-bescherming', description: 'Lager eigen risico; ruiten en banden gedekt.' },
    ALL_INCLUSIVE: {
      name: 'All-inclusive bescherming',
      description: 'Geen eigen risico; dekt ruiten, banden, interieur en verloren sleutels.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Extra bestuurder',
      description: 'Deel het rijden; elke extra bestuurder toont een geldig rijbewijs.',
    },
    CHILD_SEAT: { name: 'Kinderzitje', description: 'Voor kinderen van 9 tot 18 kg, op verzoek geplaatst.' },
    NAVIGATION: { name: 'Navigatiesysteem', description: 'Ingebouwde navigatie met actuele kaarten.' },
    UNLIMITED_KM: { name: 'Onbeperkt kilometers', description: 'Rijd zo ver u wilt zonder kilometerkosten.' },
    PREPAID_FUEL: {
      name: 'Vooraf betaalde brandstof',
      description: 'Lever het voertuig in met elk brandstofniveau.',
    },
  },
  ar: {
    BASIC: { name: 'الحماية الأساسية', description: 'حماية من أضرار التصادم والسرقة مع مبلغ تحمّل.' },
    SMART: { name: 'الحماية الذكية', description: 'مبلغ تحمّل أقل، وتشمل الزجاج والإطارات.' },
    ALL_INCLUSIVE: {
      name: 'الحماية الشاملة',
      description: 'بلا مبلغ تحمّل، وتشمل الزجاج والإطارات والمقصورة الداخلية وفقدان المفاتيح.',
    },
    ADDITIONAL_DRIVER: {
      name: 'سائق إضافي',
      description: 'شارِك القيادة، على أن يُبرز كل سائق إضافي رخصة قيادة سارية.',
    },
    CHILD_SEAT: { name: 'مقعد أطفال', description: 'للأطفال من ٩ إلى ١٨ كغ، يُركَّب عند الطلب.' },
    NAVIGATION: { name: 'نظام ملاحة', description: 'نظام ملاحة مدمج بخرائط محدّثة.' },
    UNLIMITED_KM: {
      name: 'كيلومترات غير محدودة',
      description: 'قُد المسافة التي تريدها دون رسوم على الكيلومترات.',
    },
    PREPAID_FUEL: { name: 'وقود مدفوع مسبقًا', description: 'أعد المركبة بأي مستوى من الوقود.' },
  },
  pl: {
    BASIC: {
      name: 'Ochrona podstawowa',
      description: 'Ochrona w razie kolizji i kradzieży, z udziałem własnym.',
    },
    SMART: {
      name: 'Ochrona Smart',
      description: 'Niższy udział własny; ochrona obejmuje też szyby i opony.',
    },
    ALL_INCLUSIVE: {
      name: 'Pełna ochrona',
      description: 'Bez udziału własnego; obejmuje szyby, opony, wnętrze i utratę kluczyków.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Dodatkowy kierowca',
      description: 'Zmieniajcie się za kierownicą; każdy dodatkowy kierowca okazuje ważne prawo jazdy.',
    },
    CHILD_SEAT: {
      name: 'Fotelik dziecięcy',
      description: 'Dla dzieci o wadze od 9 do 18 kg, montowany na życzenie.',
    },
    NAVIGATION: { name: 'Nawigacja', description: 'Wbudowana nawigacja z aktualnymi mapami.' },
    UNLIMITED_KM: {
      name: 'Bez limitu kilometrów',
      description: 'Jedź, dokąd chcesz, bez opłat za przejechane kilometry.',
    },
    PREPAID_FUEL: { name: 'Paliwo opłacone z góry', description: 'Zwróć pojazd z dowolnym poziomem paliwa.' },
  },
  hu: {
    BASIC: { name: 'Alapvédelem', description: 'Ütközés és lopás elleni védelem önrésszel.' },
    SMART: {
      name: 'Smart védelem',
      description: 'Alacsonyabb önrész; az üvegekre és a gumiabroncsokra is kiterjed.',
    },
    ALL_INCLUSIVE: {
      name: 'Teljes védelem',
      description:
        'Önrész nélkül; kiterjed az üvegekre, a gumiabroncsokra, az utastérre és a kulcsok elvesztésére.',
    },
    ADDITIONAL_DRIVER: {
      name: 'További vezető',
      description: 'Vezessenek felváltva; minden további vezető érvényes jogosítványt mutat be.',
    },
    CHILD_SEAT: { name: 'Gyerekülés', description: '9 és 18 kg közötti gyermekeknek, kérésre beszereljük.' },
    NAVIGATION: { name: 'Navigációs rendszer', description: 'Beépített navigáció naprakész térképekkel.' },
    UNLIMITED_KM: {
      name: 'Korlátlan kilométer',
      description: 'Vezessen, ameddig csak szeretne, kilométerdíj nélkül.',
    },
    PREPAID_FUEL: {
      name: 'Előre fizetett üzemanyag',
      description: 'A járművet bármilyen üzemanyagszinttel visszahozhatja.',
    },
  },
  ro: {
    BASIC: { name: 'Protecție de bază', description: 'Protecție la coliziune și furt, cu franșiză.' },
    SMART: {
      name: 'Protecție Smart',
      description: 'Franșiză redusă; geamurile și anvelopele sunt acoperite.',
    },
    ALL_INCLUSIVE: {
      name: 'Protecție completă',
      description: 'Fără franșiză; acoperă geamurile, anvelopele, interiorul și pierderea cheilor.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Șofer suplimentar',
      description: 'Împărțiți condusul; fiecare șofer suplimentar prezintă un permis de conducere valabil.',
    },
    CHILD_SEAT: {
      name: 'Scaun pentru copii',
      description: 'Pentru copii între 9 și 18 kg, montat la cerere.',
    },
    NAVIGATION: { name: 'Sistem de navigație', description: 'Navigație integrată, cu hărți actualizate.' },
    UNLIMITED_KM: {
      name: 'Kilometri nelimitați',
      description: 'Conduceți oricât doriți, fără taxe pe kilometru.',
    },
    PREPAID_FUEL: {
      name: 'Combustibil plătit în avans',
      description: 'Returnați vehiculul cu orice nivel de combustibil.',
    },
  },
  hr: {
    BASIC: { name: 'Osnovna zaštita', description: 'Zaštita od sudara i krađe uz sudjelovanje u šteti.' },
    SMART: {
      name: 'Pametna zaštita',
      description: 'Niže sudjelovanje u šteti; pokrivena su i stakla i gume.',
    },
    ALL_INCLUSIVE: {
      name: 'Potpuna zaštita',
      description: 'Bez sudjelovanja u šteti; pokriva stakla, gume, unutrašnjost i gubitak ključeva.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Dodatni vozač',
      description: 'Izmjenjujte se za volanom; svaki dodatni vozač pokazuje valjanu vozačku dozvolu.',
    },
    CHILD_SEAT: { name: 'Dječja sjedalica', description: 'Za djecu od 9 do 18 kg, ugrađuje se na zahtjev.' },
    NAVIGATION: { name: 'Navigacijski sustav', description: 'Ugrađena navigacija s ažurnim kartama.' },
    UNLIMITED_KM: {
      name: 'Neograničena kilometraža',
      description: 'Vozite koliko god želite, bez naplate po kilometru.',
    },
    PREPAID_FUEL: {
      name: 'Unaprijed plaćeno gorivo',
      description: 'Vratite vozilo s bilo kojom razinom goriva.',
    },
  },
  sl: {
    BASIC: { name: 'Osnovna zaščita', description: 'Zaščita pri trčenju in kraji, s soudeležbo.' },
    SMART: { name: 'Pametna zaščita', description: 'Nižja soudeležba; krita so tudi stekla in pnevmatike.' },
    ALL_INCLUSIVE: {
      name: 'Polna zaščita',
      description: 'Brez soudeležbe; krije stekla, pnevmatike, notranjost in izgubo ključev.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Dodatni voznik',
      description: 'Izmenjujte se za volanom; vsak dodatni voznik pokaže veljavno vozniško dovoljenje.',
    },
    CHILD_SEAT: { name: 'Otroški sedež', description: 'Za otroke od 9 do 18 kg, namestimo ga na zahtevo.' },
    NAVIGATION: {
      name: 'Navigacijski sistem',
      description: 'Vgrajena navigacija s posodobljenimi zemljevidi.',
    },
    UNLIMITED_KM: {
      name: 'Neomejena kilometrina',
      description: 'Vozite, kolikor želite, brez doplačila za prevožene kilometre.',
    },
    PREPAID_FUEL: {
      name: 'Vnaprej plačano gorivo',
      description: 'Vozilo vrnite s poljubno količino goriva.',
    },
  },
  sv: {
    BASIC: { name: 'Grundskydd', description: 'Skydd vid kollision och stöld, med självrisk.' },
    SMART: { name: 'Smart skydd', description: 'Lägre självrisk; glas och däck ingår.' },
    ALL_INCLUSIVE: {
      name: 'Heltäckande skydd',
      description: 'Ingen självrisk; täcker glas, däck, interiör och borttappade nycklar.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Extra förare',
      description: 'Turas om att köra; varje extra förare visar upp ett giltigt körkort.',
    },
    CHILD_SEAT: { name: 'Barnstol', description: 'För barn från 9 till 18 kg, monteras på begäran.' },
    NAVIGATION: { name: 'Navigationssystem', description: 'Inbyggd navigation med aktuella kartor.' },
    UNLIMITED_KM: {
      name: 'Obegränsad körsträcka',
      description: 'Kör så långt du vill utan extra kostnad för körsträckan.',
    },
    PREPAID_FUEL: {
      name: 'Förbetalt bränsle',
      description: 'Lämna tillbaka fordonet med valfri bränslenivå.',
    },
  },
  da: {
    BASIC: { name: 'Basisbeskyttelse', description: 'Beskyttelse mod kollision og tyveri med selvrisiko.' },
    SMART: { name: 'Smart beskyttelse', description: 'Lavere selvrisiko; ruder og dæk er omfattet.' },
    ALL_INCLUSIVE: {
      name: 'Fuld beskyttelse',
      description: 'Ingen selvrisiko; omfatter ruder, dæk, interiør og mistede nøgler.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Ekstra fører',
      description: 'Skiftes til at køre; hver ekstra fører viser et gyldigt kørekort.',
    },
    CHILD_SEAT: { name: 'Barnesæde', description: 'Til børn fra 9 til 18 kg, monteres efter ønske.' },
    NAVIGATION: { name: 'Navigationssystem', description: 'Indbygget navigation med opdaterede kort.' },
    UNLIMITED_KM: {
      name: 'Ubegrænset antal kilometer',
      description: 'Kør så langt du vil, uden kilometerafgift.',
    },
    PREPAID_FUEL: {
      name: 'Forudbetalt brændstof',
      description: 'Aflever køretøjet med et hvilket som helst brændstofniveau.',
    },
  },
  nb: {
    BASIC: { name: 'Grunnbeskyttelse', description: 'Beskyttelse ved kollisjon og tyveri, med egenandel.' },
    SMART: { name: 'Smart beskyttelse', description: 'Lavere egenandel; glass og dekk er inkludert.' },
    ALL_INCLUSIVE: {
      name: 'Full beskyttelse',
      description: 'Ingen egenandel; dekker glass, dekk, interiør og tapte nøkler.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Ekstra fører',
      description: 'Bytt på å kjøre; hver ekstra fører viser fram gyldig førerkort.',
    },
    CHILD_SEAT: { name: 'Barnesete', description: 'For barn fra 9 til 18 kg, monteres på forespørsel.' },
    NAVIGATION: { name: 'Navigasjonssystem', description: 'Innebygd navigasjon med oppdaterte kart.' },
    UNLIMITED_KM: {
      name: 'Ubegrenset kjørelengde',
      description: 'Kjør så langt du vil, uten kilometeravgift.',
    },
    PREPAID_FUEL: {
      name: 'Forhåndsbetalt drivstoff',
      description: 'Lever kjøretøyet tilbake med hvilket som helst drivstoffnivå.',
    },
  },
  is: {
    BASIC: { name: 'Grunnvernd', description: 'Árekstrar- og þjófnaðarvernd með sjálfsábyrgð.' },
    SMART: { name: 'Snjallvernd', description: 'Lægri sjálfsábyrgð; rúður og dekk falla undir verndina.' },
    ALL_INCLUSIVE: {
      name: 'Alhliða vernd',
      description: 'Engin sjálfsábyrgð; nær yfir rúður, dekk, innréttingu og týnda lykla.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Aukaökumaður',
      description: 'Skiptist á að aka; hver aukaökumaður framvísar gildu ökuskírteini.',
    },
    CHILD_SEAT: {
      name: 'Barnabílstóll',
      description: 'Fyrir börn frá 9 til 18 kg; við setjum hann í bílinn sé þess óskað.',
    },
    NAVIGATION: { name: 'Leiðsögukerfi', description: 'Innbyggt leiðsögukerfi með uppfærðum kortum.' },
    UNLIMITED_KM: {
      name: 'Ótakmarkaðir kílómetrar',
      description: 'Aktu eins langt og þú vilt án kílómetragjalds.',
    },
    PREPAID_FUEL: {
      name: 'Fyrirframgreitt eldsneyti',
      description: 'Skilaðu ökutækinu með hvaða eldsneytisstöðu sem er.',
    },
  },
  fi: {
    BASIC: { name: 'Perussuoja', description: 'Kolari- ja varkaussuoja omavastuulla.' },
    SMART: { name: 'Smart-suoja', description: 'Pienempi omavastuu, ja suoja kattaa myös lasit ja renkaat.' },
    ALL_INCLUSIVE: {
      name: 'Kattava suoja',
      description: 'Ei omavastuuta; kattaa lasit, renkaat, sisätilat ja kadonneet avaimet.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Lisäkuljettaja',
      description: 'Ajakaa vuorotellen; jokainen lisäkuljettaja esittää voimassa olevan ajokortin.',
    },
    CHILD_SEAT: {
      name: 'Lasten turvaistuin',
      description: '9–18 kg painaville lapsille, asennetaan pyynnöstä.',
    },
    NAVIGATION: {
      name: 'Navigaattori',
      description: 'Sisäänrakennettu navigaattori ajantasaisilla kartoilla.',
    },
    UNLIMITED_KM: {
      name: 'Rajoittamattomat kilometrit',
      description: 'Aja niin pitkälle kuin haluat ilman kilometrimaksuja.',
    },
    PREPAID_FUEL: {
      name: 'Ennakkoon maksettu polttoaine',
      description: 'Palauta ajoneuvo millä tahansa polttoainemäärällä.',
    },
  },
  pt: {
    BASIC: { name: 'Proteção básica', description: 'Proteção contra colisão e roubo, com franquia.' },
    SMART: { name: 'Proteção Smart', description: 'Franquia reduzida; vidros e pneus cobertos.' },
    ALL_INCLUSIVE: {
      name: 'Proteção completa',
      description: 'Sem franquia; cobre vidros, pneus, interior e perda de chaves.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Condutor adicional',
      description: 'Revezem-se ao volante; cada condutor adicional apresenta uma carta de condução válida.',
    },
    CHILD_SEAT: {
      name: 'Cadeira infantil',
      description: 'Para crianças de 9 a 18 kg, instalada mediante pedido.',
    },
    NAVIGATION: { name: 'Sistema de navegação', description: 'Navegação integrada com mapas atualizados.' },
    UNLIMITED_KM: {
      name: 'Quilometragem ilimitada',
      description: 'Viaje até onde quiser, sem custos de quilometragem.',
    },
    PREPAID_FUEL: {
      name: 'Combustível pré-pago',
      description: 'Devolva o veículo com qualquer nível de combustível.',
    },
  },
  lv: {
    BASIC: {
      name: 'Pamata aizsardzība',
      description: 'Aizsardzība sadursmes un zādzības gadījumā, ar pašrisku.',
    },
    SMART: { name: 'Smart aizsardzība', description: 'Zemāks pašrisks; sedz arī stiklus un riepas.' },
    ALL_INCLUSIVE: {
      name: 'Pilna aizsardzība',
      description: 'Bez pašriska; sedz stiklus, riepas, salonu un pazaudētas atslēgas.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Papildu vadītājs',
      description: 'Mainieties pie stūres; katrs papildu vadītājs uzrāda derīgu vadītāja apliecību.',
    },
    CHILD_SEAT: {
      name: 'Bērnu sēdeklītis',
      description: 'Bērniem no 9 līdz 18 kg; uzstāda pēc pieprasījuma.',
    },
    NAVIGATION: { name: 'Navigācijas sistēma', description: 'Iebūvēta navigācija ar aktuālām kartēm.' },
    UNLIMITED_KM: {
      name: 'Neierobežots nobraukums',
      description: 'Brauciet, cik tālu vēlaties, bez maksas par kilometriem.',
    },
    PREPAID_FUEL: {
      name: 'Iepriekš apmaksāta degviela',
      description: 'Atgrieziet transportlīdzekli ar jebkādu degvielas līmeni.',
    },
  },
  lt: {
    BASIC: { name: 'Bazinė apsauga', description: 'Apsauga nuo susidūrimo ir vagystės, su išskaita.' },
    SMART: { name: 'Išmanioji apsauga', description: 'Mažesnė išskaita; apima ir stiklus bei padangas.' },
    ALL_INCLUSIVE: {
      name: 'Visa apsauga',
      description: 'Be išskaitos; apima stiklus, padangas, saloną ir pamestus raktus.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Papildomas vairuotojas',
      description:
        'Vairuokite pakaitomis; kiekvienas papildomas vairuotojas pateikia galiojantį vairuotojo pažymėjimą.',
    },
    CHILD_SEAT: {
      name: 'Vaikiška kėdutė',
      description: 'Vaikams nuo 9 iki 18 kg, sumontuojama pagal pageidavimą.',
    },
    NAVIGATION: {
      name: 'Navigacijos sistema',
      description: 'Integruota navigacija su naujausiais žemėlapiais.',
    },
    UNLIMITED_KM: {
      name: 'Neribota rida',
      description: 'Važiuokite, kiek tik norite, be papildomo mokesčio už kilometrus.',
    },
    PREPAID_FUEL: {
      name: 'Iš anksto apmokėtas kuras',
      description: 'Grąžinkite transporto priemonę su bet kokiu kuro kiekiu.',
    },
  },
  et: {
    BASIC: { name: 'Põhikaitse', description: 'Kokkupõrke- ja vargusekaitse omavastutusega.' },
    SMART: { name: 'Nutikas kaitse', description: 'Väiksem omavastutus; kaetud on ka klaasid ja rehvid.' },
    ALL_INCLUSIVE: {
      name: 'Täiskaitse',
      description: 'Omavastutuseta; katab klaasid, rehvid, salongi ja kaotatud võtmed.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Lisajuht',
      description: 'Sõitke vaheldumisi; iga lisajuht esitab kehtiva juhiloa.',
    },
    CHILD_SEAT: {
      name: 'Lapseiste',
      description: 'Lastele kaaluga 9 kuni 18 kg, paigaldatakse soovi korral.',
    },
    NAVIGATION: {
      name: 'Navigatsioonisüsteem',
      description: 'Sisseehitatud navigatsioon ajakohaste kaartidega.',
    },
    UNLIMITED_KM: {
      name: 'Piiramatu läbisõit',
      description: 'Sõida nii kaugele, kui soovid, ilma kilomeetritasuta.',
    },
    PREPAID_FUEL: { name: 'Ettemakstud kütus', description: 'Tagasta sõiduk mis tahes kütusetasemega.' },
  },
};

/** The catalogue language of a locale ('de-AT' → 'de'), English for a language without texts. */
export function catalogLanguageOf(locale: string): CatalogLanguage {
  return languageOfTag(locale) ?? 'en';
}

/**
 * The language a request reads catalogue texts in: the first Accept-Language entry (by weight) we have
 * texts for (the apps send the page's locale, then its language, then 'en'), else the language of the
 * request's market, else English.
 */
export function catalogLanguage(req: FastifyRequest): CatalogLanguage {
  return acceptedLanguage(req) ?? catalogLanguageOf(resolveMarket(req, undefined).locale);
}

/** Every add-on's name and description in a language (the seed writes the market's into the table). */
export function addonTextsIn(language: CatalogLanguage): Readonly<Record<AddonCode, AddonText>> {
  return addonTexts[language];
}

/** An add-on's name and description in a language; undefined for a code the catalogue does not know. */
export function addonText(code: string, language: CatalogLanguage): AddonText | undefined {
  return (addonTexts[language] as Record<string, AddonText | undefined>)[code];
}
