/**
 * The one placeholder function of the project (ADR 0069): every catalog text with `{name}` in it,
 * API messages, page texts, PDF labels and mails, is filled here. It has no imports, so the browser
 * can take it without any catalog.
 */

/** What a text's placeholders are filled with; `undefined` counts as not given. */
export type PlaceholderParams = Readonly<Record<string, string | number | undefined>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * `template` with each `{name}` replaced by `params[name]`. A placeholder without a value stays as
 * written, so a forgotten parameter shows in the text instead of vanishing; only the object's own
 * keys count (`{constructor}` is never filled from the prototype).
 */
export function fillPlaceholders(template: string, params: PlaceholderParams = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}

/** The names of a text's placeholders, sorted and once each (the catalogs' tests compare languages with it). */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!))].sort();
}

/** A catalog of texts in both languages, English the source of keys (ADR 0019). */
export type TwoLanguageCatalog = Readonly<Record<'en' | 'ar', Readonly<Record<string, string>>>>;

/**
 * What is wrong with a two-language catalog: a key one language lacks, an empty text, or a text whose
 * placeholders differ from the other language's (a value one language would drop or leave unfilled).
 * `sameWords` names the keys allowed to differ in placeholders, with the reason. Empty when all is well.
 */
export function catalogProblems(catalog: TwoLanguageCatalog, sameWords: Readonly<Record<string, string>> = {}): string[] {
  const problems: string[] = [];
  const keys = new Set([...Object.keys(catalog.en), ...Object.keys(catalog.ar)]);
  for (const key of [...keys].sort()) {
    const en = catalog.en[key];
    const ar = catalog.ar[key];
    if (en === undefined || ar === undefined) {
      problems.push(`${key}: missing in ${en === undefined ? 'en' : 'ar'}`);
      continue;
    }
    if (en.trim() === '' || ar.trim() === '') problems.push(`${key}: empty text`);
    if (!(key in sameWords) && placeholdersOf(en).join() !== placeholdersOf(ar).join()) {
      problems.push(`${key}: placeholders differ (en {${placeholdersOf(en).join('}, {')}}, ar {${placeholdersOf(ar).join('}, {')}})`);
    }
  }
  return problems;
}
