import type { VerbPage } from '@tasreef/contracts/search';

/**
 * What the verb page's header shows, the part of the page that hydrates. The body (the tables, the
 * derived nouns, the declensions, the rules, the related verbs) is a static part whose server HTML
 * the browser keeps on the first load (ADR 0050), so a document's loader data carries this and not
 * the body (ADR 0051).
 */
export interface VerbHead {
  verb: VerbPage['verb'];
  /** The masdars as the derived-noun table writes them (indefinite, with their tanwin). */
  masdars: VerbPage['nouns'][string];
  /** The masdar is the engine's guess, not the lexicon's. */
  masdarGuessed: boolean;
  /** The contents list links each section the body has. */
  sections: { variants: boolean; rules: boolean; related: boolean };
}

export function verbHead(page: VerbPage): VerbHead {
  return {
    verb: page.verb,
    masdars: page.nouns.masdar ?? [],
    masdarGuessed: page.guesses.includes('masdar'),
    sections: {
      variants: Object.keys(page.notes).length > 0,
      rules: Object.values(page.explanations).some((list) => list.length > 0),
      related: page.related.length > 0,
    },
  };
}
