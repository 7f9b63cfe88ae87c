import { describe, expect, it } from 'vitest';
import { hashNoncedScripts } from './script-hashes.ts';

// Expected hashes computed apart from this code (Python's hashlib.sha256 over the UTF-8 text, base64).
const A = 'qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=';
const B = 'cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc=';
const ARABIC = 'NvNw/0uX3gKK53T+s1AT3avj3ULp3DfOFeeFtryjYmE=';
const X_LF_Y = 'mrneJXaKwXIjXhGbdjYuzdrTOHj+mneSzd2+RyNvmoc=';

describe('hashNoncedScripts', () => {
  it('takes the nonce out of every script that carried it and names each by the hash of its text', () => {
    const page = hashNoncedScripts(
      '<head><script nonce="N0nce">a()</script></head><p>كَتَبَ</p><script nonce="N0nce" type="module" async="">b()</script>' +
        '<script nonce="N0nce">window.__ctx = {"a":"كَتَبَ"}</script>',
      'N0nce',
    );
    expect(page).toEqual({
      html: '<head><script>a()</script></head><p>كَتَبَ</p><script type="module" async="">b()</script><script>window.__ctx = {"a":"كَتَبَ"}</script>',
      scriptHashes: [A, B, ARABIC],
    });
  });

  it('hashes no script that lacked the nonce: what the nonce refused stays refused', () => {
    const page = hashNoncedScripts('<script nonce="N0nce">a()</script><div><script>b()</script><script nonce="other">b()</script></div>', 'N0nce');
    expect(page?.scriptHashes).toEqual([A]);
    expect(page?.html).toBe('<script>a()</script><div><script>b()</script><script nonce="other">b()</script></div>');
  });

  it('hashes the text as the browser parses it (line breaks as LF), once per distinct script', () => {
    const page = hashNoncedScripts('<script nonce="N0nce">x\r\ny</script><script nonce="N0nce">x\ny</script>', 'N0nce');
    expect(page?.scriptHashes).toEqual([X_LF_Y]);
  });

  it('drops the nonce from other elements too, and refuses a page that still holds it elsewhere', () => {
    expect(hashNoncedScripts('<link nonce="N0nce" rel="stylesheet" href="/a.css"/><script nonce="N0nce">a()</script>', 'N0nce')).toEqual({
      html: '<link rel="stylesheet" href="/a.css"/><script>a()</script>',
      scriptHashes: [A],
    });
    expect(hashNoncedScripts('<script nonce="N0nce">a()</script><p data-n="N0nce"></p>', 'N0nce')).toBeNull();
    expect(hashNoncedScripts('<script nonce="N0nce">var n = "N0nce"</script>', 'N0nce')).toBeNull();
    expect(hashNoncedScripts('<p>no scripts</p>', '')).toBeNull();
  });
});
