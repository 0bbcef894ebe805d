// Error messages for editors in the eleven locales of spec §9, worded for non-technical readers.
// Placeholders in braces ({heading}, {number}, …) are filled in by `formatMessage`; `{{year}}` and the
// other double-brace shortcodes are literal syntax shown to the editor, never placeholders.
import type { ErrorId, Locale } from './errors.ts';
import { DEFAULT_LOCALE } from './errors.ts';

/** Values a message may mention. */
export type MessageParams = {
  heading?: string;
  raw?: string;
  name?: string;
  number?: string;
  expected?: string;
  appProtocol?: string;
};

type Catalogue = Record<ErrorId, string>;

const en: Catalogue = {
  // spec §8: the HTML message is given verbatim.
  'html-not-allowed':
    'Your text includes HTML code, which is not allowed. Please remove the HTML code to continue.',
  'missing-leading-heading':
    'Your text must start with a heading. Add a first line that starts with # followed by the title.',
  'heading-empty': 'This heading has no title. Write the title after the # signs.',
  'heading-too-deep': 'A heading can have at most 6 # signs. Remove some # signs.',
  'heading-without-text':
    'The heading "{heading}" must be followed by text. Add text below it or remove the heading.',
  // spec §8: 'The season entered is not recognized' plus the valid seasons.
  'unknown-season':
    'The season entered is not recognized. Valid seasons are: winter, spring, summer, autumn.',
  'season-misplaced':
    'A season restriction such as {{season:winter}} must stand on its own line below a heading.',
  'unknown-shortcode':
    'The shortcode {raw} is not recognized. You can use {{year}}, {{branchName}}, {{cityName}}, {{video:ID}} and {{season:NAME}}.',
  'video-id-invalid':
    'The video id "{name}" is not valid. Use only letters and digits, for example {{video:a1B2c3}}.',
  'footnote-number-invalid': 'Footnote numbers must be whole numbers from 1 to 99, but "{name}" was found.',
  'footnote-missing':
    'Footnote {number} is referenced here but never written. Add a line "[^{number}]: " followed by the footnote text.',
  'footnote-unreferenced':
    'Footnote {number} is not referenced in the text. Add [^{number}] where it applies, or remove the footnote.',
  'footnote-out-of-sequence':
    'Footnote references must appear in order: [^{expected}] should come next, but [^{number}] was found.',
  'footnote-gap':
    'Footnotes must be numbered 1, 2, 3 and so on without gaps: footnote {expected} should come next, but footnote {number} was found.',
  'footnote-duplicate': 'Footnote {number} is written more than once. Keep one and remove the others.',
  'footnote-empty': 'Footnote {number} has no text. Write the footnote text after the colon.',
  'footnotes-not-grouped':
    'All footnotes must be together in one section. Move this footnote to the section with the other footnotes.',
  'link-url-missing': 'This link has no address. Add the address between the round brackets.',
  'unsafe-url':
    'This link address is not allowed. Use a web address (https://…), a page path (/…), an e-mail (mailto:…) or phone (tel:…) link, or an app link ({appProtocol}://…).',
  'link-text-empty': 'This link has no text. Write the link text between the square brackets.',
  'cta-not-alone':
    'A call-to-action button must stand on its own line. Put the [_cta:…](…) link on a separate line.',
  'action-invalid':
    'The action "{name}" is not valid. Action names use only letters, digits and hyphens, for example action:open-chat.',
};

// British, New Zealand and Australian English spell "recognised".
const enGB: Catalogue = {
  ...en,
  'unknown-season':
    'The season entered is not recognised. Valid seasons are: winter, spring, summer, autumn.',
  'unknown-shortcode':
    'The shortcode {raw} is not recognised. You can use {{year}}, {{branchName}}, {{cityName}}, {{video:ID}} and {{season:NAME}}.',
};

const de: Catalogue = {
  'html-not-allowed':
    'Ihr Text enthält HTML-Code, der nicht erlaubt ist. Bitte entfernen Sie den HTML-Code, um fortzufahren.',
  'missing-leading-heading':
    'Ihr Text muss mit einer Überschrift beginnen. Fügen Sie als erste Zeile # gefolgt vom Titel ein.',
  'heading-empty': 'Diese Überschrift hat keinen Titel. Schreiben Sie den Titel nach den #-Zeichen.',
  'heading-too-deep': 'Eine Überschrift darf höchstens 6 #-Zeichen haben. Entfernen Sie einige #-Zeichen.',
  'heading-without-text':
    'Auf die Überschrift „{heading}“ muss Text folgen. Fügen Sie darunter Text ein oder entfernen Sie die Überschrift.',
  'unknown-season':
    'Die eingegebene Jahreszeit wird nicht erkannt. Gültige Jahreszeiten sind: winter, spring, summer, autumn.',
  'season-misplaced':
    'Eine Jahreszeit-Einschränkung wie {{season:winter}} muss in einer eigenen Zeile unter einer Überschrift stehen.',
  'unknown-shortcode':
    'Der Shortcode {raw} wird nicht erkannt. Sie können {{year}}, {{branchName}}, {{cityName}}, {{video:ID}} und {{season:NAME}} verwenden.',
  'video-id-invalid':
    'Die Video-ID „{name}“ ist ungültig. Verwenden Sie nur Buchstaben und Ziffern, zum Beispiel {{video:a1B2c3}}.',
  'footnote-number-invalid':
    'Fußnotennummern müssen ganze Zahlen von 1 bis 99 sein, gefunden wurde „{name}“.',
  'footnote-missing':
    'Hier wird auf Fußnote {number} verwiesen, die es nicht gibt. Fügen Sie eine Zeile „[^{number}]: “ mit dem Fußnotentext hinzu.',
  'footnote-unreferenced':
    'Auf Fußnote {number} wird im Text nicht verwiesen. Fügen Sie [^{number}] an der passenden Stelle ein oder entfernen Sie die Fußnote.',
  'footnote-out-of-sequence':
    'Fußnotenverweise müssen der Reihe nach stehen: Als Nächstes sollte [^{expected}] kommen, gefunden wurde [^{number}].',
  'footnote-gap':
    'Fußnoten müssen lückenlos mit 1, 2, 3 usw. nummeriert sein: Als Nächstes sollte Fußnote {expected} kommen, gefunden wurde Fußnote {number}.',
  'footnote-duplicate':
    'Fußnote {number} ist mehrfach vorhanden. Behalten Sie eine und entfernen Sie die anderen.',
  'footnote-empty': 'Fußnote {number} hat keinen Text. Schreiben Sie den Fußnotentext nach dem Doppelpunkt.',
  'footnotes-not-grouped':
    'Alle Fußnoten müssen zusammen in einem Abschnitt stehen. Verschieben Sie diese Fußnote zu den anderen Fußnoten.',
  'link-url-missing':
    'Dieser Link hat keine Adresse. Fügen Sie die Adresse zwischen den runden Klammern ein.',
  'unsafe-url':
    'Diese Linkadresse ist nicht erlaubt. Verwenden Sie eine Webadresse (https://…), einen Seitenpfad (/…), einen E-Mail-Link (mailto:…), einen Telefon-Link (tel:…) oder einen App-Link ({appProtocol}://…).',
  'link-text-empty': 'Dieser Link hat keinen Text. Schreiben Sie den Linktext zwischen die eckigen Klammern.',
  'cta-not-alone':
    'Ein Call-to-Action-Button muss in einer eigenen Zeile stehen. Setzen Sie den Link [_cta:…](…) in eine separate Zeile.',
  'action-invalid':
    'Die Aktion „{name}“ ist ungültig. Aktionsnamen bestehen nur aus Buchstaben, Ziffern und Bindestrichen, zum Beispiel action:open-chat.',
};

// Swiss Standard German writes ss for ß and uses guillemets.
const deCH: Catalogue = Object.fromEntries(
  Object.entries(de).map(([id, text]) => [
    id,
    text.replaceAll('ß', 'ss').replaceAll('„', '«').replaceAll('“', '»'),
  ]),
) as Catalogue;

const nl: Catalogue = {
  'html-not-allowed':
    'Je tekst bevat HTML-code en dat is niet toegestaan. Verwijder de HTML-code om verder te gaan.',
  'missing-leading-heading':
    'Je tekst moet beginnen met een kop. Zet als eerste regel een # gevolgd door de titel.',
  'heading-empty': 'Deze kop heeft geen titel. Schrijf de titel na de #-tekens.',
  'heading-too-deep': 'Een kop mag hoogstens 6 #-tekens hebben. Verwijder enkele #-tekens.',
  'heading-without-text':
    'Na de kop "{heading}" moet tekst volgen. Voeg eronder tekst toe of verwijder de kop.',
  'unknown-season':
    'Het ingevoerde seizoen wordt niet herkend. Geldige seizoenen zijn: winter, spring, summer, autumn.',
  'season-misplaced':
    'Een seizoensbeperking zoals {{season:winter}} moet op een eigen regel onder een kop staan.',
  'unknown-shortcode':
    'De shortcode {raw} wordt niet herkend. Je kunt {{year}}, {{branchName}}, {{cityName}}, {{video:ID}} en {{season:NAME}} gebruiken.',
  'video-id-invalid':
    'De video-ID "{name}" is ongeldig. Gebruik alleen letters en cijfers, bijvoorbeeld {{video:a1B2c3}}.',
  'footnote-number-invalid':
    'Voetnootnummers moeten hele getallen van 1 tot en met 99 zijn, maar "{name}" werd gevonden.',
  'footnote-missing':
    'Hier wordt naar voetnoot {number} verwezen, maar die bestaat niet. Voeg een regel "[^{number}]: " toe met de tekst van de voetnoot.',
  'footnote-unreferenced':
    'In de tekst wordt niet naar voetnoot {number} verwezen. Zet [^{number}] waar de voetnoot bij hoort, of verwijder de voetnoot.',
  'footnote-out-of-sequence':
    'Verwijzingen naar voetnoten moeten op volgorde staan: [^{expected}] moet nu komen, maar [^{number}] werd gevonden.',
  'footnote-gap':
    'Voetnoten moeten zonder gaten genummerd zijn (1, 2, 3 enzovoort): voetnoot {expected} moet nu komen, maar voetnoot {number} werd gevonden.',
  'footnote-duplicate': 'Voetnoot {number} staat er meer dan één keer. Houd er één en verwijder de andere.',
  'footnote-empty':
    'Voetnoot {number} heeft geen tekst. Schrijf de tekst van de voetnoot na de dubbele punt.',
  'footnotes-not-grouped':
    'Alle voetnoten moeten samen in één sectie staan. Verplaats deze voetnoot naar de andere voetnoten.',
  'link-url-missing': 'Deze link heeft geen adres. Zet het adres tussen de ronde haakjes.',
  'unsafe-url':
    'Dit linkadres is niet toegestaan. Gebruik een webadres (https://…), een paginapad (/…), een e-maillink (mailto:…), een telefoonlink (tel:…) of een app-link ({appProtocol}://…).',
  'link-text-empty': 'Deze link heeft geen tekst. Schrijf de linktekst tussen de vierkante haken.',
  'cta-not-alone':
    'Een call-to-action-knop moet op een eigen regel staan. Zet de link [_cta:…](…) op een aparte regel.',
  'action-invalid':
    'De actie "{name}" is ongeldig. Actienamen bestaan alleen uit letters, cijfers en koppeltekens, bijvoorbeeld action:open-chat.',
};

const fr: Catalogue = {
  'html-not-allowed':
    'Votre texte contient du code HTML, ce qui n’est pas autorisé. Veuillez supprimer le code HTML pour continuer.',
  'missing-leading-heading':
    'Votre texte doit commencer par un titre. Ajoutez en première ligne un # suivi du titre.',
  'heading-empty': 'Ce titre est vide. Écrivez le titre après les signes #.',
  'heading-too-deep': 'Un titre peut comporter au maximum 6 signes #. Supprimez des signes #.',
  'heading-without-text':
    'Le titre « {heading} » doit être suivi d’un texte. Ajoutez du texte en dessous ou supprimez le titre.',
  'unknown-season':
    'La saison saisie n’est pas reconnue. Les saisons valides sont : winter, spring, summer, autumn.',
  'season-misplaced':
    'Une restriction de saison comme {{season:winter}} doit figurer seule sur une ligne, sous un titre.',
  'unknown-shortcode':
    'Le shortcode {raw} n’est pas reconnu. Vous pouvez utiliser {{year}}, {{branchName}}, {{cityName}}, {{video:ID}} et {{season:NAME}}.',
  'video-id-invalid':
    'L’identifiant de vidéo « {name} » n’est pas valide. Utilisez uniquement des lettres et des chiffres, par exemple {{video:a1B2c3}}.',
  'footnote-number-invalid':
    'Les numéros de note doivent être des nombres entiers de 1 à 99, mais « {name} » a été trouvé.',
  'footnote-missing':
    'La note {number} est appelée ici mais n’existe pas. Ajoutez une ligne « [^{number}]: » suivie du texte de la note.',
  'footnote-unreferenced':
    'La note {number} n’est appelée nulle part dans le texte. Ajoutez [^{number}] à l’endroit voulu ou supprimez la note.',
  'footnote-out-of-sequence':
    'Les appels de note doivent se suivre dans l’ordre : [^{expected}] devrait venir maintenant, mais [^{number}] a été trouvé.',
  'footnote-gap':
    'Les notes doivent être numérotées 1, 2, 3, etc. sans interruption : la note {expected} devrait venir maintenant, mais la note {number} a été trouvée.',
  'footnote-duplicate': 'La note {number} apparaît plusieurs fois. Gardez-en une et supprimez les autres.',
  'footnote-empty': 'La note {number} n’a pas de texte. Écrivez le texte de la note après les deux-points.',
  'footnotes-not-grouped':
    'Toutes les notes doivent être regroupées dans une seule section. Déplacez cette note avec les autres notes.',
  'link-url-missing': 'Ce lien n’a pas d’adresse. Ajoutez l’adresse entre les parenthèses.',
  'unsafe-url':
    'Cette adresse de lien n’est pas autorisée. Utilisez une adresse web (https://…), un chemin de page (/…), un lien e-mail (mailto:…), un lien téléphone (tel:…) ou un lien d’application ({appProtocol}://…).',
  'link-text-empty': 'Ce lien n’a pas de texte. Écrivez le texte du lien entre les crochets.',
  'cta-not-alone':
    'Un bouton d’appel à l’action doit figurer seul sur sa ligne. Placez le lien [_cta:…](…) sur une ligne séparée.',
  'action-invalid':
    'L’action « {name} » n’est pas valide. Les noms d’action ne contiennent que des lettres, des chiffres et des tirets, par exemple action:open-chat.',
};

const es: Catalogue = {
  'html-not-allowed':
    'Tu texto incluye código HTML, que no está permitido. Elimina el código HTML para continuar.',
  'missing-leading-heading':
    'Tu texto debe empezar con un título. Añade como primera línea un # seguido del título.',
  'heading-empty': 'Este título está vacío. Escribe el título después de los signos #.',
  'heading-too-deep': 'Un título puede tener como máximo 6 signos #. Elimina algunos signos #.',
  'heading-without-text':
    'El título «{heading}» debe ir seguido de texto. Añade texto debajo o elimina el título.',
  'unknown-season':
    'No se reconoce la temporada introducida. Las temporadas válidas son: winter, spring, summer, autumn.',
  'season-misplaced':
    'Una restricción de temporada como {{season:winter}} debe ir sola en una línea, debajo de un título.',
  'unknown-shortcode':
    'No se reconoce el shortcode {raw}. Puedes usar {{year}}, {{branchName}}, {{cityName}}, {{video:ID}} y {{season:NAME}}.',
  'video-id-invalid':
    'El identificador de vídeo «{name}» no es válido. Usa solo letras y números, por ejemplo {{video:a1B2c3}}.',
  'footnote-number-invalid':
    'Los números de las notas deben ser números enteros del 1 al 99, pero se ha encontrado «{name}».',
  'footnote-missing':
    'Aquí se hace referencia a la nota {number}, pero no existe. Añade una línea «[^{number}]: » seguida del texto de la nota.',
  'footnote-unreferenced':
    'No se hace referencia a la nota {number} en el texto. Añade [^{number}] donde corresponda o elimina la nota.',
  'footnote-out-of-sequence':
    'Las referencias a notas deben aparecer en orden: ahora debería venir [^{expected}], pero se ha encontrado [^{number}].',
  'footnote-gap':
    'Las notas deben numerarse 1, 2, 3, etc. sin saltos: ahora debería venir la nota {expected}, pero se ha encontrado la nota {number}.',
  'footnote-duplicate': 'La nota {number} aparece más de una vez. Conserva una y elimina las demás.',
  'footnote-empty': 'La nota {number} no tiene texto. Escribe el texto de la nota después de los dos puntos.',
  'footnotes-not-grouped':
    'Todas las notas deben estar juntas en una sola sección. Mueve esta nota junto a las demás.',
  'link-url-missing': 'Este enlace no tiene dirección. Añade la dirección entre los paréntesis.',
  'unsafe-url':
    'Esta dirección de enlace no está permitida. Usa una dirección web (https://…), una ruta de página (/…), un enlace de correo (mailto:…), un enlace de teléfono (tel:…) o un enlace de la app ({appProtocol}://…).',
  'link-text-empty': 'Este enlace no tiene texto. Escribe el texto del enlace entre los corchetes.',
  'cta-not-alone':
    'Un botón de llamada a la acción debe ir solo en su línea. Pon el enlace [_cta:…](…) en una línea aparte.',
  'action-invalid':
    'La acción «{name}» no es válida. Los nombres de acción solo usan letras, números y guiones, por ejemplo action:open-chat.',
};

const it: Catalogue = {
  'html-not-allowed':
    'Il testo contiene codice HTML, che non è consentito. Rimuovi il codice HTML per continuare.',
  'missing-leading-heading':
    'Il testo deve iniziare con un titolo. Aggiungi come prima riga un # seguito dal titolo.',
  'heading-empty': 'Questo titolo è vuoto. Scrivi il titolo dopo i simboli #.',
  'heading-too-deep': 'Un titolo può avere al massimo 6 simboli #. Rimuovi alcuni simboli #.',
  'heading-without-text':
    'Il titolo «{heading}» deve essere seguito da un testo. Aggiungi del testo sotto oppure rimuovi il titolo.',
  'unknown-season':
    'La stagione inserita non è riconosciuta. Le stagioni valide sono: winter, spring, summer, autumn.',
  'season-misplaced':
    'Una limitazione stagionale come {{season:winter}} deve stare da sola su una riga, sotto un titolo.',
  'unknown-shortcode':
    'Lo shortcode {raw} non è riconosciuto. Puoi usare {{year}}, {{branchName}}, {{cityName}}, {{video:ID}} e {{season:NAME}}.',
  'video-id-invalid':
    'L’ID video «{name}» non è valido. Usa solo lettere e cifre, ad esempio {{video:a1B2c3}}.',
  'footnote-number-invalid':
    'I numeri delle note devono essere numeri interi da 1 a 99, ma è stato trovato «{name}».',
  'footnote-missing':
    'Qui si fa riferimento alla nota {number}, che però non esiste. Aggiungi una riga «[^{number}]: » seguita dal testo della nota.',
  'footnote-unreferenced':
    'Nel testo non si fa riferimento alla nota {number}. Aggiungi [^{number}] dove serve oppure rimuovi la nota.',
  'footnote-out-of-sequence':
    'I riferimenti alle note devono comparire in ordine: ora dovrebbe venire [^{expected}], ma è stato trovato [^{number}].',
  'footnote-gap':
    'Le note devono essere numerate 1, 2, 3 e così via senza salti: ora dovrebbe venire la nota {expected}, ma è stata trovata la nota {number}.',
  'footnote-duplicate': 'La nota {number} compare più di una volta. Tienine una e rimuovi le altre.',
  'footnote-empty': 'La nota {number} non ha testo. Scrivi il testo della nota dopo i due punti.',
  'footnotes-not-grouped':
    'Tutte le note devono stare insieme in un’unica sezione. Sposta questa nota insieme alle altre.',
  'link-url-missing': 'Questo link non ha un indirizzo. Aggiungi l’indirizzo tra le parentesi tonde.',
  'unsafe-url':
    'Questo indirizzo del link non è consentito. Usa un indirizzo web (https://…), un percorso di pagina (/…), un link e-mail (mailto:…), un link telefonico (tel:…) oppure un link all’app ({appProtocol}://…).',
  'link-text-empty': 'Questo link non ha testo. Scrivi il testo del link tra le parentesi quadre.',
  'cta-not-alone':
    'Un pulsante di invito all’azione deve stare da solo su una riga. Metti il link [_cta:…](…) su una riga separata.',
  'action-invalid':
    'L’azione «{name}» non è valida. I nomi delle azioni usano solo lettere, cifre e trattini, ad esempio action:open-chat.',
};

/** The message catalogue of every locale (spec §9). */
export const MESSAGES: Record<Locale, Catalogue> = {
  'en-US': en,
  'de-DE': de,
  'nl-NL': nl,
  'fr-FR': fr,
  'en-GB': enGB,
  'es-ES': es,
  'de-CH': deCH,
  'it-IT': it,
  'en-NZ': enGB,
  'nl-BE': nl,
  'en-AU': enGB,
};

/** The message for an error id in a locale, with its placeholders filled in (English by default). */
export function formatMessage(
  id: ErrorId,
  params: MessageParams = {},
  locale: Locale = DEFAULT_LOCALE,
): string {
  const template = (MESSAGES[locale] ?? MESSAGES[DEFAULT_LOCALE])[id];
  const values = params as Record<string, string | undefined>;
  // One pass over the template: values are never re-scanned, so an editor's text cannot inject placeholders.
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
