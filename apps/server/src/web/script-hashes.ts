import { createHash } from 'node:crypto';

/** A page made fit to serve to many: no nonce left in it, its inline scripts named by hash. */
export interface HashedPage {
  html: string;
  /** SHA-256 (base64) of each inline script that carried the nonce, for the CSP's script-src. */
  scriptHashes: string[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/**
 * Turns a page rendered for one answer, whose inline scripts carry that answer's CSP nonce, into
 * one that any number of answers can share (ADR 0053): each script that carried the nonce loses
 * the attribute and is named by the hash of its text instead. A script without the nonce is not
 * hashed, so whatever the nonce would have refused stays refused. Null when the nonce is empty or
 * is still found in the page after its attributes are gone (nothing that holds it is stored).
 *
 * The hash is of the text the browser's parser gives the script: the source between the tags,
 * line breaks normalized to LF.
 */
export function hashNoncedScripts(html: string, nonce: string): HashedPage | null {
  if (nonce === '') return null;
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  const out = html
    .replace(SCRIPT, (whole, attributes: string, text: string) => {
      if (!attributes.includes(attribute)) return whole;
      hashes.add(sha256(text.replace(/\r\n?/g, '\n')));
      return `<script${attributes.replace(attribute, '')}>${text}</script>`;
    })
    // a stylesheet link or style element that carried it (styles do not need it: 'unsafe-inline')
    .replaceAll(attribute, '');
  if (out.includes(nonce)) return null;
  return { html: out, scriptHashes: [...hashes] };
}
