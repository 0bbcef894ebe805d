// The Brazilian site reads Brazilian Portuguese and the Portuguese site European Portuguese: no page body,
// site chrome (site.json) or interface string table in pt-BR uses a form only Portugal uses (utilizador,
// telemóvel, registo, "está a fazer"…), and none in pt-PT uses a form only Brazil uses (celular, ônibus,
// contato…). Both lists hold only forms that are wrong in the other variant in any context, matched as whole
// words, case-insensitive; link targets, URL paths and placeholders are not text and are not read.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { splitFrontMatter } from '@rental/content';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** A word form, or a phrase with inner spaces, as a whole-word, case-insensitive pattern. */
function words(...forms: string[]): RegExp[] {
  return forms.map(
    (form) => new RegExp(`(?<![\\p{L}\\p{N}])${form.replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`, 'iu'),
  );
}

/** Forms of European Portuguese a Brazilian reader would not write (Brazilian form in the comment). */
const europeanOnly: readonly RegExp[] = [
  ...words(
    'utilizador(?:a|es|as)?', // usuário
    'telemóve(?:l|is)', // celular
    'regist(?:o|os|ar|ado|ada|ados|adas|e|em|a|am)', // registro, registrar (registro/registre never match)
    'contact(?:o|os|ar|e|em|a|am|ado|ada)', // contato, contatar
    'equipas?', // equipe
    'autocarros?', // ônibus
    'comboios?', // trem
    'ecrãs?', // tela
    'connosco', // conosco
    'pequeno-almoço', // café da manhã
    'carta de condução', // carteira de motorista
    'quilómetros?', // quilômetro
    'económic(?:o|a|os|as)', // econômico
    'prémios?', // prêmio
    'anónim(?:o|a|os|as)', // anônimo
    'telefónic(?:o|a|os|as)', // telefônico
    'introduza', // digite, insira
    'plane(?:ar|ie|iem|ado|ada)', // planejar
    'aceder', // acessar
    'receção', // recepção
    'secç(?:ão|ões)', // seção
    'facto', // fato
    'portage(?:m|ns)', // pedágio
    'aluguer(?:es)?', // aluguel
    'carrinhas?', // van
    'cami(?:ão|ões)', // caminhão
    'desportiv(?:o|a|os|as)', // esportivo
    'descapotáve(?:l|is)', // conversível
    'ficheiros?', // arquivo
    'palavras?-passe', // senha
    'casas? de banho', // banheiro
    'morada', // endereço
    'partilh(?:a|ar|ado|ada|e)', // compartilhar
    'óptim(?:o|a|os|as)', // ótimo
    'actua(?:l|is|lmente)', // atual
    'direcç(?:ão|ões)', // direção
    'apoio ao cliente', // atendimento ao cliente
    'ao minuto', // por minuto
    'paragens?', // parada
    '(?:a|da|na|pela) app(?! store)', // o aplicativo, o app (not "na App Store")
  ),
  // estar a + infinitive ("está a carregar"): Brazil says "está carregando". Not "estar a par".
  /(?<![\p{L}])est(?:ou|ás|á|amos|ão|ava|avam) a (?!par(?![\p{L}]))\p{L}+(?:ar|er|ir|or)(?![\p{L}])/iu,
];

/** Forms of Brazilian Portuguese a European reader would not write (European form in the comment). */
const brazilianOnly: readonly RegExp[] = words(
  'celular(?:es)?', // telemóvel
  'ônibus', // autocarro
  'trem', // comboio
  'trens', // comboios
  'carteiras? de motorista', // carta de condução
  'econômic(?:o|a|os|as)', // económico
  'quilômetros?', // quilómetro
  'prêmios?', // prémio
  'anônim(?:o|a|os|as)', // anónimo
  'telefônic(?:o|a|os|as)', // telefónico
  'contat(?:o|os|ar|e|em)', // contacto, contactar
  'equipes?', // equipa
  'usuári(?:o|a|os|as)', // utilizador
  'conosco', // connosco
  'café da manhã', // pequeno-almoço
  'aluguel', // aluguer
  'aluguéis', // alugueres
  'caminh(?:ão|ões)', // camião
  'esportiv(?:o|a|os|as)', // desportivo
  'conversíve(?:l|is)', // descapotável
  'aplicativos?', // aplicação, app
  'gerenci(?:ar|e|ado|ada|amento)', // gerir
  'pedágios?', // portagem
);

/** Where each namespace keeps its table for a locale (as in string-tables.test.ts). */
const tables: readonly ((locale: string) => string)[] = [
  (locale) => `packages/i18n/src/locales/${locale}/shell.ts`,
  (locale) => `apps/site/src/consent/locales/${locale}.ts`,
  (locale) => `apps/site/src/lib/ui-strings/${locale}.ts`,
  (locale) => `apps/login/src/shared/locales/${locale}.ts`,
  (locale) => `apps/help-center/src/shared/locales/${locale}.ts`,
  (locale) => `apps/booking/src/shared/locales/${locale}.ts`,
  (locale) => `apps/account/src/shared/locales/${locale}.ts`,
];

/** Front matter and site.json fields that hold no reader-facing text. */
const technicalKeys = new Set(['path', 'url', 'target', 'type', 'template', 'layout', 'product_line']);

/** Every reader-facing string of a parsed value: no technical fields, no URLs or paths. */
function strings(value: unknown, key = ''): string[] {
  if (typeof value === 'string') {
    return technicalKeys.has(key) || /^(?:\/|#|https?:|mailto:|tel:)/.test(value) ? [] : [value];
  }
  if (Array.isArray(value)) return value.flatMap((inner) => strings(inner));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, inner]) => strings(inner, name));
  }
  return [];
}

/** A markdown body without link targets (a link's title stays: it is shown). */
function bodyText(body: string): string {
  return body.replace(/\]\(\s*\S*(?:\s+"([^"]*)")?\s*\)/g, '] $1');
}

/** Text without interpolation placeholders: {{name}}, {name}, $t(key). */
function withoutPlaceholders(text: string): string {
  return text.replace(/\{\{[^}]*\}\}|\{\w+\}|\$t\([^)]*\)/g, ' ');
}

/** The reader-facing text of every content file and string table of a locale, by repository path. */
async function textsOf(locale: string): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  const contentRoot = join(root, 'content');
  for (const site of readdirSync(contentRoot)) {
    const dir = join(contentRoot, site, locale);
    let files: string[];
    try {
      files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
    } catch {
      continue;
    }
    for (const name of files.sort()) {
      const file = join(dir, name);
      const path = relative(root, file);
      if (name.endsWith('.md')) {
        const page = splitFrontMatter(path, readFileSync(file, 'utf8'));
        texts.set(path, [...strings(page.data), bodyText(page.body)].join('\n'));
      } else if (name.endsWith('.json')) {
        texts.set(path, strings(JSON.parse(readFileSync(file, 'utf8'))).join('\n'));
      }
    }
  }
  for (const table of tables) {
    const path = table(locale);
    const module = (await import(pathToFileURL(join(root, path)).href)) as { default: unknown };
    texts.set(path, strings(module.default).join('\n'));
  }
  return texts;
}

/** `file: "form"` for every listed form found in a text. */
function findings(texts: Map<string, string>, forms: readonly RegExp[]): string[] {
  return [...texts].flatMap(([path, text]) => {
    const plain = withoutPlaceholders(text);
    const found = forms.flatMap((form) => {
      const global = new RegExp(form.source, `${form.flags}g`);
      return [...plain.matchAll(global)].map((match) => match[0].replace(/\s+/g, ' '));
    });
    return [...new Set(found)].map((form) => `${path}: "${form}"`);
  });
}

const matches = (forms: readonly RegExp[], text: string) => forms.some((form) => form.test(text));

describe('Portuguese variants', () => {
  it('pt-BR texts use no European-only forms', async () => {
    const texts = await textsOf('pt-BR');
    expect(texts.size).toBeGreaterThan(tables.length);
    expect(findings(texts, europeanOnly)).toEqual([]);
  });

  it('pt-PT texts use no Brazilian-only forms', async () => {
    const texts = await textsOf('pt-PT');
    expect(texts.size).toBeGreaterThan(tables.length);
    expect(findings(texts, brazilianOnly)).toEqual([]);
  });

  it('matches whole words only, and each list only its own variant', () => {
    for (const european of [
      'Registe-se agora',
      'o registo online',
      'Ecrã inicial',
      'o nosso contacto',
      'Introduza o código',
      'A sua reserva está a carregar.',
      'Os motoristas estão a chegar',
      'a carta de condução',
    ]) {
      expect(matches(europeanOnly, european), european).toBe(true);
      expect(matches(brazilianOnly, european), european).toBe(false);
    }
    for (const brazilian of [
      'nosso contato',
      'a estação de trem',
      'a carteira de motorista',
      'Baixe o aplicativo',
    ]) {
      expect(matches(brazilianOnly, brazilian), brazilian).toBe(true);
      expect(matches(europeanOnly, brazilian), brazilian).toBe(false);
    }
    for (const brazilian of [
      'Registre-se agora',
      'o registro online',
      'Digite o código',
      'Está carregando.',
    ]) {
      expect(matches(europeanOnly, brazilian), brazilian).toBe(false);
    }
    for (const neither of [
      'extremo e tremendo',
      'A loja está a 200 metros.',
      'Está a par das novidades?',
      'Contactless e contatless',
      'os registros',
      'sempre atual',
    ]) {
      expect(matches(europeanOnly, neither), neither).toBe(false);
      expect(matches(brazilianOnly, neither), neither).toBe(false);
    }
  });
});
